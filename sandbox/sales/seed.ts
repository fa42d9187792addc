import { SITES, type User } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import type { Rng } from "../core/rng.ts";
import type { SandboxState } from "../state.ts";
import { seedConversation } from "./seed-conversations.ts";
import { shipmentStatus } from "./seed-shipments.ts";
import { localDayEnd, seedDispatchDeadlines } from "./seed-dispatch.ts";
import { createSalesState, DEFAULT_CAPS, type SalesState } from "./state.ts";
import type { LogisticType, Order, OrderItem, Sale } from "./types.ts";
import { STATE_NAMES, ZIP_CODES } from "./places.ts";

const DAY = 86_400_000;
const WINDOW_DAYS = 60;
/** Share of packs that are large carts, and their sizes: rarer the bigger, as real carts (README). */
const LARGE_CART_SHARE = 0.2;
const LARGE_CART_ORDERS: Array<[number, number]> = [
  [4, 3],
  [5, 2],
  [6, 1],
];
/** A seller's newest sales this many (well inside the list's first page of 30) hold a large cart, and so do the older ones. */
const RECENT_SALES = 20;

/** A realistic ME2-heavy mix: Full and drop off dominate, flex and custom are a minority (README). */
const LOGISTIC_MIX: Array<[LogisticType, number]> = [
  ["fulfillment", 25],
  ["cross_docking", 18],
  ["drop_off", 22],
  ["xd_drop_off", 8],
  ["self_service", 14],
  ["custom", 13],
];

/** Classifieds (real estate, vehicles) are not bought through orders. */
const SELLABLE = (i: Item) => i.buying_mode === "buy_it_now" && i.topic !== "real_estate" && i.topic !== "vehicles";

/**
 * Orders, packs, shipments and conversations for every seeded seller over the last 60 days, from the
 * catalog's items and the seeded buyers of the seller's site. Sellers without items get no sales.
 */
