import "server-only";
import { logger } from "../log";
import type { Db } from "../db/client";
import { publishLiveEvent } from "../live/bus";
import { getClaim, searchAllClaims, type MarketplaceClaim } from "../marketplace/claims";
import type { SellerClient } from "../marketplace/client";
import { processSingleton } from "../process-singleton";
import { createSingleFlight } from "../single-flight";
import { storeClaim } from "./sync-claim";

const log = logger("claims");

export interface ClaimsSweepDeps {
  db: Db;
  clientFor: (sellerId: number) => Promise<SellerClient>;
}

/** Upstream reads in flight at once per sweep (each stored claim may read its reputation verdict). */
const CONCURRENCY = 4;

const sweeps = processSingleton("claimsSweeps", () => createSingleFlight<string, ClaimsSweepResult | null>());

export interface ClaimsSweepResult {
  /** Open claims the marketplace listed. */
  open: number;
  /** Claims whose row changed (new ones included). */
  changed: number;
  /** Claims we had open that are no longer listed open: read one by one (closed, usually). */
  reread: number;
  failed: number;
}

/** One sweep per workspace at a time: teammates opening the desk together share it. */
export function sweepClaims(deps: ClaimsSweepDeps, workspaceId: string): Promise<ClaimsSweepResult | null> {
  return sweeps.run(workspaceId, () => sweepOnce(deps, workspaceId));
}

/**
 * The first import and the reconciliation of the desk: every open claim of the seller (the search's
 * seller-own claims, 100 a page), stored with its reputation verdict; claims our copy holds open that the
 * search no longer lists are read one by one, so a claim closed while a notification was lost leaves the
 * list. One claim failing never stops the others.
 */
async function sweepOnce({ db, clientFor }: ClaimsSweepDeps, workspaceId: string): Promise<ClaimsSweepResult | null> {
  const ws = await db.workspace.findUnique({ where: { id: workspaceId }, include: { connection: true } });
  if (!ws?.connection || ws.connection.status !== "active") return null;
  const sellerId = Number(ws.sellerId);
  const marketplace = await clientFor(sellerId);

  const open = await searchAllClaims(marketplace, sellerId, { status: "opened" });
  const listed = new Set(open.map((c) => String(c.id)));
  const storedOpen = await db.claim.findMany({ where: { workspaceId, status: "opened" }, select: { id: true } });
  const gone = storedOpen.map((c) => Number(c.id)).filter((id) => !listed.has(String(id)));

  const work: Array<MarketplaceClaim | number> = [...open, ...gone];
  const result: ClaimsSweepResult = { open: open.length, changed: 0, reread: gone.length, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const item = work[next++]!;
      try {
        const claim = typeof item === "number" ? await getClaim(marketplace, item) : item;
        if ((await storeClaim(db, marketplace, workspaceId, claim, { announce: false })).changed) result.changed++;
      } catch (error) {
        result.failed++;
        log.warn({ workspaceId, claimId: typeof item === "number" ? item : item.id, err: error }, "a claim of the sweep failed");
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // One event for the whole import, not one per claim: every open desk refetches once.
  if (result.changed > 0) publishLiveEvent(workspaceId, { type: "claims.synced" });
  return result;
}
