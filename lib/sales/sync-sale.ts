import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { getCaps } from "../marketplace/action-guide";
import { getConversation } from "../marketplace/messages";
import { getOrder, getPack, getShipment, type MarketplaceOrder } from "../marketplace/orders";
import { publishInboxEvent } from "../inbox/events";
import { deriveConversation } from "./conversation-state";
import { classifyGuideError } from "./guide-errors";
import { clearSaleReads } from "./read-state";

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
    const items = list.flatMap((o) => o.order_items.map((l) => ({ itemId: l.item.id, title: l.item.title, quantity: l.quantity, unitPrice: l.unit_price })));
    return {
      id: BigInt(id),
      isPack: first.pack_id != null,
      orderIds: list.map((o) => BigInt(o.id)),
      buyerId: BigInt(first.buyer.id),
      buyerNickname: first.buyer.nickname ?? "",
      items,
      total: Math.round(list.reduce((sum, o) => sum + (o.total_amount ?? o.order_items.reduce((s, l) => s + l.quantity * l.unit_price, 0)), 0) * 100) / 100,
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

/** Upserts our copy; publishes conversation.updated when something the list shows changed. */
export async function storeSale(db: Db, workspaceId: string, base: SaleBase, enriched: Awaited<ReturnType<typeof enrichSale>>, now = new Date()) {
  const { shipment, facts } = enriched;
  const data = {
    workspaceId,
    isPack: base.isPack,
    orderIds: base.orderIds,
    buyerId: base.buyerId,
    buyerNickname: base.buyerNickname,
    items: base.items as unknown as Prisma.InputJsonValue,
    total: base.total,
    currencyId: base.currencyId,
    dateCreated: base.dateCreated,
    shipmentId: base.shipmentId,
    logisticType: shipment?.logistic_type ?? null,
    shipmentStatus: shipment?.status ?? null,
    shipmentSubstatus: shipment?.substatus ?? null,
    city: shipment?.receiver_address?.city?.name ?? null,
    conversationState: facts.state,
    blockedReason: facts.blockedReason,
    reasonsAvailable: facts.reasonsAvailable,
    buyerHasWritten: facts.buyerHasWritten,
    lastMessageAt: facts.lastMessageAt,
    lastBuyerMessageAt: facts.lastBuyerMessageAt,
    searchText: [base.buyerNickname, String(base.id), ...base.orderIds.map(String), ...base.items.map((i) => i.title)].join(" ").toLowerCase(),
    syncedAt: now,
  };
  const before = await db.sale.findUnique({ where: { id: base.id } });
  await db.sale.upsert({ where: { id: base.id }, create: { id: base.id, ...data }, update: data });
  if (before && data.lastBuyerMessageAt && before.lastBuyerMessageAt?.getTime() !== data.lastBuyerMessageAt.getTime()) await clearSaleReads(db, base.id);
  const changed =
    !before ||
    before.conversationState !== data.conversationState ||
    before.lastMessageAt?.getTime() !== data.lastMessageAt?.getTime() ||
    before.reasonsAvailable.join() !== data.reasonsAvailable.join() ||
    before.shipmentStatus !== data.shipmentStatus;
  if (changed) publishInboxEvent(workspaceId, { type: "conversation.updated", saleId: String(base.id) });
  return { changed };
}

/** The base of a sale we may not know yet, from the orders (hint: message_resources' "packs" or "orders"). */
export async function loadBase(db: Db, marketplace: SellerClient, workspaceId: string, saleId: bigint, hint?: "packs" | "orders"): Promise<SaleBase> {
  const known = await db.sale.findUnique({ where: { id: saleId } });
  // Another workspace's sale is never served from our copy: the upstream read below answers 403 for it.
  if (known && known.workspaceId === workspaceId) {
    return {
      id: known.id, isPack: known.isPack, orderIds: known.orderIds, buyerId: known.buyerId, buyerNickname: known.buyerNickname,
      items: known.items as SaleBase["items"], total: known.total, currencyId: known.currencyId, dateCreated: known.dateCreated, shipmentId: known.shipmentId,
    };
  }
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
export async function refreshSale(db: Db, marketplace: SellerClient, workspaceId: string, sellerId: number, saleId: bigint, hint?: "packs" | "orders") {
  const base = await loadBase(db, marketplace, workspaceId, saleId, hint);
  const enriched = await enrichSale(marketplace, sellerId, base);
  await storeSale(db, workspaceId, base, enriched);
  return { base, ...enriched };
}
