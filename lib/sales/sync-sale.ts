import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { sqlUtc, sqlUtcOrNull } from "../db/sql-time";
import type { SellerClient } from "../marketplace/client";
import { getCaps } from "../marketplace/action-guide";
import { getConversation } from "../marketplace/messages";
import { getOrder, getPack, getShipment, type MarketplaceOrder } from "../marketplace/orders";
import { publishLiveEvent } from "../live/bus";
import { deriveConversation } from "./conversation-state";
import { classifyGuideError } from "./guide-errors";
import { clearSaleReads } from "./read-state";
import { readStoredSale, type StoredSale } from "./sale-rows";

/** What the orders alone tell about a sale (a pack groups several orders). */
export interface SaleBase {
  id: bigint;
  isPack: boolean;
  orderIds: bigint[];
  buyerId: bigint;
  buyerNickname: string;
  items: Array<{ itemId: string; title: string; quantity: number; unitPrice: number }>;
  total: number;
  currencyId: string;
  dateCreated: Date;
  shipmentId: bigint | null;
}

/** Groups orders into sales: by pack id, or the order alone when it has none (notes §6). */
export function basesFromOrders(orders: MarketplaceOrder[]): SaleBase[] {
  const groups = new Map<number, MarketplaceOrder[]>();
  for (const o of orders) {
    const key = o.pack_id ?? o.id;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.entries()].map(([id, list]) => {
    const first = list[0]!;
    // A cart's items and orders in the order they were bought, whichever listing they came from (the orders
    // search gives newest first, a pack its own order).
    const bought = [...list].sort((a, b) => a.id - b.id);
    const items = bought.flatMap((o) =>
      o.order_items.map((l) => ({ itemId: l.item.id, title: l.item.title, quantity: l.quantity, unitPrice: l.unit_price })),
    );
    return {
      id: BigInt(id),
      isPack: first.pack_id != null,
      orderIds: bought.map((o) => BigInt(o.id)),
      buyerId: BigInt(first.buyer.id),
      buyerNickname: first.buyer.nickname ?? "",
      items,
      total:
        Math.round(
          list.reduce((sum, o) => sum + (o.total_amount ?? o.order_items.reduce((s, l) => s + l.quantity * l.unit_price, 0)), 0) * 100,
        ) / 100,
      currencyId: first.currency_id,
      dateCreated: new Date(first.date_created),
      shipmentId: first.shipping?.id != null ? BigInt(first.shipping.id) : null,
    };
  });
}

/** The upstream reads that complete a sale, in parallel (never in sequence: opening a sale must stay fast). */
export async function enrichSale(marketplace: SellerClient, sellerId: number, base: SaleBase) {
  const saleId = String(base.id);
  const [shipment, conversation, caps] = await Promise.all([
    base.shipmentId ? getShipment(marketplace, Number(base.shipmentId)) : Promise.resolve(null),
    getConversation(marketplace, saleId, sellerId),
    getCaps(marketplace, saleId).catch((error: unknown) => {
      if (classifyGuideError(error)?.code === "excepted_case") return "excepted" as const;
      throw error;
    }),
  ]);
  const facts = deriveConversation(conversation, sellerId, caps);
  return { shipment, conversation, caps, facts };
}

export interface StoreOptions {
  now?: Date;
  /** Our stored row when the caller has just read it (null: we have none): spares reading it again. */
  before?: StoredSale | null;
}

type Enriched = Awaited<ReturnType<typeof enrichSale>>;

/** What the live read says of the sale's shipment and conversation, in our columns. */
function liveColumns({ shipment, facts }: Enriched) {
  return {
    logisticType: shipment?.logistic_type ?? null,
    shipmentStatus: shipment?.status ?? null,
    shipmentSubstatus: shipment?.substatus ?? null,
    handlingLimit: shipment?.handling_limit ?? null,
    city: shipment?.receiver_address?.city?.name ?? null,
    conversationState: facts.state,
    blockedReason: facts.blockedReason,
    reasonsAvailable: facts.reasonsAvailable,
    buyerHasWritten: facts.buyerHasWritten,
    lastMessageAt: facts.lastMessageAt,
    lastBuyerMessageAt: facts.lastBuyerMessageAt,
  };
}

