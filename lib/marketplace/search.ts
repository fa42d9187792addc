import "server-only";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { numericId } from "./ids";
import { lenientArray } from "./lenient";
import type { SearchParams, SearchResponse } from "../schemas/search";
import type { SellerClient } from "./client";
import { getItems } from "./items";
import { getPublicUser } from "./public-users";
import { itemThumbnail } from "./thumbnail";

// Lenient: the real search drifts; fields we do not show are not required.
const ref = z.object({ id: z.union([z.string(), z.number()]).nullish(), name: z.string().nullish() }).passthrough();
const upstreamResult = z
  .object({
    id: z.string(),
    title: z.string(),
    price: z.number().nullish(),
    currency_id: z.string().nullish(),
    condition: z.string().nullish(),
    thumbnail: z.string().nullish(),
    secure_thumbnail: z.string().nullish(),
    permalink: z.string().nullish(),
    shipping: z.object({ free_shipping: z.boolean().nullish() }).passthrough().nullish(),
    seller: z.object({ id: numericId }).passthrough(),
    address: z.object({ city_name: z.string().nullish(), state_name: z.string().nullish() }).passthrough().nullish(),
    location: z
      .object({ city: ref.nullish(), neighborhood: ref.nullish(), latitude: z.number().nullish(), longitude: z.number().nullish() })
      .passthrough()
      .nullish(),
  })
  .passthrough();
const upstreamFilter = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string().default("text"),
    values: lenientArray(z.object({ id: z.string(), name: z.string(), results: z.number().int().optional() }).passthrough()),
  })
  .passthrough();
const upstreamSearch = z
  .object({
    site_id: z.string(),
    paging: z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() }).passthrough(),
    results: lenientArray(upstreamResult),
    sort: z.object({ id: z.string().nullish(), name: z.string().nullish() }).passthrough().nullish(),
    available_sorts: lenientArray(z.object({ id: z.string(), name: z.string() }).passthrough()),
    filters: lenientArray(upstreamFilter),
    available_filters: lenientArray(upstreamFilter),
  })
  .passthrough();

/** Nicknames change rarely and a results page repeats sellers: keep them for the process (bounded, a day at most). */
const nicknameCache = new LRUCache<number, string>({ max: 5_000, ttl: 24 * 60 * 60 * 1000 });

/** Sellers' nicknames for the cards; one that cannot be read leaves the card without a name, not the page failing. */
async function getPublicUsers(marketplace: SellerClient, ids: number[]): Promise<Map<number, string>> {
  await Promise.all(
    ids
      .filter((id) => !nicknameCache.has(id))
      .map(async (id) => {
        const user = await getPublicUser(marketplace, id).catch(() => null);
        if (user) nicknameCache.set(id, user.nickname);
      }),
  );
  return new Map(
    ids.flatMap((id) => {
      const nickname = nicknameCache.get(id);
      return nickname === undefined ? [] : [[id, nickname] as const];
    }),
  );
}

const strip = (f: z.infer<typeof upstreamFilter>) => ({
  id: f.id,
  name: f.name,
  type: f.type,
  values: f.values.map((v) => ({ id: v.id, name: v.name, ...(v.results === undefined ? {} : { results: v.results }) })),
});

/**
 * GET /sites/{site}/search with every filter the page offers. Result cards name the seller, which the
 * search result does not carry: the page's distinct sellers are read once each (public users).
 */
export async function searchSite(marketplace: SellerClient, site: string, params: SearchParams): Promise<SearchResponse> {
  const { site: _site, ...query } = params;
  const body = await marketplace(`/sites/${site}/search`, { schema: upstreamSearch, query: { ...query } });
  const nicknames = await getPublicUsers(marketplace, [...new Set(body.results.map((r) => r.seller.id))]);
  const sortId = body.sort?.id ?? params.sort ?? "relevance";
  return {
    site: body.site_id,
    paging: { total: body.paging.total, offset: body.paging.offset, limit: body.paging.limit },
    results: body.results.map((r) => ({
      id: r.id,
      title: r.title,
      price: r.price ?? null,
      currencyId: r.currency_id ?? "",
      condition: r.condition ?? null,
      thumbnail: itemThumbnail(r),
      permalink: r.permalink ?? null,
      freeShipping: r.shipping?.free_shipping ?? false,
      sellerId: r.seller.id,
      sellerNickname: nicknames.get(r.seller.id) ?? null,
      place: placeOf(r),
      latitude: r.location?.latitude ?? null,
      longitude: r.location?.longitude ?? null,
    })),
    sort: sortId,
    sorts: [{ id: sortId, name: body.sort?.name ?? sortId }, ...body.available_sorts.map((s) => ({ id: s.id, name: s.name }))],
    filters: body.filters.map(strip),
    availableFilters: body.available_filters.map(strip),
  };
}

/** Where the listing is: its own location (classifieds), else the seller's city. */
function placeOf(r: z.infer<typeof upstreamResult>): string | null {
  const hood = r.location?.neighborhood?.name;
  const city = r.location?.city?.name ?? r.address?.city_name;
  const parts = [hood, city, r.address?.state_name].filter((p): p is string => !!p);
  return parts.length ? [...new Set(parts)].join(", ") : null;
}

const ownSearch = z
  .object({
    paging: z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() }).passthrough(),
    results: z.array(z.string()),
  })
  .passthrough();

/** The seller's own listings by title (GET /users/{id}/items/search, then the items multi-get). */
export async function searchOwnListings(
  marketplace: SellerClient,
  sellerId: number,
  params: { q?: string; offset: number; limit: number },
) {
  const page = await marketplace(`/users/${sellerId}/items/search`, {
    schema: ownSearch,
    query: { q: params.q || undefined, offset: params.offset, limit: params.limit },
  });
  const items = new Map((await getItems(marketplace, page.results)).map((i) => [i.id, i]));
  return {
    paging: { total: page.paging.total, offset: page.paging.offset, limit: page.paging.limit },
    results: page.results.flatMap((id) => {
      const i = items.get(id);
      return i
        ? [
            {
              id,
              title: i.title,
              price: i.price ?? null,
              currencyId: i.currency_id ?? null,
              thumbnail: itemThumbnail(i),
              status: i.status ?? null,
              permalink: i.permalink ?? null,
            },
          ]
        : [];
    }),
  };
}
