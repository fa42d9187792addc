import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";
import { numericId } from "./ids";
import { lenientArray, lenientField } from "./lenient";

/**
 * Claims (reclamos, reclamações) under /post-purchase/v1 (notes §12: the old /v1/claims paths are switched
 * off). Read leniently: a player or an action we cannot read is left out and named, never the claim, and
 * every field the desk can do without reads with a fallback. The app sees camelCase `MarketplaceClaim`s;
 * the upstream shape stays in this folder.
 */

const dateOrNull = z
  .string()
  .nullish()
  .transform((d) => d ?? null);

const availableActionSchema = z.object({
  action: z.string().min(1),
  mandatory: z
    .boolean()
    .nullish()
    .transform((m) => m ?? false),
  due_date: dateOrNull,
});

const playerSchema = z.object({
  role: z.string().min(1),
  type: z
    .string()
    .nullish()
    .transform((t) => t ?? null),
  user_id: numericId.nullish().transform((id) => id ?? null),
  available_actions: lenientArray(availableActionSchema),
});

const resolutionSchema = z
  .object({
    reason: z.string().nullish(),
    date_created: z.string().nullish(),
    benefited: z.union([z.string(), z.array(z.string())]).nullish(),
    closed_by: z.string().nullish(),
  })
  .nullish();

export const claimSchema = z
  .object({
    id: numericId,
    resource: z.string().nullish(),
    resource_id: numericId.nullish(),
    status: z.string().min(1),
    type: lenientField(z.string(), null, "type"),
    stage: lenientField(z.string(), null, "stage"),
    parent_id: numericId.nullish(),
    reason_id: lenientField(z.string(), null, "reason_id"),
    fulfilled: z.boolean().nullish(),
    quantity_type: z.string().nullish(),
    players: lenientArray(playerSchema),
    resolution: lenientField(resolutionSchema, null, "resolution"),
    site_id: z.string().nullish(),
    date_created: z.string().min(1),
    last_updated: lenientField(z.string(), null, "last_updated"),
    related_entities: lenientField(z.array(z.string()), [], "related_entities"),
  })
  .transform(toClaim);

/** Who must act next, in the desk's words: the seller (you), the buyer, or the marketplace's mediator. */
export type ClaimMove = "seller" | "buyer" | "mediator";

export interface ClaimAction {
  action: string;
  mandatory: boolean;
  dueDate: string | null;
}

export interface MarketplaceClaim {
  id: number;
  /** What the claim is on (`order` for the desk's claims) and its id. */
  resource: string | null;
  resourceId: number | null;
  status: string;
  type: string | null;
  stage: string | null;
  parentId: number | null;
  reasonId: string | null;
  fulfilled: boolean | null;
  siteId: string | null;
  buyerId: number | null;
  /** The seller's available actions: the only ones the page offers (an action not listed is refused). */
  sellerActions: ClaimAction[];
  /** Who holds the mandatory action now (one player at a time), or null when nobody must act. */
  move: ClaimMove | null;
  /** The mandatory action's due date, else the earliest of the seller's actions. */
  dueDate: string | null;
  hasReturn: boolean;
  resolution: { reason: string | null; closedBy: string | null; benefited: string[]; at: string | null } | null;
  dateCreated: string;
  lastUpdated: string | null;
}

type RawClaim = {
  id: number;
  resource?: string | null;
  resource_id?: number | null;
  status: string;
  type: string | null;
  stage: string | null;
  parent_id?: number | null;
  reason_id: string | null;
  fulfilled?: boolean | null;
  players: Array<z.output<typeof playerSchema>>;
  resolution: z.output<typeof resolutionSchema>;
  site_id?: string | null;
  date_created: string;
  last_updated: string | null;
  related_entities: string[];
};

const MOVE_BY_ROLE: Record<string, ClaimMove> = { respondent: "seller", complainant: "buyer", mediator: "mediator" };