/** The sale as storeSale leaves it: what a caller can answer with before the write has happened. */
export function storedSaleOf(base: SaleBase, enriched: Enriched): StoredSale {
  return { ...base, items: base.items as unknown as Prisma.JsonValue, ...liveColumns(enriched) };
}

/**
 * Upserts our copy; publishes conversation.updated when something the list shows changed. A row the
 * live read leaves as it was is not written again (opening a sale is mostly a read); the sweep may then
 * give it another look sooner, which costs it one upstream read.
 */
export async function storeSale(db: Db, workspaceId: string, base: SaleBase, enriched: Enriched, options: StoreOptions = {}) {
  const live = liveColumns(enriched);
  const stored = storedSaleOf(base, enriched);
  const before = options.before !== undefined ? options.before : await readStoredSale(db, workspaceId, base.id);
  const changed =
    !before ||
    before.conversationState !== live.conversationState ||
    before.lastMessageAt?.getTime() !== live.lastMessageAt?.getTime() ||
    before.reasonsAvailable.join() !== live.reasonsAvailable.join() ||
    before.shipmentStatus !== live.shipmentStatus ||
    before.handlingLimit?.getTime() !== live.handlingLimit?.getTime();
  const cleared = Boolean(before && live.lastBuyerMessageAt && before.lastBuyerMessageAt?.getTime() !== live.lastBuyerMessageAt.getTime());
  if (options.before && (Object.keys(live) as Array<keyof typeof live>).every((k) => sameValue(options.before![k], live[k])))
    return { changed: false, cleared: false, stored };
  // Another workspace's sale is not ours to write, clear or announce.
  if (!(await upsertSaleRow(db, workspaceId, stored, options.now ?? new Date()))) return { changed: false, cleared: false, stored };
  if (cleared) await clearSaleReads(db, base.id);
  if (changed) publishLiveEvent(workspaceId, { type: "conversation.updated", saleId: String(base.id) });
  return { changed, cleared, stored };
}

/**
 * Our copy of one sale, inserted or updated in one statement; resolves to the rows written (0 when the
 * sale is another workspace's: that row is never updated). Plain SQL: Prisma's model upsert cost more
 * event-loop CPU than the rest of the write (each notification and each changed open writes one).
 */
