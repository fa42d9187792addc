import { z } from "zod";

/**
 * What a successful message write (POST /messages/packs/…, POST …/action_guide/…/option) answers, read
 * for the little we use: the new message's id, its status and a moderation verdict. Any 2xx is a sent
 * message whatever its body (issue 57): an echo without an id, an empty body or an object of another shape
 * reads as sent with what it does say, never as a failed send of a message the buyer already has.
 */
export interface WriteEcho {
  /** The message's id when the echo names it (the thread names it too on the next read). */
  id: string | null;
  status: string;
  /** The moderation's reason when the message was rejected, else null. */
  rejectedFor: string | null;
}

const echoFields = z.object({
  id: z
    .union([z.string().min(1), z.number()])
    .optional()
    .catch(undefined),
  message_id: z
    .union([z.string().min(1), z.number()])
    .optional()
    .catch(undefined),
  status: z.string().optional().catch(undefined),
  message_moderation: z.object({ status: z.string().nullish(), reason: z.string().nullish() }).nullish().catch(null),
});

export const writeEchoSchema = z.unknown().transform((body): WriteEcho => {
  const read = echoFields.safeParse(body);
  const e = read.success ? read.data : {};
  const id = e.id ?? e.message_id;
  const moderation = "message_moderation" in e ? e.message_moderation : null;
  return {
    id: id === undefined ? null : String(id),
    status: e.status ?? "available",
    rejectedFor: moderation?.status === "rejected" ? (moderation.reason ?? "unknown") : null,
  };
});
