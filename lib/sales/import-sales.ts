import type { Db } from "../db/client";
import { processSingleton } from "../process-singleton";
import { createSingleFlight } from "../single-flight";
import type { SellerClient } from "../marketplace/client";
import { ORDER_PAGE_MAX, searchOrders, type MarketplaceOrder } from "../marketplace/orders";
import { publishLiveEvent } from "../live/bus";
import { refreshItemSnapshots } from "../questions/refresh-snapshots";
import { baseFromStored, basesFromOrders, enrichSale, storeSale, type SaleBase } from "./sync-sale";
import { logger } from "../log";

const log = logger("sales sweep");

export interface SalesSweepDeps {
  db: Db;
  clientFor: (sellerId: number) => Promise<SellerClient>;
}

/** A first import reads every order up to this many (100 pages of 51); later sweeps stop at known ground. */
const MAX_ORDERS = 5_100;
/** Conversations of recent open sales are re-read each sweep: it catches buyer replies whose notification was lost. */
const RECHECK_DAYS = 14;
const RECHECK_MAX = 150;
const RECHECK_AFTER_MS = 5 * 60_000;
/** Upstream reads in flight at once per sweep (the real API allows ~500 GETs a minute on messaging). */
const CONCURRENCY = 6;

const sweeps = processSingleton("salesSweeps", () => createSingleFlight<string, SalesSweepResult | null>());

export interface SalesSweepResult {
  imported: number;
  rechecked: number;
}

/** One sweep per workspace at a time: teammates opening /messages together share it. */
export function sweepSales(deps: SalesSweepDeps, workspaceId: string): Promise<SalesSweepResult | null> {
  return sweeps.run(workspaceId, () => sweepOnce(deps, workspaceId));
}

async function sweepOnce(deps: SalesSweepDeps, workspaceId: string) {
  const { db } = deps;
  const ws = await db.workspace.findUnique({ where: { id: workspaceId }, include: { connection: true } });
  if (!ws?.connection || ws.connection.status !== "active") return null;
  const sellerId = Number(ws.sellerId);
  const marketplace = await deps.clientFor(sellerId);

  // Newest first; stop after a page whose sales we all know (orders are immutable enough for the list).
  const orders: MarketplaceOrder[] = [];
  for (let offset = 0; offset < MAX_ORDERS; offset += ORDER_PAGE_MAX) {
    const page = await searchOrders(marketplace, sellerId, { offset });
    orders.push(...page.results);
    const ids = page.results.map((o) => BigInt(o.pack_id ?? o.id));
    const known = ids.length ? await db.sale.count({ where: { id: { in: ids } } }) : 0;
    if (
      page.results.length < ORDER_PAGE_MAX ||
      offset + ORDER_PAGE_MAX >= page.paging.total ||
      (known === new Set(ids.map(String)).size && offset > 0)
    )
      break;
  }
  const bases = basesFromOrders(orders);
  const knownIds = new Set(
    (await db.sale.findMany({ where: { id: { in: bases.map((b) => b.id) } }, select: { id: true } })).map((s) => String(s.id)),
  );
  const fresh = bases.filter((b) => !knownIds.has(String(b.id)));
  const recheck = await db.sale.findMany({
    where: {
      workspaceId,
      conversationState: { in: ["can_start", "waiting"] },
      dateCreated: { gte: new Date(Date.now() - RECHECK_DAYS * 86_400_000) },
      // Opening the list triggers a sweep: sales read in the last minutes need no second look yet.
      syncedAt: { lt: new Date(Date.now() - RECHECK_AFTER_MS) },
    },
    orderBy: { syncedAt: "asc" },
    take: RECHECK_MAX,
  });
  const recheckBases: SaleBase[] = recheck.map(baseFromStored);

  const work = [...fresh, ...recheckBases];
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const base = work[next++]!;
      // One sale failing (e.g. a 403 on a foreign pack) must not stop the import of the others.
      try {
        await storeSale(db, workspaceId, base, await enrichSale(marketplace, sellerId, base));
      } catch (error) {
        log.error({ err: error, saleId: String(base.id) }, "importing a sale failed");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, work.length) }, worker));
  // Item pictures for the list: the shared item snapshots (multi-get, 20 ids a call, 10-minute TTL).
  try {
    await refreshItemSnapshots(
      db,
      marketplace,
      workspaceId,
      fresh.flatMap((b) => b.items.map((i) => i.itemId)),
    );
  } catch (error) {
    log.error({ err: error, workspaceId }, "reading the item pictures failed");
  }
  await db.salesSync.upsert({
    where: { workspaceId },
    create: { workspaceId, lastSweepAt: new Date(), total: bases.length },
    update: { lastSweepAt: new Date() },
  });
  if (fresh.length) publishLiveEvent(workspaceId, { type: "sales.synced" });
  return { imported: fresh.length, rechecked: recheckBases.length };
}
