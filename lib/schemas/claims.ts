import { z } from "zod";
import { inAccountSchema } from "./accounts";

/**
 * The claims desk's API contract (list and filters), shared by route handlers and the browser.
 * Marketplace ids travel as strings.
 */
export const CLAIM_STAGES = ["claim", "dispute", "recontact", "stale", "none"] as const;
export const CLAIM_TYPES = ["mediations", "fulfillment", "ml_case", "cancel_sale", "cancel_purchase", "change", "service"] as const;
export const CLAIM_MOVES = ["seller", "buyer", "mediator"] as const;
export const REPUTATION_VERDICTS = ["affected", "not_affected", "not_applies"] as const;

/** "1" or absent: how a checkbox filter travels in the URL. */
const flag = z.enum(["1"]).optional();

export const claimFiltersSchema = z.object({
  status: z.enum(["opened", "closed"]).default("opened"),
  stage: z.enum(CLAIM_STAGES).optional(),
  type: z.enum(CLAIM_TYPES).optional(),
  reputation: z.enum(REPUTATION_VERDICTS).optional(),
  hasReturn: flag,
  mine: flag,
  /** Only the claims still inside the 48-hour incentive (solved now, they do not count). */
  incentive: flag,
  /** An order id, a claim id, or a buyer's nickname (or part of it). */
  q: z.string().trim().max(200).optional(),
  inAccount: inAccountSchema,
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ClaimFilters = z.infer<typeof claimFiltersSchema>;

export const claimSummarySchema = z.object({
  id: z.string(),
  /** The seller account (workspace) the claim belongs to. */
  accountId: z.string(),
  orderId: z.string().nullable(),
  /** The sale the order belongs to (pack or order id), when our copy has it. */
  saleId: z.string().nullable(),
  buyer: z.object({ id: z.string().nullable(), nickname: z.string() }),
  /** The product, through the order (first item of the sale). */
  item: z.object({ title: z.string(), thumbnail: z.string().nullable() }).nullable(),
  reasonId: z.string().nullable(),
  type: z.string().nullable(),
  stage: z.string().nullable(),
  status: z.string(),
  move: z.enum(CLAIM_MOVES).nullable(),
  dueDate: z.string().nullable(),
  /** While the 48-hour incentive holds: solved satisfactorily before this, the claim does not count. */
  incentiveUntil: z.string().nullable(),
  affectsReputation: z.string().nullable(),
  hasReturn: z.boolean(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  dateCreated: z.string(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimPageSchema = z.object({
  claims: z.array(claimSummarySchema),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type ClaimPage = z.infer<typeof claimPageSchema>;
