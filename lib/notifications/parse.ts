import { z } from "zod";
import { isMarketplaceId, marketplaceIdSchema } from "../schemas/ids";

/**
 * What we keep from a marketplace notification. Only the resource and the user id are acted on; the
 * application id only decides whether the notification is ours at all (intake.ts), and the rest of the
 * body (attempts, timestamps) is informative at most.
 */
export interface NotificationRecord {
  dedupeKey: string;
  topic: string;
  resource: string;
  userId: bigint;
  source: "callback" | "missed_feed" | "journal";
  receivedAt: Date;
  /** The body's application_id as text (the real API sends a number); null when the body had none. */
  applicationId?: string | null;
}

const QUESTION_RESOURCE = /^\/questions\/(\d+)$/;
/** A questions resource whose id fits a positive 64-bit id: anything else is a bad resource (400), at the entry. */
const isQuestionResource = (resource: string) => isMarketplaceId(QUESTION_RESOURCE.exec(resource)?.[1]);

export const notificationBodySchema = z
  .object({
    _id: z.string().min(1).max(100).optional(),
    topic: z.string().min(1).max(100),
    resource: z.string().min(1).max(500),
    user_id: z.union([z.number().int().positive(), marketplaceIdSchema]),
    sent: z.string().max(100).optional(),
    application_id: z.union([z.number().int().nonnegative(), z.string().max(100)]).optional(),
  })
  .refine((b) => b.topic !== "questions" || isQuestionResource(b.resource), {
    message: "resource must be /questions/<id> for topic questions",
    path: ["resource"],
  });

export type ParsedNotification = { ok: true; record: NotificationRecord } | { ok: false; issues: z.ZodError["issues"] };

export function parseNotification(body: unknown, source: NotificationRecord["source"], now = new Date()): ParsedNotification {
  const parsed = notificationBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const b = parsed.data;
  return {
    ok: true,
    record: {
      // The marketplace keeps _id across retries; without one, the same event re-sent has the same triple.
      dedupeKey: b._id ? `id:${b._id}` : `tr:${b.topic}|${b.resource}|${b.sent ?? ""}`,
      topic: b.topic,
      resource: b.resource,
      userId: BigInt(b.user_id),
      source,
      receivedAt: now,
      applicationId: b.application_id === undefined ? null : String(b.application_id),
    },
  };
}

/** The question id of a questions notification, or null for anything else. */
export function questionIdOf(topic: string, resource: string): number | null {
  if (topic !== "questions" || !isQuestionResource(resource)) return null;
  const id = Number(resource.slice("/questions/".length));
  return Number.isSafeInteger(id) ? id : null;
}

/** Notes §3: a messages notification's resource is the bare message id (no slash). */
const MESSAGE_RESOURCE = /^[A-Za-z0-9_-]{1,64}$/;

/** The message id of a messages notification, or null. */
export function messageIdOf(topic: string, resource: string): string | null {
  return topic === "messages" && MESSAGE_RESOURCE.test(resource) ? resource : null;
}

/** An items notification's resource: /items/{id} (notes §3). Sub-resources (/items/{id}/sale_price) are not ours to act on. */
const ITEM_RESOURCE = /^\/items\/([A-Z]{3}\d{1,20})$/;

/** The item id of an items notification, or null. */
export function itemIdOf(topic: string, resource: string): string | null {
  return topic === "items" ? (ITEM_RESOURCE.exec(resource)?.[1] ?? null) : null;
}

/**
 * Claims (notes §12): the DevCenter's "Post Purchase" topic, sent as `post_purchase` or as its actions
 * `claims` / `claims_actions`, on the resource /post-purchase/v1/claims/{id} (a sub-path, such as an
 * action's, names the same claim).
 */
const CLAIM_TOPICS = new Set(["post_purchase", "claims", "claims_actions"]);
const CLAIM_RESOURCE = /^\/post-purchase\/v\d\/claims\/(\d{1,19})(?:\/[A-Za-z0-9_/-]*)?$/;

/** The claim id of a post_purchase notification, or null. */
export function claimIdOf(topic: string, resource: string): number | null {
  if (!CLAIM_TOPICS.has(topic)) return null;
  const id = Number(CLAIM_RESOURCE.exec(resource)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const isKnownTopic = (topic: string) =>
  topic === "questions" || topic === "messages" || topic === "items" || CLAIM_TOPICS.has(topic);

/**
 * Whether the processor has something to do with this topic and resource: a question, a message or an
 * item (not a sub-resource such as /items/{id}/sale_price). Anything else is dropped, never stored.
 */
export const isActionable = (topic: string, resource: string) =>
  questionIdOf(topic, resource) !== null ||
  messageIdOf(topic, resource) !== null ||
  itemIdOf(topic, resource) !== null ||
  claimIdOf(topic, resource) !== null;
