import { Prisma, type Sale } from "@prisma/client";
import type { Db } from "../db/client";
import type { SaleSummary } from "../schemas/sales";
import type { ConversationState } from "./conversation-state";

/** What a summary needs of a stored sale (the search text and sync bookkeeping stay in the database). */
export type StoredSale = Omit<Sale, "workspaceId" | "searchText" | "syncedAt">;

/** A stored sale with its account, my read mark and its items' pictures, as saleSelect reads it. */
export interface SaleRow extends StoredSale {
  /** The sale's workspace: the all-accounts list's rows each carry theirs. */
  accountId: string;
  readByMe: boolean;
  /** item id → picture, from the shared item snapshots (null when none is known yet). */
  thumbnails: Record<string, string | null> | null;
}

/** A stored sale's columns as StoredSale names them (alias `s`). */
const storedSaleColumns = Prisma.sql`
  s.id, s.is_pack AS "isPack", s.order_ids AS "orderIds", s.buyer_id AS "buyerId", s.buyer_nickname AS "buyerNickname",
  s.items, s.total, s.currency_id AS "currencyId", s.date_created AS "dateCreated", s.shipment_id AS "shipmentId",
  s.logistic_type AS "logisticType", s.shipment_status AS "shipmentStatus", s.shipment_substatus AS "shipmentSubstatus",
  s.handling_limit AS "handlingLimit", s.city,
  s.conversation_state AS "conversationState", s.blocked_reason AS "blockedReason", s.reasons_available AS "reasonsAvailable",
  s.buyer_has_written AS "buyerHasWritten", s.last_message_at AS "lastMessageAt", s.last_buyer_message_at AS "lastBuyerMessageAt"`;

/**
 * The one SELECT behind the sales list and an opened sale: the summary's columns only, my read mark and
 * the items' pictures in the same round trip (they were three queries). The pictures are looked up by
 * primary key (`= ANY` of the sale's item ids, not a semi-join the planner answers by scanning every
 * snapshot for every row), repeating the workspace so nothing from another workspace rides along.
 */
export const saleSelect = (userId: string) => Prisma.sql`
  SELECT ${storedSaleColumns}, s.workspace_id AS "accountId",
         EXISTS (SELECT 1 FROM sale_reads r WHERE r.sale_id = s.id AND r.user_id = ${userId}) AS "readByMe",
         (SELECT json_object_agg(i.id, i.thumbnail) FROM item_snapshots i
           WHERE i.id = ANY (ARRAY(SELECT e->>'itemId' FROM jsonb_array_elements(s.items) e)) AND i.workspace_id = s.workspace_id) AS thumbnails
  FROM sales s`;

/** Our stored row of a sale when it is this workspace's (another's is never served from our copy), else null. */
export async function readStoredSale(db: Db, workspaceId: string, saleId: bigint): Promise<StoredSale | null> {
  const rows = await db.$queryRaw<
    StoredSale[]
  >`SELECT ${storedSaleColumns} FROM sales s WHERE s.id = ${saleId} AND s.workspace_id = ${workspaceId}`;
  return rows[0] ?? null;
}

/** Our stored sale of an account → the API's summary (unread is per teammate: `readByMe` comes from sale_reads). */
export function toSaleSummary(
  s: StoredSale & { accountId: string },
  readByMe: boolean,
  thumbnails?: Record<string, string | null> | null,
): SaleSummary {
  const items = s.items as SaleSummary["items"];
  return {
    id: String(s.id),
    accountId: s.accountId,
    isPack: s.isPack,
    orderIds: s.orderIds.map(String),
    buyer: { id: String(s.buyerId), nickname: s.buyerNickname },
    items: thumbnails === undefined ? items : items.map((i) => ({ ...i, thumbnail: thumbnails?.[i.itemId] ?? null })),
    total: s.total,
    currencyId: s.currencyId,
    dateCreated: s.dateCreated.toISOString(),
    shipment: {
      id: s.shipmentId === null ? null : String(s.shipmentId),
      logisticType: s.logisticType,
      status: s.shipmentStatus,
      substatus: s.shipmentSubstatus,
      city: s.city,
      handlingLimit: s.handlingLimit?.toISOString() ?? null,
    },
    state: s.conversationState as ConversationState,
    blockedReason: s.blockedReason,
    reasonsAvailable: s.reasonsAvailable,
    buyerHasWritten: s.buyerHasWritten,
    unread: s.lastBuyerMessageAt !== null && !readByMe,
    lastMessageAt: s.lastMessageAt?.toISOString() ?? null,
  };
}
