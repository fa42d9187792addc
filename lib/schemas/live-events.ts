import { z } from "zod";
import { isMarketplaceId } from "./ids";
import { teammateSchema } from "./questions";

/** Live events, published per workspace (lib/live/bus.ts); /api/events sends them tagged (below). */
export const liveEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("question.updated"), questionId: z.string() }),
  // Many questions changed at once (an import page, a sweep): one event; `questionIds` names them when known.
  z.object({ type: z.literal("questions.synced"), questionIds: z.array(z.string()).optional() }),
  // Post-sale messages (lib/sales): a sale's conversation or state changed; its caps changed after a send.
  z.object({ type: z.literal("conversation.updated"), saleId: z.string() }),
  z.object({
    type: z.literal("caps.updated"),
    saleId: z.string(),
    caps: z.array(z.object({ optionId: z.string(), capAvailable: z.number().int() })),
  }),
  z.object({ type: z.literal("sales.synced") }),
  // A listing's stock, price or status changed (an edit here, or an items notification): open pages re-read it.
  z.object({ type: z.literal("item.updated"), itemId: z.string() }),
  // The claims desk (lib/claims): one claim changed (arrived, moved stage, whose move); many at once after an import.
  z.object({ type: z.literal("claim.updated"), claimId: z.string() }),
  z.object({ type: z.literal("claims.synced") }),
  z.object({
    type: z.literal("presence"),
    questionId: z.string(),
    user: teammateSchema,
    state: z.enum(["viewing", "typing", "left"]),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** An event as /api/events sends it: tagged with the account (workspace) it happened in. */
export const streamedEventSchema = z.intersection(liveEventSchema, z.object({ accountId: z.string() }));
export type StreamedEvent = z.infer<typeof streamedEventSchema>;
/** Presence keys: a question id, or `sale:<id>` for a post-sale conversation. */
export const presenceInputSchema = z.object({
  questionId: z
    .string()
    .refine((key) => isMarketplaceId(key.startsWith("sale:") ? key.slice(5) : key), "Expected a question id or sale:<id>."),
  state: z.enum(["viewing", "typing", "left"]),
});
