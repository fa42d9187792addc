import { z } from "zod";
import type { SellerClient } from "./client";
import { MarketplaceError } from "./errors";
import { numericId } from "./ids";
import { lenientArray } from "./lenient";
import { multiGetSchema } from "./multi-get";
import { OFFSET_WINDOW, openScan } from "./scan";

/** The item facts the inbox shows; the multi-get answers [{code, body}] per id. */
export const marketplaceItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullish(),
  secure_thumbnail: z.string().nullish(),
  price: z.number().nullish(),
  currency_id: z.string().nullish(),
  available_quantity: z.number().int().nullish(),
  status: z.string().nullish(),
  permalink: z.string().nullish(),
  /** "classified" listings show a phone, so only they have phone views */
  buying_mode: z.string().nullish(),
  seller_id: numericId.nullish(),
  /** suggested answers rank the same category's history next after the item's own */
  category_id: z.string().nullish(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/** The marketplace accepts at most 20 ids per multi-get. */
export const ITEMS_PER_CALL = 20;

/** Items by id, in calls of 20 run in parallel; ids the marketplace does not know are left out. */
export async function getItems(marketplace: SellerClient, ids: string[]): Promise<MarketplaceItem[]> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += ITEMS_PER_CALL) chunks.push(unique.slice(i, i + ITEMS_PER_CALL));
  const pages = await Promise.all(
    chunks.map((chunk) => marketplace("/items", { schema: multiGetSchema(marketplaceItemSchema), query: { ids: chunk.join(",") } })),
  );
  return pages.flat();
}

const itemIdsPageSchema = z.object({
  results: lenientArray(z.string()),
  paging: z.object({ total: z.number().int() }),
  scroll_id: z.string().nullish(),
});

/** The seller's item search answers at most 100 ids a page. */
export const ITEM_IDS_PER_PAGE = 100;

/**
 * Every item id of a seller (any status). The first page says how many. Up to 1,000 the rest are read
 * by offset in parallel; past that the real API refuses the offsets, so the ids come through a scan
 * (sequential by nature), or by offset when the marketplace does not scan (the spec's).
 */
export async function listSellerItemIds(marketplace: SellerClient, sellerId: number): Promise<string[]> {
  const page = (query: Record<string, string | number>) =>
    marketplace(`/users/${sellerId}/items/search`, { schema: itemIdsPageSchema, query: { limit: ITEM_IDS_PER_PAGE, ...query } });
  const first = await page({ offset: 0 });
  if (first.paging.total > OFFSET_WINDOW) {
    const scan = await openScan(
      (scrollId) => page(scrollId ? { search_type: "scan", scroll_id: scrollId } : { search_type: "scan" }),
      (p) => p.results.length,
      // Room for listings added while scanning; the scan ends on its empty page well before.
      2 * Math.ceil(first.paging.total / ITEM_IDS_PER_PAGE) + 10,
    );
    if (scan) {
      const ids = new Set<string>();
      for await (const p of scan) for (const id of p.results) ids.add(id);
      return [...ids];
    }
  }
  const offsets: number[] = [];
  for (let o = ITEM_IDS_PER_PAGE; first.results.length > 0 && o < first.paging.total; o += ITEM_IDS_PER_PAGE) offsets.push(o);
  const rest = await Promise.all(offsets.map((offset) => page({ offset })));
  return [...new Set([first, ...rest].flatMap((p) => p.results))];
}

/** The public search answers at most 50 results a page (spec: limit default 50). */
export const SEARCH_PAGE = 50;
/** The real public search refuses offsets past about 1,000: listings beyond go through the multi-get. */
const SEARCH_MAX_RESULTS = 1000;

const listingPageSchema = z.object({
  paging: z.object({ total: z.number().int() }),
  results: lenientArray(
    marketplaceItemSchema
      .pick({
        id: true,
        title: true,
        thumbnail: true,
        price: true,
        currency_id: true,
        available_quantity: true,
        permalink: true,
        buying_mode: true,
        category_id: true,
      })
      .extend({ seller: z.object({ id: numericId }).nullish() }),
  ),
});

/**
 * A seller's active listings with their titles, 50 a call, through the site search filtered by seller
 * (`seller_id`, a filter of the real search the spec's parameter list leaves out). The multi-get gives
 * the same facts 20 ids a call (a result carries the same fields: title, picture, price, stock, link,
 * buying mode), so this is the cheaper way for most of a catalog. Public search shows only
 * active listings, so every result is active; paused or closed ones still need the multi-get.
 *
 * The real API answers this search 403 to applications (notes §11): then the seller's ids (`ids`, when
 * the caller reads them anyway, else read here) go through the multi-get, and every listing comes back
 * whatever its status (the multi-get says it), so a caller never reads one twice.
 */
export async function searchSellerListings(
  marketplace: SellerClient,
  siteId: string,
  sellerId: number,
  ids?: Promise<string[]>,
): Promise<MarketplaceItem[]> {
  const page = (offset: number) =>
    marketplace(`/sites/${siteId}/search`, { schema: listingPageSchema, query: { seller_id: sellerId, offset, limit: SEARCH_PAGE } });
  let first: z.infer<typeof listingPageSchema>;
  try {
    first = await page(0);
  } catch (error) {
    if (!(error instanceof MarketplaceError) || error.status !== 403) throw error;
    const all = await getItems(marketplace, await (ids ?? listSellerItemIds(marketplace, sellerId)));
    return all.filter((item) => item.seller_id == null || item.seller_id === sellerId);
  }
  const offsets: number[] = [];
  for (let o = SEARCH_PAGE; first.results.length > 0 && o < Math.min(first.paging.total, SEARCH_MAX_RESULTS); o += SEARCH_PAGE)
    offsets.push(o);
  const pages = [first, ...(await Promise.all(offsets.map(page)))];
  return pages
    .flatMap((p) => p.results)
    .filter((r) => !r.seller || r.seller.id === sellerId)
    .map(({ seller: _seller, ...item }) => ({ ...item, status: "active" }));
}
