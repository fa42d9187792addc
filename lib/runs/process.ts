import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { claimRunItems, renewRunItemClaim, type ClaimedItem } from "./claim";
import type { RunContext, RunHandler, RunItemOutcome, RunRegistry } from "./types";
import { logger } from "../log";

const log = logger("runs");

export interface RunPassSummary {
  claimed: number;
  done: number;
  refused: number;
  failed: number;
  retried: number;
  /** Claimed in this pass but taken over by another worker before their turn came: left to it. */
  lost: number;
}

/**
 * One item's lease. It is renewed when the item's handler starts and then every third of it while the
 * handler runs, so only a worker that stopped (crashed, or lost its database) lets a row go to another.
 */
export const RUN_LEASE_MS = 60_000;
const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * One pass: claims due rows of every registered kind and processes them through their handlers, a few
 * at a time. Each row's lease is renewed as its turn comes (a batch's tail may start well after the
 * claim), and a row another worker took over meanwhile is skipped: no row is processed twice, across
 * workers and instances. Returns what it did; the worker loop keeps calling it while it finds work.
 * `now` is the clock leases are measured with (tests move it).
 */
export async function processRunItems(
  db: Db,
  registry: RunRegistry,
  {
    limit = 20,
    leaseMs = RUN_LEASE_MS,
    heartbeatMs = leaseMs / 3,
    now = () => new Date(),
  }: { limit?: number; leaseMs?: number; heartbeatMs?: number; now?: () => Date } = {},
): Promise<RunPassSummary> {
  const claimed = await claimRunItems(db, [...registry.keys()], { limit, leaseMs, now: now() });
  const summary: RunPassSummary = { claimed: claimed.length, done: 0, refused: 0, failed: 0, retried: 0, lost: 0 };
  if (claimed.length === 0) return summary;
  const runs = new Map<string, RunContext>();
  for (const run of await db.run.findMany({ where: { id: { in: [...new Set(claimed.map((c) => c.runId))] } } })) {
    runs.set(run.id, { id: run.id, kind: run.kind, workspaceId: run.workspaceId, startedById: run.startedById, params: run.params });
  }
  // Rows of one kind share that kind's concurrency; kinds run side by side.
  const byKind = new Map<string, ClaimedItem[]>();
  for (const item of claimed) {
    const kind = runs.get(item.runId)!.kind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), item]);
  }
  await Promise.all(
    [...byKind].map(async ([kind, items]) => {
      const handler = registry.get(kind)!;
      let next = 0;
      const lane = async () => {
        while (next < items.length) {
          const item = items[next++]!;
          if (!(await renewRunItemClaim(db, item, { leaseMs, now: now() }))) {
            summary.lost++;
            continue;
          }
          // A handler may outlast the lease (a 409 lock waited out, a slow marketplace): keep the claim alive.
          const heartbeat = setInterval(
            () => void renewRunItemClaim(db, item, { leaseMs, now: now() }).catch(() => undefined),
            heartbeatMs,
          );
          const outcome = await runHandler(db, handler.process.bind(handler), runs.get(item.runId)!, item).finally(() =>
            clearInterval(heartbeat),
          );
          const status = await settleItem(db, item, outcome, handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, now);
          summary[status]++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(handler.concurrency ?? 4, items.length) }, lane));
    }),
  );
  for (const runId of runs.keys()) await finishRunIfComplete(db, runId);
  return summary;
}

async function runHandler(db: Db, process: RunHandler["process"], run: RunContext, item: ClaimedItem): Promise<RunItemOutcome> {
  try {
    return await process({ db, run, item: { id: item.id, target: item.target, input: item.input, attempts: item.attempts } });
  } catch (error) {
    log.error({ err: error, kind: run.kind, target: item.target }, "a run's item threw");
    return { status: "failed", reason: { code: "internal_error", message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Writes the outcome only while our claim still holds (same attempt number, still pending): if the lease
 * expired and another worker took the row, our late answer is dropped rather than written twice.
 */
async function settleItem(
  db: Db,
  item: ClaimedItem,
  outcome: RunItemOutcome,
  maxAttempts: number,
  now: () => Date,
): Promise<"done" | "refused" | "failed" | "retried"> {
  const where = { id: item.id, status: "pending" as const, attempts: item.attempts };
  if (outcome.status === "retry" && item.attempts < maxAttempts) {
    await db.runItem.updateMany({ where, data: { claimedUntil: new Date(now().getTime() + outcome.afterMs), reason: outcome.reason } });
    return "retried";
  }
  const final = outcome.status === "retry" ? { status: "failed" as const, reason: outcome.reason } : outcome;
  const data: Prisma.RunItemUpdateManyMutationInput = { status: final.status, claimedUntil: null };
  if ("result" in final && final.result !== undefined) data.result = final.result;
  if ("reason" in final) data.reason = final.reason;
  await db.runItem.updateMany({ where, data });
  return final.status;
}

export async function finishRunIfComplete(db: Db, runId: string): Promise<void> {
  const pending = await db.runItem.count({ where: { runId, status: "pending" } });
  if (pending === 0) await db.run.updateMany({ where: { id: runId, status: "running" }, data: { status: "finished" } });
}
