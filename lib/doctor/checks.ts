import { getActionGuide, getCaps } from "../marketplace/action-guide";
import { listBrands } from "../marketplace/brands";
import { getCategory, listTopCategories, predictCategory } from "../marketplace/categories";
import { getAffectsReputation } from "../marketplace/claim-detail";
import { getClaim, searchClaims } from "../marketplace/claims";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { getItems, listSellerItemIds } from "../marketplace/items";
import { getLocation } from "../marketplace/locations";
import { getConversation } from "../marketplace/messages";
import { getItemsVisitTotals, getItemsWindows, getAccountWindow } from "../marketplace/metrics";
import { getOrder, getPack, getShipment, searchOrders } from "../marketplace/orders";
import { getPublicUser } from "../marketplace/public-users";
import { getQuestion, getResponseTime, listBlockedAskers, searchQuestions } from "../marketplace/questions";
import { searchSite } from "../marketplace/search";
import { getFreeShippingCost, getFreeShippingCosts, getShippingItems, getShippingModes } from "../marketplace/shipping";
import { getCurrentUserProfile } from "../marketplace/users";

/** What earlier checks found, so later ones read real ids of this seller (never invented ones). */
export interface Found {
  itemIds: string[];
  questionId?: number;
  buyerId?: number;
  orderId?: number;
  packId?: number;
  saleId?: string;
  shipmentId?: number;
  categoryId?: string;
  claimId?: number;
}

export interface DoctorContext {
  marketplace: SellerClient;
  sellerId: number;
  siteId: string;
  found: Found;
}

/**
 * One read the app makes, through the app's own function (so its own schema judges the answer).
 * `run` returns a short note for the table, or nothing. `answersAs` lists upstream refusals that are the
 * documented behaviour and which the app handles by design (e.g. 404 "no response time yet").
 */
