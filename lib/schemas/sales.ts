import { z } from "zod";
import { inAccountSchema } from "./accounts";

/**
 * Our post-sale API contract (sales list, one sale, sends), shared by route handlers and the browser.
 * Marketplace ids travel as strings (pack and order ids exceed 2^31).
 */
export const SELLER_MESSAGE_MAX = 350;
export const CONVERSATION_STATES = ["can_start", "waiting", "replied", "blocked", "excepted"] as const;
export const LOGISTIC_TYPES = ["fulfillment", "cross_docking", "drop_off", "xd_drop_off", "self_service", "custom"] as const;
export const SALE_FILTERS = ["all", "needs_first", "unread", "waiting", "blocked", "excepted", "dispatch"] as const;

export const saleFiltersSchema = z.object({
  show: z.enum(SALE_FILTERS).default("all"),
  logistic: z.enum(LOGISTIC_TYPES).optional(),
  /** Sales of the last N days (what the period picker sends: stable in a URL, unlike a timestamp). */
  days: z.coerce.number().int().min(1).max(365).optional(),
  /** ISO dates (inclusive). */
  from: z.string().datetime().optional(),
  to: z.string().datetime().optional(),
  q: z.string().trim().max(200).optional(),
  /** The all-accounts list's account filter: one of the listed accounts (others match nothing). */
  inAccount: inAccountSchema,
  /** Opaque: the previous page's nextCursor. */
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type SaleFilters = z.infer<typeof saleFiltersSchema>;

export const saleItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  /** The listing's picture (our item snapshot, read with the multi-get during the sweep); null until read. */
  thumbnail: z.string().nullable().optional(),
});

export const saleSummarySchema = z.object({
  id: z.string(),
  /** The seller account (workspace) the sale belongs to: the all-accounts list opens and formats it with that account. */
  accountId: z.string(),
  isPack: z.boolean(),
  orderIds: z.array(z.string()),
  buyer: z.object({ id: z.string(), nickname: z.string() }),
  items: z.array(saleItemSchema),
  total: z.number(),
  currencyId: z.string(),
  dateCreated: z.string(),
  shipment: z.object({
    id: z.string().nullable(),
    logisticType: z.string().nullable(),
    status: z.string().nullable(),
    substatus: z.string().nullable(),
    city: z.string().nullable(),
    /** When the seller must hand the parcel over (ISO), or null where there is no such deadline. */
    handlingLimit: z.string().nullable().optional(),
  }),
  state: z.enum(CONVERSATION_STATES),
  blockedReason: z.string().nullable(),
  reasonsAvailable: z.array(z.string()),
  buyerHasWritten: z.boolean(),
  unread: z.boolean(),
  lastMessageAt: z.string().nullable(),
});
export type SaleSummary = z.infer<typeof saleSummarySchema>;

/** `total` is counted on the first page only (the one whose header shows it); null on later pages. */
export const salePageSchema = z.object({
  sales: z.array(saleSummarySchema),
  total: z.number().int().nullable(),
  nextCursor: z.string().nullable(),
});
export type SalePage = z.infer<typeof salePageSchema>;

/**
 * `text` is the seller's site's text: from the guide (`textSource` "guide"), else the documentation's fixed
 * wording for the option ("documented": the marketplace writes the message), else null (nothing known).
 */
export const guideTemplateSchema = z.object({
  id: z.string(),
  text: z.string().nullable(),
  textSource: z.enum(["guide", "documented"]).nullable(),
  vars: z.array(z.string()),
});
export const guideReasonSchema = z.object({
  id: z.string(),
  type: z.enum(["template", "free_text"]),
  enabled: z.boolean(),
  capAvailable: z.number().int(),
  charLimit: z.number().int().nullable(),
  templates: z.array(guideTemplateSchema),
});
export type GuideReason = z.infer<typeof guideReasonSchema>;

/** The live guide: null reasons on an excepted case (the plain composer applies). */
export const guideSchema = z.object({ excepted: z.boolean(), reasons: z.array(guideReasonSchema) });
export type Guide = z.infer<typeof guideSchema>;

