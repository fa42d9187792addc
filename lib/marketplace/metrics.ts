import "server-only";
import { z } from "zod";
import { lenientArray } from "./lenient";
import type { SellerClient } from "./client";
import { MarketplaceError } from "./errors";

/**
 * Visits and contacts time windows. Upstream shapes stay here; callers get plain values stamped with
 * their bucket. A missing or null total stays null (an unknown point), never 0.
 */

/** The spec gives no maximum for the metrics multi-gets; 50 is the cap it gives for multi-gets elsewhere. */
export const METRIC_IDS_PER_CALL = 50;

const num = z.number().nullish().catch(null);
const detailSchema = z
  .array(z.object({ company: z.string(), quantity: z.number() }))
  .nullish()
  .catch(null);
const windowSchema = z.object({
  results: lenientArray(z.object({ date: z.string(), total: num, visits_detail: detailSchema })),
});
const itemWindowSchema = windowSchema.extend({ item_id: z.string() });
const itemRangeSchema = z.object({ item_id: z.string(), total_visits: num });

export interface WindowQuery {
  last: number;
  unit: "day" | "hour";
  /** YYYY-MM-DD (the window ends with that local day) */
  ending: string;
}

export interface WindowValue {
  /** Day windows: the site calendar date (YYYY-MM-DD). Hour windows: the UTC instant of the hour. */
  at: string;
  value: number | null;
  detail: Array<{ company: string; quantity: number }> | null;
}

type Parsed = z.infer<typeof windowSchema>;

/**
 * Day buckets come labelled 2026-03-01T00:00:00Z but mean the site's calendar day 1 March (the marketplace
 * counts days on the site's calendar); hour buckets are real UTC hours.
 */
function toValues(parsed: Parsed, unit: WindowQuery["unit"]): WindowValue[] {
  return parsed.results.map((r) => ({
    at: unit === "day" ? r.date.slice(0, 10) : r.date,
    value: r.total ?? null,
    detail: r.visits_detail ?? null,
  }));
}

const q = (w: WindowQuery) => ({ last: w.last, unit: w.unit, ending: w.ending });

export type AccountMetric = "visits" | "questions" | "phone_views";
const ACCOUNT_PATHS: Record<AccountMetric, (sellerId: number) => string> = {
  visits: (id) => `/users/${id}/items_visits/time_window`,
  questions: (id) => `/users/${id}/contacts/questions/time_window`,
  phone_views: (id) => `/users/${id}/contacts/phone_views/time_window`,
};

/** One of the seller's account-wide series over a window. */
export async function getAccountWindow(
  marketplace: SellerClient,
  sellerId: number,
  metric: AccountMetric,
  w: WindowQuery,
): Promise<WindowValue[]> {
  return toValues(await marketplace(ACCOUNT_PATHS[metric](sellerId), { schema: windowSchema, query: q(w) }), w.unit);
}

export function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export type ItemsMetric = "visits" | "phone_views";

/**
 * Per-item windows. The spec's multi-item paths take 50 ids a call; the real API's visits paths take one
 * (400 `validation_parameters`, notes §7, §11), so visits go 50 a call until the marketplace refuses
 * that once, then one item a call (`/items/{id}/visits/time_window`, which both serve) for the rest of
 * the process. Phone views keep 50 a call: no one-id rule is documented for them. Calls run in parallel
 * (the governor bounds how many at once); a failed call leaves its items as an error, so the table
 * shows a gap with the reason.
 */
export async function getItemsWindows(
  marketplace: SellerClient,
  ids: string[],
  metric: ItemsMetric,
  w: WindowQuery,
): Promise<Map<string, WindowValue[] | { error: unknown }>> {
  const path = metric === "visits" ? "/items/visits/time_window" : "/items/contacts/phone_views/time_window";
  return readPerItem<WindowValue[] | { error: unknown }>(
    ids,
    metric === "visits",
    async (part) => {
      const list = await marketplace(path, { schema: lenientArray(itemWindowSchema), query: { ids: part.join(","), ...q(w) } });
      return new Map(list.map((entry) => [entry.item_id, toValues(entry, w.unit)]));
    },
    async (id) =>
      toValues(await marketplace(`/items/${encodeURIComponent(id)}/visits/time_window`, { schema: windowSchema, query: q(w) }), w.unit),
    (error) => ({ error }),
  );
}

/**
 * `/items/visits` answers an array in the spec and one object in the real API (recurso-de-visitas,
 * notes §7); `/visits/items` the totals keyed by item id: any of them is read.
 */
export const itemVisitsAnswerSchema = z.union([
  itemRangeSchema.transform((entry) => [entry]),
  lenientArray(itemRangeSchema),
  // GET /visits/items?ids= (recurso-de-visitas) answers the totals keyed by item: `{"MLB123": 552}`.
  z
    .record(z.string().regex(/^[A-Z]{3}\d+$/), z.number())
    .transform((totals) => Object.entries(totals).map(([item_id, total_visits]) => ({ item_id, total_visits }))),
]);

/**
 * Item visit totals over a date range (the previous period of the items table), one id a call: the
 * real API refuses more ("maximum amount of items to query is 1", notes §7). A failed call leaves that
 * item unknown (null), the others unaffected.
 */
export async function getItemsVisitTotals(
  marketplace: SellerClient,
  ids: string[],
  from: string,
  to: string,
): Promise<Map<string, number | null>> {
  const read = (part: string[]) =>
    marketplace("/items/visits", { schema: itemVisitsAnswerSchema, query: { ids: part.join(","), date_from: from, date_to: to } });
  return readPerItem(
    ids,
    true,
    async (part) => new Map((await read(part)).map((entry) => [entry.item_id, entry.total_visits ?? null])),
    async (id) => (await read([id])).find((entry) => entry.item_id === id)?.total_visits ?? null,
    () => null, // unknown, shown as a gap: no % change for this row
  );
}

/** Set once the marketplace has refused a visits call for naming more than one item (the real API). */
let visitsOneIdPerCall = false;
/** Tests: start again from 50 ids a call (one process talks to sandboxes of both profiles). */
export const forgetVisitsBatching = () => {
  visitsOneIdPerCall = false;
};

const refusesManyIds = (error: unknown) =>
  error instanceof MarketplaceError && error.status === 400 && error.upstreamCode === "validation_parameters";

/**
 * Reads per-item values 50 ids a call, or one a call where the marketplace takes only one (`oneIdRule`
 * paths, once it has said so). A chunk refused for its size is read again one id a call; any other
 * failure marks just its items.
 */
async function readPerItem<T>(
  ids: string[],
  oneIdRule: boolean,
  readMany: (ids: string[]) => Promise<Map<string, T>>,
  readOne: (id: string) => Promise<T>,
  failed: (error: unknown) => T,
): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  const one = async (id: string) => out.set(id, await readOne(id).catch(failed));
  const unique = [...new Set(ids)];
  if (oneIdRule && visitsOneIdPerCall) {
    await Promise.all(unique.map(one));
    return out;
  }
  await Promise.all(
    chunk(unique, METRIC_IDS_PER_CALL).map(async (part) => {
      try {
        for (const [id, value] of await readMany(part)) out.set(id, value);
      } catch (error) {
        if (!oneIdRule || !refusesManyIds(error)) return part.forEach((id) => out.set(id, failed(error)));
        visitsOneIdPerCall = true;
        await Promise.all(part.map(one));
      }
    }),
  );
  return out;
}
