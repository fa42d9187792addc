import "server-only";
import { getDb } from "../db";
import { env } from "../env";
import type { MarketplaceError } from "../marketplace/errors";
import { sellerClient } from "../marketplace/server";
import { notificationProcessor } from "./notifications/runtime";
import { sweepWorkspace, type SweepResult } from "./sweep";
import { sweepSales } from "../sales/import-sales";

const SWEEP_EVERY_MS = 5 * 60_000;
/** Let the server finish starting (and the first requests through) before the first sweep. */
const FIRST_SWEEP_AFTER_MS = 15_000;

const holder = globalThis as unknown as { mostradorLiveWorkers?: boolean };

/**
 * Starts the notification processor and the periodic sweep, once per process. Called from
 * instrumentation.ts (server start) and from the callback (in case instrumentation did not run);
 * nothing here runs at import time, so `next build` never opens the database.
 */
export function startLiveWorkers(): void {
  if (holder.mostradorLiveWorkers) return;
  holder.mostradorLiveWorkers = true;
  const processor = notificationProcessor();
  processor.start();
  processor.kick();
  setTimeout(() => void sweepAllWorkspaces(), FIRST_SWEEP_AFTER_MS).unref();
  setInterval(() => void sweepAllWorkspaces(), SWEEP_EVERY_MS).unref();
}

/** Runs the sweep for one workspace now (the inbox opening, the schedule), then processes what it queued. */
export async function sweepNow(workspaceId: string): Promise<SweepResult | null> {
  const result = await sweepWorkspace({ db: await getDb(), clientFor: sellerClient, applicationId: env().MARKETPLACE_CLIENT_ID }, workspaceId);
  if (result?.missedEnqueued) notificationProcessor().kick();
  return result;
}

async function sweepAllWorkspaces(): Promise<void> {
  try {
    const db = await getDb();
    const connections = await db.marketplaceConnection.findMany({ where: { status: "active" }, select: { workspaceId: true } });
    // One at a time: the sweep is background work and must not crowd out requests.
    for (const { workspaceId } of connections) {
      // Expected failures (a revoked grant, the marketplace down) are one line; the next sweep retries.
      // Checked by name: instrumentation loads this module in its own bundle, with its own copy of the class.
      const logFailure = (error: Error) =>
        console.error(`[sweep] workspace ${workspaceId} failed:`, error?.name === "MarketplaceError" ? `${(error as MarketplaceError).kind} (${error.message})` : error);
      await sweepNow(workspaceId).catch(logFailure);
      // Post-sale: new sales and buyer replies whose messages notification was lost.
      await sweepSales({ db, clientFor: sellerClient }, workspaceId).catch(logFailure);
    }
  } catch (error) {
    console.error("[sweep] scheduled sweep failed", error);
  }
}