export function seedSales(state: SandboxState, rng: Rng, now: Date, counts: ReadonlyMap<number, number> = new Map()): SalesState {
  const sales = createSalesState();
  const ids = { order: 2_000_004_512_300_000, pack: 2_000_005_870_100_000, shipment: 41_873_200_000 };
  const users = [...state.users.values()];
  const items = [...(state.catalog?.items.values() ?? [])].filter(SELLABLE);
  const onItsWay: Array<Omit<FlexSeed, "ids" | "now">> = [];

  for (const seller of users.filter((u) => u.role === "seller")) {
    const own = items.filter((i) => i.seller_id === seller.id);
    const buyers = users.filter((u) => u.role === "buyer" && u.site_id === seller.site_id);
    if (own.length === 0 || buyers.length === 0) continue;
    const srng = rng.fork(String(seller.id));
    // Large carts draw from their own generator: every other sale, order and id stays what it was.
    const cartRng = rng.fork(`${seller.id}:large-carts`);
    const packSeen = new Set<"older" | "recent">();
    const manufactured = pickManufactured(own, srng);
    // A bench can ask for a big seller (POST /__sandbox/sellers/{id}/sales); otherwise ≈0.9 × items.
    const count = counts.get(seller.id) ?? Math.min(160, Math.max(40, Math.round(own.length * 0.9)));
    // Dates first, sorted, so ids grow with time as real ids do.
    const starts = Array.from(
      { length: count },
      () => now.getTime() - Math.floor(srng.next() ** 1.3 * WINDOW_DAYS * DAY) - srng.int(5, 600) * 60_000,
    ).sort((a, b) => a - b);

    starts.forEach((start, index) => {
      const buyer = srng.pick(buyers);
      const packOrders = srng.bool(0.12) ? srng.int(2, 3) : 1;
      const logistic = srng.weighted(LOGISTIC_MIX);
      const cancelled = packOrders === 1 && srng.bool(0.04);
      const created = new Date(start);
      const shipmentId = (ids.shipment += srng.int(1_000, 40_000));
      const saleOrders: Order[] = [];
      for (let k = 0; k < packOrders; k++) {
        // Every 19th sale carries a made-to-order product, so each seller has manufacturing-time exceptions.
        const item =
          k === 0 && index % 19 === 7 && manufactured.size > 0 ? srng.pick(own.filter((i) => manufactured.has(i.id))) : srng.pick(own);
        const line: OrderItem = {
          item_id: item.id,
          title: item.title,
          category_id: item.category_id,
          quantity: item.price < 50_000 && srng.bool(0.2) ? srng.int(2, 3) : 1,
          unit_price: item.price,
          manufacturing_days: manufactured.has(item.id) ? srng.pick([5, 7, 10, 15, 20]) : null,
        };
        const id = (ids.order += srng.int(3_000, 90_000));
        saleOrders.push({
          id,
          pack_id: null,
          sale_id: id,
          seller_id: seller.id,
          buyer_id: buyer.id,
          site_id: seller.site_id,
          status: cancelled ? "cancelled" : "paid",
          date_created: created,
          date_closed: new Date(start + srng.int(1, 25) * 60_000),
          items: [line],
          currency_id: item.currency_id || SITES[seller.site_id].currency_id,
          shipment_id: shipmentId,
          tags: [],
        });
      }
      if (packOrders > 1) {
        // Some packs are large carts, and the first pack of the older sales and of the newest ones always is:
        // every seller has some, and the list's first page shows one.
        const part = index >= starts.length - RECENT_SALES ? "recent" : "older";
        const large = cartRng.bool(LARGE_CART_SHARE) || !packSeen.has(part);
        packSeen.add(part);
        if (large) {
          saleOrders.push(
            ...largeCartOrders(saleOrders, cartRng.weighted(LARGE_CART_ORDERS) - packOrders, own, manufactured, cartRng, ids.order, start),
          );
        }
      }
      const orderCount = saleOrders.length;
      const saleId = orderCount > 1 ? (ids.pack += srng.int(2_000, 60_000)) : saleOrders[0]!.id;
      const lines = saleOrders.flatMap((o) => o.items);
      const sale: Sale = {
        id: saleId,
        is_pack: orderCount > 1,
        order_ids: saleOrders.map((o) => o.id),
        seller_id: seller.id,
        buyer_id: buyer.id,
        site_id: seller.site_id,
        shipment_id: shipmentId,
        date_created: created,
        excepted: lines.some((l) => own.find((i) => i.id === l.item_id)?.topic === "auto_parts")
          ? "auto_parts"
          : lines.some((l) => l.manufacturing_days)
            ? "manufacturing_time"
            : null,
        blocked: cancelled ? "blocked_by_payment" : srng.bool(0.05) ? srng.pick(["blocked_by_buyer", "bloqued_by_mediation"]) : null,
        caps: { ...DEFAULT_CAPS },
        buyer_replied: false,
        messages: [],
      };
      const status = shipmentStatus(
        srng,
        logistic,
        (now.getTime() - start) / DAY,
        cancelled,
        lines.some((l) => l.manufacturing_days),
      );
      sales.shipments.set(shipmentId, {
        id: shipmentId,
        sale_id: saleId,
        order_ids: sale.order_ids,
        seller_id: seller.id,
        buyer_id: buyer.id,
        site_id: seller.site_id,
        status: status.status,
        substatus: status.substatus,
        logistic_type: logistic,
        mode: logistic === "custom" ? "custom" : "me2",
        date_created: new Date(start + 30 * 60_000),
        last_updated: new Date(Math.min(now.getTime(), start + status.ageMs)),
        receiver: receiverOf(buyer),
        handling_limit: null,
      });
      for (const order of saleOrders) {
        order.pack_id = sale.is_pack ? saleId : null;
        order.sale_id = saleId;
        order.tags = [
          ...(order.status === "paid" ? ["paid"] : []),
          status.status === "delivered" ? "delivered" : "not_delivered",
          ...(sale.is_pack ? ["pack_order"] : []),
        ];
        sales.orders.set(order.id, order);
      }
      seedConversation(sales, sale, status.status, srng, now);
      sales.sales.set(saleId, sale);
    });
    // A bench's seller gets exactly the count it asked for.
    if (!counts.has(seller.id)) onItsWay.push({ sales, seller, own, buyers, manufactured, rng: rng.fork(`${seller.id}:flex-on-its-way`) });
  }
  // After every seller's random sales, from the counters where they ended: none of those moves.
  for (const plan of onItsWay) seedFlexOnItsWay({ ...plan, ids, now });
  // Then one sale bought earlier today that must still leave today (account health's dispatch risk), from its own
  // stream and the counters where the Flex sales left them: nothing seeded before moves.
  for (const plan of onItsWay)
    seedOnItsWay({ ...plan, rng: rng.fork(`${plan.seller.id}:due-today`), ids, now }, "drop_off", boughtEarlierToday(plan.seller, now));
  seedDispatchDeadlines(sales, now);
  return sales;
}

interface FlexSeed {
  sales: SalesState;
  seller: User;
  own: Item[];
  buyers: User[];
  manufactured: Set<string>;
  rng: Rng;
  ids: { order: number; shipment: number };
  now: Date;
}

/**
 * One Flex sale bought two hours ago, ready to ship and not yet talked about: the random mix can leave a
 * seller without a Flex sale still on its way, and that is the only kind a delivery promise applies to.
 * A plain item (not made to order, not auto parts), so it is no excepted case.
 */
function seedFlexOnItsWay(plan: FlexSeed) {
  seedOnItsWay(plan, "self_service", plan.now.getTime() - 2 * 3_600_000);
}

