import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";

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
  results: z.array(z.object({ date: z.string(), total: num, visits_detail: detailSchema })),
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
 * Per-item windows. Visits are read one item a call at `/items/{id}/visits/time_window`, which the spec
 * and the real API both serve: the real multi-item path takes a single id (notes §7, §11). Phone views
 * keep the multi-item endpoint, 50 ids a call. Calls run in parallel (the HTTP layer bounds how many at
 * once). A failed call does not sink the others: its items come back as an error, so the table shows a
 * gap with the reason.
 */
export async function getItemsWindows(
  marketplace: SellerClient,
  ids: string[],
  metric: ItemsMetric,
  w: WindowQuery,
): Promise<Map<string, WindowValue[] | { error: unknown }>> {
  const out = new Map<string, WindowValue[] | { error: unknown }>();
  if (metric === "visits") {
    await Promise.all(
      [...new Set(ids)].map(async (id) => {
        try {
          const entry = await marketplace(`/items/${encodeURIComponent(id)}/visits/time_window`, { schema: windowSchema, query: q(w) });
          out.set(id, toValues(entry, w.unit));
        } catch (error) {
          out.set(id, { error });
        }
      }),
    );
    return out;
  }
  await Promise.all(
    chunk(ids, METRIC_IDS_PER_CALL).map(async (ids) => {
      try {
        const list = await marketplace("/items/contacts/phone_views/time_window", {
          schema: z.array(itemWindowSchema),
          query: { ids: ids.join(","), ...q(w) },
        });
        for (const entry of list) out.set(entry.item_id, toValues(entry, w.unit));
      } catch (error) {
        for (const id of ids) out.set(id, { error });
      }
    }),
  );
  return out;
}

/**
 * `/items/visits` answers an array in the spec and one object in the real API (recurso-de-visitas,
 * notes §7): either is read.
 */
export const itemVisitsAnswerSchema = z.union([itemRangeSchema.transform((entry) => [entry]), z.array(itemRangeSchema)]);

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
  const out = new Map<string, number | null>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      try {
        const list = await marketplace("/items/visits", {
          schema: itemVisitsAnswerSchema,
          query: { ids: id, date_from: from, date_to: to },
        });
        out.set(id, list.find((entry) => entry.item_id === id)?.total_visits ?? null);
      } catch {
        out.set(id, null); // unknown, shown as a gap: no % change for this row
      }
    }),
  );
  return out;
}
