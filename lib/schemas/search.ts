import { z } from "zod";
import { categoryIdSchema } from "./ids";
import { MAX_LIMIT, MAX_OFFSET } from "./search-paging";

/** Sites the marketplace serves (the search page's site picker). */
export const SITE_IDS = ["MLA", "MLB", "MLM", "MCO", "MLC", "MLU"] as const;

const price = z.string().regex(/^(\*|\d+(\.\d+)?)-(\*|\d+(\.\d+)?)$/, "price is <from>-<to>, * for an open end");
const box = z
  .string()
  .regex(/^lat:-?\d+(\.\d+)?_-?\d+(\.\d+)?,lon:-?\d+(\.\d+)?_-?\d+(\.\d+)?$/, "item_location is lat:<a>_<b>,lon:<c>_<d>");

/**
 * GET /api/catalog/search: the page's URL parameters, the same names the marketplace uses, so a search
 * is shareable as a link. A category is an id (the marketplace refuses names).
 */
export const searchParamsSchema = z.object({
  site: z.enum(SITE_IDS).optional(),
  q: z.string().trim().max(200).optional(),
  category: categoryIdSchema.optional(),
  sort: z.enum(["relevance", "price_asc", "price_desc"]).optional(),
  condition: z.enum(["new", "used"]).optional(),
  price: price.optional(),
  shipping_cost: z.literal("free").optional(),
  item_location: box.optional(),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(12),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

const filterValueSchema = z.object({ id: z.string(), name: z.string(), results: z.number().int().optional() });
export const searchFilterSchema = z.object({ id: z.string(), name: z.string(), type: z.string(), values: z.array(filterValueSchema) });

export const searchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number().nullable(),
  currencyId: z.string(),
  condition: z.string().nullable(),
  thumbnail: z.string().nullable(),
  permalink: z.string().nullable(),
  freeShipping: z.boolean(),
  sellerId: z.number().int(),
  sellerNickname: z.string().nullable(),
  place: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  site: z.string(),
  paging: z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() }),
  results: z.array(searchResultSchema),
  sort: z.string(),
  sorts: z.array(z.object({ id: z.string(), name: z.string() })),
  filters: z.array(searchFilterSchema),
  availableFilters: z.array(searchFilterSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** GET /api/catalog/own-listings: the fallback when the public search is closed (403). */
export const ownListingsParamsSchema = z.object({
  q: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export const ownListingsResponseSchema = z.object({
  paging: z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() }),
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      price: z.number().nullable(),
      currencyId: z.string().nullable(),
      thumbnail: z.string().nullable(),
      status: z.string().nullable(),
      permalink: z.string().nullable(),
    }),
  ),
});
export type OwnListingsResponse = z.infer<typeof ownListingsResponseSchema>;