function toClaim(c: RawClaim): MarketplaceClaim {
  const seller = c.players.find((p) => p.role === "respondent");
  const buyer = c.players.find((p) => p.role === "complainant");
  const holder = c.players.find((p) => p.available_actions.some((a) => a.mandatory));
  const sellerActions = (seller?.available_actions ?? []).map((a) => ({ action: a.action, mandatory: a.mandatory, dueDate: a.due_date }));
  const mandatoryDue = holder?.available_actions.find((a) => a.mandatory && a.due_date)?.due_date ?? null;
  const earliestSellerDue =
    sellerActions
      .map((a) => a.dueDate)
      .filter((d): d is string => d !== null)
      .sort(byTime)[0] ?? null;
  // Nobody holding a mandatory action in a dispute means the mediator is deciding.
  const move = holder ? (MOVE_BY_ROLE[holder.role] ?? null) : c.status === "opened" && c.stage === "dispute" ? "mediator" : null;
  const benefited = c.resolution?.benefited;
  return {
    id: c.id,
    resource: c.resource ?? null,
    resourceId: c.resource_id ?? null,
    status: c.status,
    type: c.type,
    stage: c.stage,
    parentId: c.parent_id ?? null,
    reasonId: c.reason_id,
    fulfilled: c.fulfilled ?? null,
    siteId: c.site_id ?? null,
    buyerId: buyer?.user_id ?? null,
    sellerActions,
    move,
    dueDate: mandatoryDue ?? earliestSellerDue,
    hasReturn: c.related_entities.includes("return"),
    resolution: c.resolution
      ? {
          reason: c.resolution.reason ?? null,
          closedBy: c.resolution.closed_by ?? null,
          benefited: benefited === null || benefited === undefined ? [] : Array.isArray(benefited) ? benefited : [benefited],
          at: c.resolution.date_created ?? null,
        }
      : null,
    dateCreated: c.date_created,
    lastUpdated: c.last_updated,
  };
}

const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);

const searchSchema = z.object({
  paging: z
    .object({ offset: numericId.nullish(), limit: numericId.nullish(), total: numericId.nullish() })
    .nullish()
    .transform((p) => ({ offset: p?.offset ?? 0, limit: p?.limit ?? 0, total: p?.total ?? null })),
  // One claim we cannot read is left out and named (lenient.ts); the rest of the page reads.
  data: lenientArray(claimSchema),
});
export type ClaimsPage = z.infer<typeof searchSchema>;

export interface ClaimsFilter {
  status?: "opened" | "closed";
  stage?: string;
  type?: string;
  orderId?: number;
  lastUpdated?: string;
}

/** The search's page size cap (notes §12: at most 100). */
export const CLAIMS_PAGE = 100;

/** One page of the seller's own claims (player_role=respondent), newest change first. */
export function searchClaims(
  marketplace: SellerClient,
  sellerId: number,
  { offset = 0, limit = CLAIMS_PAGE, filter = {} }: { offset?: number; limit?: number; filter?: ClaimsFilter } = {},
): Promise<ClaimsPage> {
  return marketplace("/post-purchase/v1/claims/search", {
    schema: searchSchema,
    query: {
      player_role: "respondent",
      player_user_id: sellerId,
      status: filter.status,
      stage: filter.stage,
      type: filter.type,
      order_id: filter.orderId,
      last_updated: filter.lastUpdated,
      sort: "last_updated:desc",
      limit: Math.min(limit, CLAIMS_PAGE),
      offset,
    },
  });
}

/** Every claim matching the filter, page by page (a first import reads the open ones this way). */
export async function searchAllClaims(marketplace: SellerClient, sellerId: number, filter: ClaimsFilter = {}, max = 5_000) {
  const first = await searchClaims(marketplace, sellerId, { filter });
  const all = [...first.data];
  const total = Math.min(first.paging.total ?? all.length, max);
  const offsets: number[] = [];
  for (let offset = CLAIMS_PAGE; offset < total; offset += CLAIMS_PAGE) offsets.push(offset);
  // The governor paces the fan-out (governor.ts): no pacing of our own.
  const pages = await Promise.all(offsets.map((offset) => searchClaims(marketplace, sellerId, { offset, filter })));
  for (const page of pages) all.push(...page.data);
  return all;
}

export function getClaim(marketplace: SellerClient, claimId: number): Promise<MarketplaceClaim> {
  return marketplace(`/post-purchase/v1/claims/${claimId}`, { schema: claimSchema });
}