/** Halfway between the start of the seller's local day and now: always before noon's cutoff, always today. */
function boughtEarlierToday(seller: User, now: Date): number {
  const dayStart = localDayEnd(now, SITES[seller.site_id].utcOffset, -1).getTime() + 1;
  return dayStart + Math.floor((now.getTime() - dayStart) / 2);
}

/** One plain sale ready to ship with no conversation yet, bought at `start`. */
function seedOnItsWay({ sales, seller, own, buyers, manufactured, rng, ids }: FlexSeed, logistic: LogisticType, start: number) {
  const plain = own.filter((i) => !manufactured.has(i.id) && i.topic !== "auto_parts");
  if (plain.length === 0) return;
  const item = rng.pick(plain);
  const buyer = rng.pick(buyers);
  const id = (ids.order += rng.int(3_000, 90_000));
  const shipmentId = (ids.shipment += rng.int(1_000, 40_000));
  sales.orders.set(id, {
    id,
    pack_id: null,
    sale_id: id,
    seller_id: seller.id,
    buyer_id: buyer.id,
    site_id: seller.site_id,
    status: "paid",
    date_created: new Date(start),
    date_closed: new Date(start + 3 * 60_000),
    items: [
      { item_id: item.id, title: item.title, category_id: item.category_id, quantity: 1, unit_price: item.price, manufacturing_days: null },
    ],
    currency_id: item.currency_id || SITES[seller.site_id].currency_id,
    shipment_id: shipmentId,
    tags: ["paid", "not_delivered"],
  });
  sales.shipments.set(shipmentId, {
    id: shipmentId,
    sale_id: id,
    order_ids: [id],
    seller_id: seller.id,
    buyer_id: buyer.id,
    site_id: seller.site_id,
    status: "ready_to_ship",
    substatus: "ready_to_print",
    logistic_type: logistic,
    mode: "me2",
    date_created: new Date(start + 30 * 60_000),
    last_updated: new Date(start + 60 * 60_000),
    receiver: receiverOf(buyer),
    handling_limit: null,
  });
  sales.sales.set(id, {
    id,
    is_pack: false,
    order_ids: [id],
    seller_id: seller.id,
    buyer_id: buyer.id,
    site_id: seller.site_id,
    shipment_id: shipmentId,
    date_created: new Date(start),
    excepted: null,
    blocked: null,
    caps: { ...DEFAULT_CAPS },
    buyer_replied: false,
    messages: [],
  });
}

/**
 * The orders that make a pack a large cart: other items of the seller, each once. Their items never
 * change what the sale is excepted for nor whether it waits for manufacturing (auto parts only join a
 * cart that has some, made-to-order products one that has one), so the shipment and conversation seed as
 * before. Their ids come after the pack's last order and stay below the next sale's (3,000 or more above).
 */
function largeCartOrders(
  pack: Order[],
  extra: number,
  own: Item[],
  manufactured: Set<string>,
  rng: Rng,
  lastId: number,
  start: number,
): Order[] {
  const lines = pack.flatMap((o) => o.items);
  const inCart = new Set(lines.map((l) => l.item_id));
  const autoParts = lines.some((l) => own.find((i) => i.id === l.item_id)?.topic === "auto_parts");
  const madeToOrder = lines.some((l) => manufactured.has(l.item_id));
  const fits = own.filter((i) => !inCart.has(i.id) && (autoParts || i.topic !== "auto_parts") && (madeToOrder || !manufactured.has(i.id)));
  const chosen = rng.shuffle(fits).slice(0, extra);
  let id = lastId;
  return chosen.map((item) => {
    id += rng.int(1, 599);
    return {
      ...pack[0]!,
      id,
      sale_id: id,
      date_closed: new Date(start + rng.int(1, 25) * 60_000),
      items: [
        {
          item_id: item.id,
          title: item.title,
          category_id: item.category_id,
          quantity: item.price < 50_000 && rng.bool(0.2) ? rng.int(2, 3) : 1,
          unit_price: item.price,
          manufacturing_days: manufactured.has(item.id) ? rng.pick([5, 7, 10, 15, 20]) : null,
        },
      ],
      currency_id: item.currency_id || pack[0]!.currency_id,
      tags: [],
    };
  });
}

/** About 7% of a seller's non-auto-parts items are made to order (at least one). */
function pickManufactured(own: Item[], rng: Rng): Set<string> {
  const candidates = own.filter((i) => i.topic !== "auto_parts");
  const chosen = new Set(candidates.filter(() => rng.bool(0.07)).map((i) => i.id));
  if (chosen.size === 0 && candidates.length > 0) chosen.add(rng.pick(candidates).id);
  return chosen;
}

function receiverOf(buyer: User) {
  return {
    city: buyer.address.city,
    state_id: buyer.address.state,
    state_name: STATE_NAMES[buyer.address.state] ?? buyer.address.state,
    zip_code: ZIP_CODES[buyer.address.city] ?? "",
  };
}