export interface Check {
  call: string;
  needs?: (found: Found) => boolean;
  answersAs?: Record<number, string>;
  run(ctx: DoctorContext): Promise<string | void>;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Every read the app makes, in an order where each finds the ids the next ones need. */
export const CHECKS: Check[] = [
  { call: "GET /users/me", run: async ({ marketplace }) => `${(await getCurrentUserProfile(marketplace)).nickname}` },
  {
    call: "GET /users/{id}/items/search",
    async run(ctx) {
      ctx.found.itemIds = await listSellerItemIds(ctx.marketplace, ctx.sellerId);
      return `${ctx.found.itemIds.length} listings`;
    },
  },
  {
    call: "GET /items?ids=…",
    needs: (f) => f.itemIds.length > 0,
    run: async ({ marketplace, found }) => `${(await getItems(marketplace, found.itemIds.slice(0, 20))).length} read`,
  },
  {
    call: "GET /questions/search",
    async run(ctx) {
      const page = await searchQuestions(ctx.marketplace, { sellerId: ctx.sellerId, limit: 1, order: "DESC" });
      const first = page.questions[0];
      ctx.found.questionId = first?.id;
      ctx.found.buyerId = first?.from?.id ?? undefined;
      return `${page.total} questions`;
    },
  },
  {
    call: "GET /questions/{id}",
    needs: (f) => f.questionId !== undefined,
    run: async ({ marketplace, found }) => {
      await getQuestion(marketplace, found.questionId!);
    },
  },
  {
    call: "GET /users/{id}/questions/response_time",
    answersAs: { 404: "no answered questions in 14 days: the page says so" },
    run: async ({ marketplace, sellerId }) => {
      await getResponseTime(marketplace, sellerId);
    },
  },
  {
    call: "GET blocked askers",
    run: async ({ marketplace, sellerId }) => `${(await listBlockedAskers(marketplace, sellerId)).length} blocked`,
  },
  {
    call: "GET /users/{id} (a buyer)",
    needs: (f) => f.buyerId !== undefined,
    run: async ({ marketplace, found }) => {
      await getPublicUser(marketplace, found.buyerId!);
    },
  },
  {
    call: "GET /orders/search",
    async run(ctx) {
      const page = await searchOrders(ctx.marketplace, ctx.sellerId);
      const order = page.results[0];
      ctx.found.orderId = order?.id;
      // Most sales are single orders (no pack): look for one that is a cart of several.
      ctx.found.packId = page.results.find((o) => o.pack_id)?.pack_id ?? undefined;
      ctx.found.saleId = order ? String(order.pack_id ?? order.id) : undefined;
      ctx.found.shipmentId = order?.shipping?.id ?? undefined;
      return `${page.paging.total} orders`;
    },
  },
  {
    call: "GET /orders/{id}",
    needs: (f) => f.orderId !== undefined,
    run: async ({ marketplace, found }) => {
      await getOrder(marketplace, found.orderId!);
    },
  },
  {
    call: "GET /packs/{id}",
    needs: (f) => f.packId !== undefined,
    run: async ({ marketplace, found }) => {
      await getPack(marketplace, found.packId!);
    },
  },
  {
    call: "GET /shipments/{id}",
    needs: (f) => f.shipmentId !== undefined,
    run: async ({ marketplace, found }) => `${(await getShipment(marketplace, found.shipmentId!)).logistic_type ?? "no logistic type"}`,
  },
  {
    call: "GET /messages/packs/{id}/sellers/{id} (mark_as_read=false)",
    needs: (f) => f.saleId !== undefined,
    run: async ({ marketplace, found, sellerId }) =>
      `${(await getConversation(marketplace, found.saleId!, sellerId)).messages.length} messages`,
  },
  {
    call: "GET /messages/action_guide/packs/{id}",
    needs: (f) => f.saleId !== undefined,
    answersAs: { 403: "no action guide for this sale (e.g. not Mercado Envíos): the page says so" },
    run: async ({ marketplace, found }) => `${(await getActionGuide(marketplace, found.saleId!)).options.length} reasons`,
  },
  {
    call: "GET /messages/action_guide/packs/{id}/caps_available",
    needs: (f) => f.saleId !== undefined,
    answersAs: { 403: "no action guide for this sale: the page says so" },
    run: async ({ marketplace, found }) => {
      await getCaps(marketplace, found.saleId!);
    },
  },
  {
    call: "GET /users/{id}/items_visits/time_window",
    run: async ({ marketplace, sellerId }) => {
      await getAccountWindow(marketplace, sellerId, "visits", { last: 7, unit: "day", ending: today() });
    },
  },
  {
    call: "GET /users/{id}/contacts/questions/time_window",
    run: async ({ marketplace, sellerId }) => {
      await getAccountWindow(marketplace, sellerId, "questions", { last: 7, unit: "day", ending: today() });
    },
  },
  {
    call: "GET /users/{id}/contacts/phone_views/time_window",
    run: async ({ marketplace, sellerId }) => {
      await getAccountWindow(marketplace, sellerId, "phone_views", { last: 7, unit: "day", ending: today() });
    },
  },
  {
    call: "GET item visits (time window)",
    needs: (f) => f.itemIds.length > 0,
    run: async ({ marketplace, found }) =>
      failedEntry(await getItemsWindows(marketplace, found.itemIds.slice(0, 2), "visits", windowOf(7))),
  },
  {
    call: "GET item visits (date range)",
    needs: (f) => f.itemIds.length > 0,
    async run({ marketplace, found }) {
      const totals = await getItemsVisitTotals(marketplace, found.itemIds.slice(0, 2), daysAgo(14), daysAgo(7));
      if ([...totals.values()].every((v) => v === null)) throw new Error("no item's visit total could be read");
    },
  },
  {
    call: "GET /items/{id} (shipping)",
    needs: (f) => f.itemIds.length > 0,
    run: async ({ marketplace, found }) => `${(await getShippingItems(marketplace, found.itemIds.slice(0, 2))).length} read`,
  },
  {
    call: "GET /items/shipping_options/free?ids=…",
    needs: (f) => f.itemIds.length > 0,
    run: async ({ marketplace, found }) => {
      await getFreeShippingCosts(marketplace, found.itemIds.slice(0, 2));
    },
  },
  {
    call: "GET /users/{id}/shipping_options/free",
    run: async ({ marketplace, sellerId }) => {
      await getFreeShippingCost(marketplace, sellerId, { by: "package", dimensions: "10x20x30,500" });
    },
  },
  {
    call: "GET /sites/{site}/categories",
    async run(ctx) {
      const top = await listTopCategories(ctx.marketplace, ctx.siteId);
      ctx.found.categoryId = top[0]?.id;
      return `${top.length} top categories`;
    },
  },
  {
    call: "GET /categories/{id} + attributes",
    needs: (f) => f.categoryId !== undefined,
    run: async ({ marketplace, found }) => {
      await getCategory(marketplace, found.categoryId!);
    },
  },
  {
    call: "GET /users/{id}/shipping_modes",
    needs: (f) => f.categoryId !== undefined,
    run: async ({ marketplace, sellerId, found }) => {
      await getShippingModes(marketplace, sellerId, found.categoryId!);
    },
  },
  {
    call: "GET /sites/{site}/domain_discovery/search",
    run: async ({ marketplace, siteId }) => `${(await predictCategory(marketplace, siteId, "zapatillas", 1)).length} predicted`,
  },
  {
    call: "GET /users/{id}/brands",
    answersAs: { 404: "the seller has no official stores: the page says so" },
    run: async ({ marketplace, sellerId }) => {
      await listBrands(marketplace, sellerId);
    },
  },
  {
    call: "GET /classified_locations/countries",
    run: async ({ marketplace }) => `${(await getLocation(marketplace, "countries")).children.length} countries`,
  },
  {
    call: "GET /sites/{site}/search",
    answersAs: { 403: "applications may not search the whole site: the search page offers the seller's own listings" },
    run: async ({ marketplace, siteId }) =>
      `${(await searchSite(marketplace, siteId, { q: "mesa", offset: 0, limit: 1 })).paging.total} results`,
  },
  {
    call: "GET /post-purchase/v1/claims/search",
    async run(ctx) {
      const page = await withClaimsPermission(() =>
        searchClaims(ctx.marketplace, ctx.sellerId, { limit: 1, filter: { status: "opened" } }),
      );
      ctx.found.claimId = page.data[0]?.id;
      return `${page.paging.total ?? page.data.length} open claims`;
    },
  },
  {
    call: "GET /post-purchase/v1/claims/{id}",
    needs: (f) => f.claimId !== undefined,
    run: async ({ marketplace, found }) => `whose move: ${(await getClaim(marketplace, found.claimId!)).move ?? "nobody"}`,
  },
  {
    call: "GET /post-purchase/v1/claims/{id}/affects-reputation",
    needs: (f) => f.claimId !== undefined,
    run: async ({ marketplace, found }) => (await getAffectsReputation(marketplace, found.claimId!)).affects_reputation,
  },
];

/**
 * The claims desk needs the application's "Comunicación pre y post venta" permission (notes §12): without
 * it every claims call answers 403 PA_UNAUTHORIZED_RESULT_FROM_POLICIES, which the row then explains.
 */
async function withClaimsPermission<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 403 && error.upstreamCode === "PA_UNAUTHORIZED_RESULT_FROM_POLICIES")
      throw new MarketplaceError(
        "forbidden",
        403,
        'the application lacks the permission "Comunicación pre y post venta" (DevCenter → the application → Permissions): the claims desk reads no claim until it is granted',
        error.upstreamCode,
      );
    throw error;
  }
}

const windowOf = (last: number) => ({ last, unit: "day" as const, ending: today() });

/** The per-item readers keep a failed item as `{error}`; one is enough to call the read broken. */
function failedEntry(map: Map<string, unknown>): string | void {
  for (const value of map.values()) if (value && typeof value === "object" && "error" in value) throw (value as { error: unknown }).error;
}
