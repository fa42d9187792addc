import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { getShippingModes } from "../marketplace/shipping";

export interface CategoryFreeShipping {
  accepts: boolean;
  acceptedMethods: number[];
}

/**
 * How long a category's modes record is trusted. A category's free-shipping rule changes rarely (a
 * marketplace policy change, not a seller action); a save the marketplace refuses is shown in its words
 * anyway, so a day-old answer can at worst offer a change that then comes back refused.
 */
export const CATEGORY_MODES_TTL_MS = 24 * 60 * 60_000;

/** Whether a category accepts me2 free shipping for this seller, from the user's modes record. */
export async function readCategoryFreeShipping(
  marketplace: SellerClient,
  sellerId: number,
  categoryId: string,
): Promise<CategoryFreeShipping> {
  const records = await getShippingModes(marketplace, sellerId, categoryId);
  const me2 = records.find((r) => r.mode === "me2");
  const free = me2?.shipping_attributes?.free;
  const accepted = free?.accepted_methods ?? [];
  return { accepts: !!free && free.methods !== "not_allowed" && accepted.length > 0, acceptedMethods: accepted };
}

export interface CategoryModesCache {
  db: Db;
  workspaceId: string;
  now?: Date;
}

/**
 * The same for many categories: answers younger than the TTL come from our database, the others are
 * read a few at a time and stored with the time they were read. A category whose record fails maps to
 * null (and is not stored, so the next load asks again).
 */
export async function readCategoriesFreeShipping(
  marketplace: SellerClient,
  sellerId: number,
  categoryIds: string[],
  cache?: CategoryModesCache,
): Promise<Map<string, CategoryFreeShipping | null>> {
  const ids = [...new Set(categoryIds)];
  const out = new Map<string, CategoryFreeShipping | null>();
  const now = cache?.now ?? new Date();
  if (cache && ids.length) {
    const fresh = await cache.db.shippingCategoryModes.findMany({
      where: { workspaceId: cache.workspaceId, categoryId: { in: ids }, readAt: { gt: new Date(now.getTime() - CATEGORY_MODES_TTL_MS) } },
      select: { categoryId: true, accepts: true, acceptedMethods: true },
    });
    for (const row of fresh) out.set(row.categoryId, { accepts: row.accepts, acceptedMethods: row.acceptedMethods });
  }
  const missing = ids.filter((id) => !out.has(id));
  const read: Array<[string, CategoryFreeShipping]> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(4, missing.length) }, async () => {
      while (next < missing.length) {
        const id = missing[next++]!;
        const answer = await readCategoryFreeShipping(marketplace, sellerId, id).catch(() => null);
        out.set(id, answer);
        if (answer) read.push([id, answer]);
      }
    }),
  );
  if (cache && read.length) await storeCategoryModes(cache.db, cache.workspaceId, read, now);
  return out;
}

/** One category through the cache (a single change's preview, a bulk run's item); a failed read throws. */
export async function readCategoryFreeShippingCached(
  marketplace: SellerClient,
  sellerId: number,
  categoryId: string,
  cache: CategoryModesCache,
): Promise<CategoryFreeShipping> {
  const now = cache.now ?? new Date();
  const stored = await cache.db.shippingCategoryModes.findUnique({
    where: { workspaceId_categoryId: { workspaceId: cache.workspaceId, categoryId } },
  });
  if (stored && now.getTime() - stored.readAt.getTime() < CATEGORY_MODES_TTL_MS)
    return { accepts: stored.accepts, acceptedMethods: stored.acceptedMethods };
  const answer = await readCategoryFreeShipping(marketplace, sellerId, categoryId);
  await storeCategoryModes(cache.db, cache.workspaceId, [[categoryId, answer]], now);
  return answer;
}

async function storeCategoryModes(
  db: Db,
  workspaceId: string,
  answers: Array<[string, CategoryFreeShipping]>,
  readAt: Date,
): Promise<void> {
  await db.$transaction([
    db.shippingCategoryModes.deleteMany({ where: { workspaceId, categoryId: { in: answers.map(([id]) => id) } } }),
    db.shippingCategoryModes.createMany({
      data: answers.map(([categoryId, a]) => ({ workspaceId, categoryId, accepts: a.accepts, acceptedMethods: a.acceptedMethods, readAt })),
    }),
  ]);
}

/** Fulfilment runs for the seller when the user's preferences list it among me2's logistic types. */
export function hasFulfilment(preferences: Record<string, unknown>): boolean {
  const logistics = Array.isArray(preferences.logistics)
    ? (preferences.logistics as Array<{ mode?: string; types?: Array<{ type?: string } | string> }>)
    : [];
  return logistics.some((l) => l.mode === "me2" && (l.types ?? []).some((t) => (typeof t === "string" ? t : t.type) === "fulfillment"));
}
