import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";
import { lenientNumber } from "./ids";
import { lenientArray, lenientField } from "./lenient";

/**
 * A claim's explanations and history (notes §12): the marketplace's own words for the problem, whether it
 * counts against the reputation, the reason's settings, what happened and what the buyer asks for.
 * Every list reads leniently; a history entry we cannot read is left out and named.
 */

const text = (field: string) => lenientField(z.string(), null, field);
const PATH = (claimId: number) => `/post-purchase/v1/claims/${claimId}`;

const detailSchema = z.object({
  title: text("title"),
  description: text("description"),
  problem: text("problem"),
  due_date: z
    .string()
    .nullish()
    .transform((d) => d ?? null),
  action_responsible: z
    .string()
    .nullish()
    .transform((r) => r ?? null),
});
export type ClaimDetail = z.infer<typeof detailSchema>;

export function getClaimDetail(marketplace: SellerClient, claimId: number): Promise<ClaimDetail> {
  return marketplace(`${PATH(claimId)}/detail`, { schema: detailSchema });
}

/** `affected | not_affected | not_applies`, shown verbatim; `has_incentive` is the 48-hour window. */
const reputationSchema = z.object({
  affects_reputation: z.string().min(1),
  has_incentive: z
    .boolean()
    .nullish()
    .transform((h) => h ?? false),
  due_date: z
    .string()
    .nullish()
    .transform((d) => d ?? null),
});
export type ClaimReputation = z.infer<typeof reputationSchema>;

export function getAffectsReputation(marketplace: SellerClient, claimId: number): Promise<ClaimReputation> {
  return marketplace(`${PATH(claimId)}/affects-reputation`, { schema: reputationSchema });
}

const reasonSchema = z.object({
  id: z.string().min(1),
  name: text("name"),
  detail: text("detail"),
  flow: text("flow"),
  settings: z
    .object({ expected_resolutions: lenientField(z.array(z.string()), [], "settings.expected_resolutions") })
    .nullish()
    .transform((s) => ({ expectedResolutions: s?.expected_resolutions ?? [] })),
});
export type ClaimReason = z.infer<typeof reasonSchema>;

export function getClaimReason(marketplace: SellerClient, reasonId: string): Promise<ClaimReason> {
  return marketplace(`/post-purchase/v1/claims/reasons/${encodeURIComponent(reasonId)}`, { schema: reasonSchema });
}

const actionEntrySchema = z
  .object({
    action_name: z.string().nullish(),
    action: z.string().nullish(),
    player_role: z.string().nullish(),
    date_created: z.string().nullish(),
    date: z.string().nullish(),
  })
  .transform((a, ctx) => {
    const action = a.action_name ?? a.action;
    const at = a.date_created ?? a.date;
    if (!action || !at) {
      ctx.addIssue({ code: "custom", message: "an action entry names its action and date" });
      return z.NEVER;
    }
    return { action, by: a.player_role ?? null, at };
  });

const statusEntrySchema = z
  .object({
    stage: z.string().nullish(),
    status: z.string().nullish(),
    date: z.string().nullish(),
    date_created: z.string().nullish(),
    change_by: z.string().nullish(),
  })
  .transform((s, ctx) => {
    const at = s.date ?? s.date_created;
    if (!at) {
      ctx.addIssue({ code: "custom", message: "a status entry carries its date" });
      return z.NEVER;
    }
    return { stage: s.stage ?? null, status: s.status ?? null, by: s.change_by ?? null, at };
  });

/** Lists come bare or wrapped (`{data: [...]}`): both read alike. */
const listOf = <S extends z.ZodType>(element: S) =>
  z.union([z.object({ data: lenientArray(element) }).transform((w) => w.data), lenientArray(element)]);

export type ClaimActionEntry = z.output<typeof actionEntrySchema>;
export type ClaimStatusEntry = z.output<typeof statusEntrySchema>;

export function getActionsHistory(marketplace: SellerClient, claimId: number): Promise<ClaimActionEntry[]> {
  return marketplace(`${PATH(claimId)}/actions-history`, { schema: listOf(actionEntrySchema) });
}

export function getStatusHistory(marketplace: SellerClient, claimId: number): Promise<ClaimStatusEntry[]> {
  return marketplace(`${PATH(claimId)}/status-history`, { schema: listOf(statusEntrySchema) });
}

const expectedResolutionSchema = z
  .object({
    expected_resolution: z.string().min(1),
    status: z.string().nullish(),
    player_role: z.string().nullish(),
    date_created: z.string().nullish(),
  })
  .transform((r) => ({
    resolution: r.expected_resolution,
    status: r.status ?? "pending",
    by: r.player_role ?? null,
    at: r.date_created ?? null,
  }));
export type ExpectedResolution = z.output<typeof expectedResolutionSchema>;

export function getExpectedResolutions(marketplace: SellerClient, claimId: number): Promise<ExpectedResolution[]> {
  return marketplace(`${PATH(claimId)}/expected-resolutions`, { schema: listOf(expectedResolutionSchema) });
}

/**
 * The partial-refund percentages offered now (50 % by default, never 100 % there). Read from a bare list
 * of numbers or of `{percentage, amount}` entries, bare or under `available_offers`/`percentages`/`offers`/`data`: the
 * documentation prints the call, not one fixed shape. Only percentages in (0, 100) are kept.
 */
const offerSchema = z
  .union([lenientNumber, z.object({ percentage: lenientNumber, total_amount: lenientNumber.nullish(), amount: lenientNumber.nullish() })])
  .transform((o) =>
    typeof o === "number" ? { percentage: o, amount: null } : { percentage: o.percentage, amount: o.total_amount ?? o.amount ?? null },
  );
const OFFER_KEYS = ["available_offers", "percentages", "offers", "data"] as const;
const offersSchema = z
  .unknown()
  .transform((body) => {
    // The key the answer holds, not the first that parses: every key is optional, so a union would take the first.
    const record = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    const list = Array.isArray(body) ? body : (OFFER_KEYS.map((k) => record?.[k]).find(Array.isArray) ?? []);
    return lenientArray(offerSchema).parse(list);
  })
  .transform((offers) => offers.filter((o) => o.percentage > 0 && o.percentage < 100));
export type PartialRefundOffer = z.output<typeof offersSchema>[number];

export function getPartialRefundOffers(marketplace: SellerClient, claimId: number): Promise<PartialRefundOffer[]> {
  return marketplace(`${PATH(claimId)}/partial-refund/available-offers`, { schema: offersSchema });
}
