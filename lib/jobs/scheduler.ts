import "server-only";
import { getDb, listenDb } from "../db";
import { env } from "../env";
import { scheduleOnce } from "./exclusive";
import type { MarketplaceError } from "../marketplace/errors";
import { sellerClient } from "../marketplace/server";
import { pruneAttemptWindows } from "../team/rate-limit";
import { createEventLog, pruneLiveEvents } from "../live/event-log";
import { attachEventTransport } from "../live/bus";
import { notificationProcessor } from "../notifications/runtime";
import { pruneNotifications } from "../notifications/prune";
import { reencryptLegacyTokens } from "../crypto/reencrypt-tokens";
import { createTokenCipher } from "../crypto/token-cipher";
import { secrets } from "../secrets";
import { expirePresence } from "../live/presence";
import { trackRead } from "./read-progress";
import { sweepWorkspace, type SweepResult } from "../questions/sweep";
import { sweepSales } from "../sales/import-sales";
import { sweepClaims } from "../claims/import-claims";
import { recordReputationIfDue } from "../health/record-daily";
import { refreshListingIfOld, type ListingOwner } from "../listing/seller-listing";
import { firstTimeInProcess } from "../process-singleton";
import { logger } from "../log";

const sweepLog = logger("sweep");
const tokensLog = logger("tokens");

const SWEEP_EVERY_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** Presence expiry runs on every instance (each stale row goes to exactly one of them). */
const PRESENCE_EXPIRY_MS = 2_000;

/** The start-once name of the live workers (lib/sales/all-accounts.test.ts takes it first to keep them off). */
const LIVE_WORKERS = "liveWorkers";

/**
 * Starts, once per process: the event bus over the database, the notification processor, presence
 * expiry, and the schedules that must run once across instances (the sweep, pruning). Called through
 * startBackgroundWork() (background-work.ts) at server start and from the routes that need them (in case it did not run);
 * nothing here runs at import time, so `next build` never opens the database.
 */
export function startLiveWorkers(): void {
  if (!firstTimeInProcess(LIVE_WORKERS)) return;
  // Synchronously installed: a publish before the listener is up waits for it instead of staying local.
  attachEventTransport(createEventLog(getDb, listenDb).transport);
  // Tokens stored before the cipher bound them to their seller and column are rewritten (once).
  void getDb()
    .then((db) => reencryptLegacyTokens(db, createTokenCipher(secrets().tokenKey)))
    .then((n) => n && tokensLog.info(`re-encrypted ${n} stored connection(s) bound to their seller`))
    .catch((error: Error) => tokensLog.error({ err: error }, "re-encrypting stored tokens failed"));
  const processor = notificationProcessor();
  processor.start();
  processor.kick();
  setInterval(() => {
    void getDb()
      .then((db) => expirePresence(db))
      .catch((error: Error) => logger("presence").error({ err: error }, "expiry failed"));
  }, PRESENCE_EXPIRY_MS).unref();
  scheduleOnce(getDb, "sweep-all-workspaces", SWEEP_EVERY_MS, sweepAllWorkspaces);
  scheduleOnce(getDb, "prune-live-data", PRUNE_EVERY_MS, async () => {
    const db = await getDb();
    await pruneLiveEvents(db);
    await pruneAttemptWindows(db);
    await pruneNotifications(db);
  });
}

/** Runs the sweep for one workspace now (the inbox opening, the schedule), then processes what it queued. */
export async function sweepNow(workspaceId: string): Promise<SweepResult | null> {
  const db = await getDb();
  const result = await trackRead("questions-sync", workspaceId, (track) =>
    sweepWorkspace(
      { db, clientFor: async (sellerId) => track(await sellerClient(sellerId)), applicationId: env().MARKETPLACE_CLIENT_ID },
      workspaceId,
    ),
  );
  if (result?.missedEnqueued) notificationProcessor().kick();
  return result;
}

/** Reads the seller's list of items again when our copy is missing or old (a new connection, the sweep). */
export async function readListingWhenOld(owner: ListingOwner): Promise<void> {
  await refreshListingIfOld(await getDb(), await sellerClient(owner.sellerId), owner);
}

async function sweepAllWorkspaces(): Promise<void> {
  try {
    const db = await getDb();
    const connections = await db.marketplaceConnection.findMany({
      where: { status: "active" },
      select: { workspaceId: true, sellerId: true, workspace: { select: { siteId: true } } },
    });
    // One at a time: the sweep is background work and must not crowd out requests.
    for (const { workspaceId, sellerId, workspace } of connections) {
      // Expected failures (a revoked grant, the marketplace down) are one line; the next sweep retries.
      // Checked by name: instrumentation loads this module in its own bundle, with its own copy of the class.
      const logFailure = (error: Error) =>
        error?.name === "MarketplaceError"
          ? sweepLog.error({ workspaceId, kind: (error as MarketplaceError).kind }, `workspace failed: ${error.message}`)
          : sweepLog.error({ err: error, workspaceId }, "workspace failed");
      await sweepNow(workspaceId).catch(logFailure);
      // Post-sale: new sales and buyer replies whose messages notification was lost.
      await sweepSales({ db, clientFor: sellerClient }, workspaceId).catch(logFailure);
      // The claims desk: new claims and closed ones whose post_purchase notification was lost.
      await sweepClaims({ db, clientFor: sellerClient }, workspaceId).catch(logFailure);
      // Account health: the day's reputation in our copy (the trend, the all-accounts strip's colour).
      await recordReputationIfDue(
        { db, clientFor: sellerClient },
        { workspaceId, sellerId: Number(sellerId), siteId: workspace.siteId },
      ).catch(logFailure);
      // The seller's list of items, in case an items notification was lost.
      await readListingWhenOld({ workspaceId, sellerId: Number(sellerId), siteId: workspace.siteId }).catch(logFailure);
    }
  } catch (error) {
    sweepLog.error({ err: error }, "scheduled sweep failed");
  }
}
