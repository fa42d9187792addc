import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import type { ListingRow, ListingsQuery } from "../schemas/listings";
import { sellerListing, type ListingOwner } from "./seller-listing";

/**
 * The seller's listings for /listings, from our copy (item_listings + item_snapshots, kept by items
 * notifications and the sweep; read from the marketplace once when missing), with how many questions wait
 * on each. Filters: status, out of stock, with questions waiting, and a title/id search.
 */
export async function listListings(
  db: Db,
  marketplace: SellerClient,
  owner: ListingOwner,
  query: ListingsQuery,
): Promise<{ rows: ListingRow[]; total: number }> {
  const listing = await sellerListing(db, marketplace, owner);
  await listing.items; // a first read stores the snapshots this query joins
  const conditions: Prisma.Sql[] = [Prisma.sql`s.workspace_id = ${owner.workspaceId}`];
  if (query.status) conditions.push(Prisma.sql`s.status = ${query.status}`);
  if (query.outOfStock) conditions.push(Prisma.sql`s.available_quantity = 0`);
  if (query.withQuestions) conditions.push(Prisma.sql`coalesce(w.waiting, 0) > 0`);
  if (query.q) conditions.push(Prisma.sql`(s.title ILIKE ${`%${query.q}%`} OR s.id = ${query.q.toUpperCase()})`);
  const where = Prisma.join(conditions, " AND ");
  const rows = await db.$queryRaw<Array<ListingRow & { total: number }>>`
    SELECT s.id, s.title, s.thumbnail, s.price, s.currency_id AS "currencyId", s.available_quantity AS "availableQuantity",
           s.status, coalesce(w.waiting, 0)::int AS "waitingQuestions", count(*) OVER ()::int AS total
    FROM unnest(${listing.ids}::text[]) WITH ORDINALITY AS l(id, position)
    JOIN item_snapshots s ON s.id = l.id
    LEFT JOIN (SELECT item_id, count(*) AS waiting FROM questions
               WHERE workspace_id = ${owner.workspaceId} AND status = 'UNANSWERED' AND NOT deleted GROUP BY item_id) w ON w.item_id = s.id
    WHERE ${where}
    ORDER BY l.position
    LIMIT ${query.limit} OFFSET ${query.offset}`;
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
