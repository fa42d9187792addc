import { z } from "zod";
import { CLAIM_MOVES } from "./claims";

/**
 * A claim's page (GET /api/claims/:id) and its writes: the claim as the marketplace has it now, with the
 * sale from our copy, the timeline, the conversation, the partial-refund offers and the return.
 * Shared by the route handlers and the browser; marketplace ids travel as strings.
 */

/** The actions the page offers, by the name `available_actions` gives them (lib/marketplace/claim-actions.ts). */
export const CLAIM_PAGE_ACTIONS = ["refund", "allow_partial_refund", "allow_return", "open_dispute"] as const;
export type ClaimPageAction = (typeof CLAIM_PAGE_ACTIONS)[number];

/** Who a message goes to: the buyer, or in a dispute the mediator only. */
export const CLAIM_RECEIVERS = ["complainant", "mediator"] as const;
export type ClaimReceiverRole = (typeof CLAIM_RECEIVERS)[number];

/** In a dispute the marketplace takes messages for the mediator only; before it, for the buyer. */
export function receiverOf(stage: string | null): ClaimReceiverRole {
  return stage === "dispute" ? "mediator" : "complainant";
}

export const CLAIM_MESSAGE_MAX = 2_000;

/** The message action each recipient answers to in the seller's `available_actions`. */
export const MESSAGE_ACTIONS = { complainant: "send_message_to_complainant", mediator: "send_message_to_mediator" } as const;

const attachmentSchema = z.object({ name: z.string(), originalName: z.string(), size: z.number().nullable(), type: z.string().nullable() });

export const claimPageSchema = z.object({
  claim: z.object({
    id: z.string(),
    status: z.string(),
    stage: z.string().nullable(),
    type: z.string().nullable(),
    reasonId: z.string().nullable(),
    move: z.enum(CLAIM_MOVES).nullable(),
    dueDate: z.string().nullable(),
    dateCreated: z.string(),
    /** The seller's available actions now, by name: the only ones offered. */
    actions: z.array(z.object({ action: z.string(), mandatory: z.boolean(), dueDate: z.string().nullable() })),
    resolution: z.object({ reason: z.string().nullable(), closedBy: z.string().nullable(), at: z.string().nullable() }).nullable(),
  }),
  sale: z
    .object({
      saleId: z.string().nullable(),
      orderId: z.string().nullable(),
      itemTitle: z.string().nullable(),
      itemId: z.string().nullable(),
      buyerNickname: z.string().nullable(),
      total: z.number().nullable(),
      currencyId: z.string().nullable(),
    })
    .nullable(),
  siteId: z.string(),
  /** The marketplace's own words for the problem (null when the read failed: the page still shows the rest). */
  detail: z.object({ title: z.string().nullable(), description: z.string().nullable(), problem: z.string().nullable() }).nullable(),
  /** `affected | not_affected | not_applies`, verbatim, and the 48-hour window's end while it holds. */
  reputation: z.object({ verdict: z.string(), incentiveUntil: z.string().nullable() }).nullable(),
  timeline: z.array(
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("action"), action: z.string(), by: z.string().nullable(), at: z.string() }),
      z.object({
        kind: z.literal("status"),
        stage: z.string().nullable(),
        status: z.string().nullable(),
        by: z.string().nullable(),
        at: z.string(),
      }),
    ]),
  ),
  messages: z.array(
    z.object({
      senderRole: z.string(),
      receiverRole: z.string().nullable(),
      text: z.string(),
      at: z.string(),
      attachments: z.array(attachmentSchema),
    }),
  ),
  receiver: z.enum(CLAIM_RECEIVERS),
  /** Only when the marketplace offers a partial refund now; amounts in the sale's currency. */
  offers: z.array(z.object({ percentage: z.number(), amount: z.number().nullable() })),
  /** The claim's return, when it has one: status, where the item goes, the money, the cost, the review. */
  return: z
    .object({
      id: z.string(),
      status: z.string(),
      moneyStatus: z.string().nullable(),
      moneyReleaseAt: z.string().nullable(),
      destination: z.string().nullable(),
      reviewStatus: z.string().nullable(),
      cost: z.object({ currencyId: z.string(), amount: z.number() }).nullable(),
      /** Offered when the claim lists return_review_fail: the reasons, and which need photos. */
      reviewReasons: z.array(z.object({ id: z.string(), name: z.string().nullable(), needsPhotos: z.boolean() })),
    })
    .nullable(),
  /** Parts of the page the marketplace did not answer now (named, never the whole page). */
  missing: z.array(z.string()),
});
export type ClaimPage = z.infer<typeof claimPageSchema>;

export const claimMessageInputSchema = z.object({
  text: z.string().trim().min(1).max(CLAIM_MESSAGE_MAX),
  /** The recipient the composer showed: a claim that moved to a dispute meanwhile is refused, not misrouted. */
  receiver: z.enum(CLAIM_RECEIVERS),
});

export const claimActionInputSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("refund") }),
  z.object({ action: z.literal("allow_partial_refund"), percentage: z.number().gt(0).lt(100) }),
  z.object({ action: z.literal("allow_return") }),
  z.object({ action: z.literal("open_dispute") }),
]);
export type ClaimActionInput = z.infer<typeof claimActionInputSchema>;

export const claimWriteResultSchema = z.object({ ok: z.literal(true) });

export const returnReviewInputSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true) }),
  z.object({
    ok: z.literal(false),
    reason: z.string().min(1).max(20),
    message: z.string().trim().min(1).max(CLAIM_MESSAGE_MAX),
    /** Stored names from the photo uploads (POST /api/claims/:id/returns/attachments). */
    attachments: z.array(z.string().regex(/^[a-zA-Z0-9._-]{1,125}$/)).max(10),
  }),
]);
export type ReturnReviewInput = z.infer<typeof returnReviewInputSchema>;

export const uploadedAttachmentSchema = z.object({ name: z.string() });
