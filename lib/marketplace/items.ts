import { z } from "zod";
import type { SellerClient } from "./client";

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
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

const multiGetSchema = z.array(z.object({ code: z.number().int(), body: z.unknown() }));

/** The marketplace accepts at most 20 ids per multi-get. */
export const ITEMS_PER_CALL = 20;

/** Items by id, in calls of 20 run in parallel; ids the marketplace does not know are left out. */
export async function getItems(marketplace: SellerClient, ids: string[]): Promise<MarketplaceItem[]> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += ITEMS_PER_CALL) chunks.push(unique.slice(i, i + ITEMS_PER_CALL));
  const pages = await Promise.all(chunks.map((chunk) => marketplace("/items", { schema: multiGetSchema, query: { ids: chunk.join(",") } })));
  const items: MarketplaceItem[] = [];
  for (const entry of pages.flat()) {
    if (entry.code !== 200) continue;
    const parsed = marketplaceItemSchema.safeParse(entry.body);
    if (parsed.success) items.push(parsed.data);
  }
  return items;
}

const itemIdsPageSchema = z.object({ results: z.array(z.string()), paging: z.object({ total: z.number().int() }) });

/** Every item id of a seller, 100 a page (the search's maximum). */
export async function listSellerItemIds(marketplace: SellerClient, sellerId: number): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await marketplace(`/users/${sellerId}/items/search`, { schema: itemIdsPageSchema, query: { offset, limit: 100 } });
    ids.push(...page.results);
    if (page.results.length === 0 || offset + 100 >= page.paging.total) return ids;
  }
}