function upsertSaleRow(db: Db, workspaceId: string, s: StoredSale, now: Date) {
  const items = s.items as SaleBase["items"];
  const searchText = [s.buyerNickname, String(s.id), ...s.orderIds.map(String), ...items.map((i) => i.title)].join(" ").toLowerCase();
  return db.$executeRaw`
    INSERT INTO sales (id, workspace_id, is_pack, order_ids, buyer_id, buyer_nickname, items, total, currency_id, date_created, shipment_id,
                       logistic_type, shipment_status, shipment_substatus, handling_limit, city, conversation_state, blocked_reason, reasons_available,
                       buyer_has_written, last_message_at, last_buyer_message_at, search_text, synced_at)
    VALUES (${s.id}, ${workspaceId}, ${s.isPack}, ${s.orderIds.map(String)}::bigint[], ${s.buyerId}, ${s.buyerNickname}, ${JSON.stringify(items)}::jsonb,
            ${s.total}::float8, ${s.currencyId}, ${sqlUtc(s.dateCreated)}::timestamp(3), ${s.shipmentId}::bigint,
            ${s.logisticType}, ${s.shipmentStatus}, ${s.shipmentSubstatus}, ${sqlUtcOrNull(s.handlingLimit)}::timestamp(3), ${s.city}, ${s.conversationState}, ${s.blockedReason}, ${s.reasonsAvailable}::text[],
            ${s.buyerHasWritten}, ${sqlUtcOrNull(s.lastMessageAt)}::timestamp(3), ${sqlUtcOrNull(s.lastBuyerMessageAt)}::timestamp(3), ${searchText}, ${sqlUtc(now)}::timestamp(3))
    ON CONFLICT (id) DO UPDATE SET
      is_pack = EXCLUDED.is_pack, order_ids = EXCLUDED.order_ids, buyer_id = EXCLUDED.buyer_id, buyer_nickname = EXCLUDED.buyer_nickname,
      items = EXCLUDED.items, total = EXCLUDED.total, currency_id = EXCLUDED.currency_id, date_created = EXCLUDED.date_created,
      shipment_id = EXCLUDED.shipment_id, logistic_type = EXCLUDED.logistic_type, shipment_status = EXCLUDED.shipment_status,
      shipment_substatus = EXCLUDED.shipment_substatus, handling_limit = EXCLUDED.handling_limit, city = EXCLUDED.city, conversation_state = EXCLUDED.conversation_state,
      blocked_reason = EXCLUDED.blocked_reason, reasons_available = EXCLUDED.reasons_available, buyer_has_written = EXCLUDED.buyer_has_written,
      last_message_at = EXCLUDED.last_message_at, last_buyer_message_at = EXCLUDED.last_buyer_message_at,
      search_text = EXCLUDED.search_text, synced_at = EXCLUDED.synced_at
    WHERE sales.workspace_id = EXCLUDED.workspace_id`;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.join() === b.join();
  return a === b;
}

/** What our stored row says of the orders (they do not change once placed). */
export function baseFromStored(known: StoredSale): SaleBase {
  return {
    id: known.id,
    isPack: known.isPack,
    orderIds: known.orderIds,
    buyerId: known.buyerId,
    buyerNickname: known.buyerNickname,
    items: known.items as SaleBase["items"],
    total: known.total,
    currencyId: known.currencyId,
    dateCreated: known.dateCreated,
    shipmentId: known.shipmentId,
  };
}

/** The base of a sale we may not know yet, from the orders (hint: message_resources' "packs" or "orders"). */
export async function loadBase(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  saleId: bigint,
  hint?: "packs" | "orders",
): Promise<SaleBase> {
  const mine = await readStoredSale(db, workspaceId, saleId);
  return mine ? baseFromStored(mine) : readBaseUpstream(db, marketplace, workspaceId, saleId, hint);
}

/** The base from the marketplace's orders, for a sale not in this workspace's copy (a pack's orders in parallel). */
export async function readBaseUpstream(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  saleId: bigint,
  hint?: "packs" | "orders",
): Promise<SaleBase> {
  if (hint === "packs") {
    const pack = await getPack(marketplace, Number(saleId));
    const orders = await Promise.all(pack.orders.map((o) => getOrder(marketplace, o.id)));
    return basesFromOrders(orders)[0]!;
  }
  const order = await getOrder(marketplace, Number(saleId));
  if (order.pack_id != null) return loadBase(db, marketplace, workspaceId, BigInt(order.pack_id), "packs");
  return basesFromOrders([order])[0]!;
}

/** Re-reads one sale upstream and stores it: after a send, on a notification, when a sale is opened. */
export async function refreshSale(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  sellerId: number,
  saleId: bigint,
  hint?: "packs" | "orders",
) {
  // Our row, read once: the base, and what storeSale compares the live read with.
  const mine = await readStoredSale(db, workspaceId, saleId);
  const base = mine ? baseFromStored(mine) : await readBaseUpstream(db, marketplace, workspaceId, saleId, hint);
  const enriched = await enrichSale(marketplace, sellerId, base);
  await storeSale(db, workspaceId, base, enriched, { before: mine });
  return { base, ...enriched };
}
