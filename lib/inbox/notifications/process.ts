import type { Db } from "../../db/client";
import type { SellerClient } from "../../marketplace/client";
import { messageIdOf, questionIdOf } from "./parse";
import { paced, stepAside } from "./step-aside";
import { sqlUtc } from "../../db/sql-time";

/** lib/inbox/sync-question.ts's contract: read /questions/{id} and upsert our copy. */
export type SyncQuestion = (db: Db, marketplace: SellerClient, workspaceId: string, questionId: number) => Promise<{ changed: boolean } | null>;

/** lib/sales/sync-message.ts's contract: read /messages/{id} and refresh the sale it belongs to. */
export type SyncMessage = (db: Db, marketplace: SellerClient, workspaceId: string, sellerId: number, messageId: string) => Promise<unknown>;

export interface ProcessDeps {
  db: Db;
  clientFor: (sellerId: number) => Promise<SellerClient>;
  sync: SyncQuestion;
  /** Topic messages (post-sale); without it those notifications are kept but ignored. */
  syncMessage?: SyncMessage;
  now?: () => Date;
  /** True while callbacks are being stored: processing steps aside so the callback answers fast. */
  isBusy?: () => boolean;
  /** How long a claim hides a row from other workers (tests shorten it to see a dead worker's rows retaken). */
  leaseMs?: number;
  /**
   * Follow each notification by a rest as long as the loop was busy meanwhile (see `paced`), so requests
   * keep being served while a burst is processed (Prisma's side of every statement runs on this loop).
   */
  paced?: boolean;
}

/** After this many failed attempts a notification is marked failed (the sweep still catches the question). */
export const MAX_ATTEMPTS = 8;
/** A claimed row is invisible to other workers this long; a crashed worker's claim simply expires. */
const LEASE_MS = 60_000;

/** 2 s, 4 s, 8 s … capped at 10 min, with jitter so a marketplace outage is not retried in lockstep. */
export function backoffMs(attempts: number): number {
  const base = Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 600_000);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

export interface ProcessSummary {
  claimed: number;
  processed: number;
  ignored: number;
  retried: number;
  failed: number;
}

/**
 * Processes due pending notifications once (up to `limit`). Each worker claims the next due row with
 * FOR UPDATE SKIP LOCKED just before it processes it (two instances asking at once get different rows,
 * neither waits), and the claim hides it for the lease by moving its next attempt forward: a crashed
 * worker's claim simply expires. Claiming one row at a time keeps the lease about one upstream read,
 * not a whole batch. Each finish is fenced by the attempt number it claimed, so a worker whose lease
 * ran out cannot overwrite a newer one.
 */
export async function processDueNotifications(deps: ProcessDeps, { limit = 100, concurrency = 4 } = {}): Promise<ProcessSummary> {
  const summary: ProcessSummary = { claimed: 0, processed: 0, ignored: 0, retried: 0, failed: 0 };
  let budget = limit;
  const step = async () => {
    const now = deps.now?.() ?? new Date();
    const [row] = await claimDue(deps.db, now, 1, deps.leaseMs ?? LEASE_MS);
    if (!row) return false;
    summary.claimed++;
    summary[await processOne(deps, row, now)]++;
    return true;
  };
  const worker = async () => {
    while (budget > 0) {
      budget--;
      await stepAside(deps.isBusy);
      // Workers overlap their waits on the marketplace; pacing measures the whole loop's work, so with
      // several workers the burst still takes about half the loop, not half per worker.
      if (!(await (deps.paced ? paced(step) : step()))) return;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}

async function claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<Row[]> {
  const rows = await db.$queryRawUnsafe<{ id: string; topic: string; resource: string; user_id: string; source: string; received_at: string; attempts: number }[]>(
    `UPDATE marketplace_notifications SET next_attempt_at = $2::timestamp, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM marketplace_notifications WHERE status = 'pending' AND next_attempt_at <= $1::timestamp
       ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id, topic, resource, user_id::text AS user_id, source, attempts,
       to_char(received_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS received_at`,
    sqlUtc(now),
    sqlUtc(new Date(now.getTime() + leaseMs)),
    limit,
  );
  return rows
    .map((r) => ({ id: r.id, topic: r.topic, resource: r.resource, userId: BigInt(r.user_id), source: r.source, receivedAt: new Date(r.received_at), attempts: Number(r.attempts) }))
    .sort((x, y) => x.receivedAt.getTime() - y.receivedAt.getTime());
}

type Row = { id: string; topic: string; resource: string; userId: bigint; source: string; receivedAt: Date; attempts: number };

async function processOne(deps: ProcessDeps, row: Row, now: Date): Promise<"processed" | "ignored" | "retried" | "failed"> {
  const { db } = deps;
  const handle = handlerFor(deps, row);
  const connection = handle === null ? null : await db.marketplaceConnection.findUnique({ where: { sellerId: row.userId } });
  if (handle === null || !connection) {
    // Not ours to act on (a seller who is not connected, or a topic we do not handle): keep the record only.
    await db.marketplaceNotification.updateMany({
      where: fence(row),
      data: { status: "ignored", processedAt: now, lastError: handle === null ? "unknown topic" : "seller not connected" },
    });
    return "ignored";
  }
  const workspaceId = connection.workspaceId;
  try {
    // The sync functions publish their own events (question.updated, conversation.updated) when our copy changed.
    await handle(await deps.clientFor(Number(row.userId)), workspaceId);
    await db.marketplaceNotification.updateMany({
      where: fence(row),
      data: { status: "processed", processedAt: new Date(), workspaceId, lastError: null },
    });
    await recordArrival(db, workspaceId, row);
    return "processed";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = row.attempts >= MAX_ATTEMPTS;
    await db.marketplaceNotification.updateMany({
      where: fence(row),
      data: {
        workspaceId,
        lastError: message.slice(0, 500),
        ...(failed ? { status: "failed" as const, processedAt: now } : { nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)) }),
      },
    });
    return failed ? "failed" : "retried";
  }
}

/** Only the holder of the latest claim may finish a row (its attempt number is the fencing token). */
function fence(row: Row) {
  return { id: row.id, status: "pending" as const, attempts: row.attempts };
}

/** One dispatch entry per topic: what reading the notified resource means. Null = not a topic we act on. */
function handlerFor(deps: ProcessDeps, row: Row): ((marketplace: SellerClient, workspaceId: string) => Promise<unknown>) | null {
  const questionId = questionIdOf(row.topic, row.resource);
  if (questionId !== null) return (marketplace, workspaceId) => deps.sync(deps.db, marketplace, workspaceId, questionId);
  const messageId = messageIdOf(row.topic, row.resource);
  const syncMessage = deps.syncMessage;
  if (messageId !== null && syncMessage) return (marketplace, workspaceId) => syncMessage(deps.db, marketplace, workspaceId, Number(row.userId), messageId);
  return null;
}

/** Bookkeeping for Settings → Notifications: when the last one arrived, how many missed ones we replayed. */
async function recordArrival(db: Db, workspaceId: string, row: Row) {
  // createMany + skipDuplicates is ON CONFLICT DO NOTHING: safe when several workers race to create the row.
  await db.workspaceSync.createMany({ data: [{ workspaceId }], skipDuplicates: true });
  if (row.source === "missed_feed") {
    await db.workspaceSync.update({ where: { workspaceId }, data: { missedReplayed: { increment: 1 } } });
    return;
  }
  await db.workspaceSync.updateMany({
    where: { workspaceId, OR: [{ lastNotificationAt: null }, { lastNotificationAt: { lt: row.receivedAt } }] },
    data: { lastNotificationAt: row.receivedAt },
  });
}