export const timelineMessageSchema = z.object({
  id: z.string(),
  fromSeller: z.boolean(),
  /** Written by the marketplace's assistant (an agent conversation, notes §6), not by the buyer. */
  fromAgent: z.boolean(),
  text: z.string(),
  status: z.string(),
  moderationReason: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** The teammate who sent it through Mostrador, when known. */
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TimelineMessage = z.infer<typeof timelineMessageSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(["option", "message"]),
  optionId: z.string().nullable(),
  templateId: z.string().nullable(),
  text: z.string().nullable(),
  status: z.enum(["pending", "sent", "failed"]),
  messageStatus: z.string().nullable(),
  moderationReason: z.string().nullable(),
  errorCode: z.string().nullable(),
  /** Sent by a bulk run (e.g. invoice links to several sales). */
  fromRun: z.boolean(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const saleDetailSchema = z.object({
  sale: saleSummarySchema,
  siteId: z.string(),
  guide: guideSchema,
  messages: z.array(timelineMessageSchema),
  audit: z.array(auditEntrySchema),
  /** Plain messages (POST /messages) are allowed: the buyer wrote, an excepted case, or custom shipping. */
  plainAllowed: z.boolean(),
  /** The marketplace's assistant runs this conversation: plain messages go to it, one at a time (notes §6). */
  agentConversation: z.boolean(),
  labelReady: z.boolean(),
  /** "stored": the marketplace did not answer, so this is our copy alone (the buyer's messages are missing). */
  source: z.enum(["marketplace", "stored"]),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

const idempotencyKey = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const sendOptionInputSchema = z.object({
  idempotencyKey,
  optionId: z.enum(["REQUEST_VARIANTS", "REQUEST_BILLING_INFO", "SEND_INVOICE_LINK", "OTHER", "DELIVERY_PROMISE"]),
  templateId: z
    .string()
    .regex(/^TEMPLATE___[A-Z_]+___\d+$/)
    .optional(),
  text: z.string().trim().min(1).max(SELLER_MESSAGE_MAX).optional(),
  hours: z
    .object({ init: z.number().int().min(0).max(23), limit: z.number().int().min(0).max(23) })
    .refine((h) => h.init < h.limit, { message: "init must be before limit" })
    .optional(),
});
export type SendOptionInput = z.infer<typeof sendOptionInputSchema>;

export const sendMessageInputSchema = z.object({ idempotencyKey, text: z.string().trim().min(1).max(SELLER_MESSAGE_MAX) });

export const sendResultSchema = z.object({
  sendId: z.string(),
  messageId: z.string(),
  messageStatus: z.string(),
  moderationReason: z.string().nullable(),
  /** True when this answer replays an earlier identical request (nothing was sent again). */
  replayed: z.boolean(),
});
export type SendResult = z.infer<typeof sendResultSchema>;

export const saleIdSchema = z.string().regex(/^\d{1,19}$/);

// ---- Bulk: invoice links -------------------------------------------------------------------------

/** What a bulk invoice link will do on a sale (preflight), before anything is sent. */
export const INVOICE_DECISIONS = ["ready", "plain", "no_cap", "not_offered", "blocked", "too_long"] as const;
export type InvoiceDecision = Exclude<(typeof INVOICE_DECISIONS)[number], "too_long">;
export const INVOICE_BULK_MAX = 100;

export const invoiceLinkInputSchema = z.object({
  saleIds: z.array(saleIdSchema).min(1).max(INVOICE_BULK_MAX),
  /** One text for every sale; {order_id}, {buyer}, {items}, {total}, {seller} are filled per sale. */
  text: z.string().trim().min(1).max(1000),
  apply: z.boolean().default(false),
});

export const invoicePreflightRowSchema = z.object({
  saleId: z.string(),
  buyer: z.object({ id: z.string(), nickname: z.string() }),
  orderId: z.string(),
  decision: z.enum(INVOICE_DECISIONS),
  /** SEND_INVOICE_LINK's cap_available (null on an excepted case or when not offered). */
  capAvailable: z.number().int().nullable(),
  blockedReason: z.string().nullable(),
  /** The text this buyer will read. */
  text: z.string(),
  length: z.number().int(),
  /** Contact data the marketplace would moderate (lib/moderation kinds). */
  flagged: z.array(z.enum(["phone", "email", "link", "social_handle", "contact_channel", "claim_evasion"])),
});
export type InvoicePreflightRow = z.infer<typeof invoicePreflightRowSchema>;

export const invoicePreflightSchema = z.object({ rows: z.array(invoicePreflightRowSchema), runId: z.string().nullable() });

/** One row of a bulk run as the results table reads it (lib/runs item: status, result or reason). */
export const invoiceRunSchema = z.object({
  id: z.string(),
  status: z.enum(["running", "finished"]),
  total: z.number(),
  counts: z.object({ pending: z.number(), done: z.number(), refused: z.number(), failed: z.number() }),
  createdAt: z.string(),
  items: z.array(
    z.object({
      target: z.string(),
      status: z.enum(["pending", "done", "refused", "failed"]),
      result: z
        .object({
          path: z.enum(["option", "plain"]),
          messageId: z.string(),
          messageStatus: z.string(),
          moderationReason: z.string().nullable(),
        })
        .nullable()
        .catch(null),
      reason: z
        .object({
          code: z.string(),
          message: z.string().optional(),
          retryAfterSeconds: z.number().nullable().optional(),
          /** Why the conversation is blocked (the marketplace's code), when the run read it. */
          blockedReason: z.string().nullable().optional(),
        })
        .nullable()
        .catch(null),
      attempts: z.number(),
    }),
  ),
});
export type InvoiceRun = z.infer<typeof invoiceRunSchema>;
export const latestInvoiceRunSchema = z.object({ run: z.object({ id: z.string(), status: z.string(), createdAt: z.string() }).nullable() });
