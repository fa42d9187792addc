import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { claimIdOf, itemIdOf, messageIdOf, questionIdOf } from "./parse";
import { paced, stepAside } from "./step-aside";
import { sqlUtc } from "../db/sql-time";
import { isFinalUpstreamError } from "./final-error";

/** lib/questions/sync-question.ts's contract: read /questions/{id} and upsert our copy. */
export type SyncQuestion = (
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  questionId: number,
) => Promise<{ changed: boolean } | null>;

/** lib/sales/sync-message.ts's contract: read /messages/{id} and refresh the sale it belongs to. */
export type SyncMessage = (db: Db, marketplace: SellerClient, workspaceId: string, sellerId: number, messageId: string) => Promise<unknown>;
/** lib/listing/seller-listing.ts's contract: read /items/{id} and keep it in the seller's list. */
export type SyncItem = (
  db: Db,
  marketplace: SellerClient,
  owner: { workspaceId: string; sellerId: number },
  itemId: string,
) => Promise<unknown>;

/** lib/claims/sync-claim.ts's contract: read the claim and refresh our copy. */
export type SyncClaim = (db: Db, marketplace: SellerClient, workspaceId: string, claimId: number) => Promise<unknown>;

export interface ProcessDeps {
  db: Db;
  clientFor: (sellerId: number) => Promise<SellerClient>;
  sync: SyncQuestion;
  /** Topic messages (post-sale); without it those notifications are kept but ignored. */
  syncMessage?: SyncMessage;
  /** Topic items (the seller's list); without it those notifications are kept but ignored. */
  syncItem?: SyncItem;
  /** Topic post_purchase (claims); without it those notifications are kept but ignored. */
  syncClaim?: SyncClaim;
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

/** After this many failed attempts (or at once on a final answer, final-error.ts) a notification is marked failed (the sweep still catches the question). */
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
 * Processes due pending notifications once (up to `limit` reads). Each worker claims the next due row
 * with FOR UPDATE SKIP LOCKED just before it processes it (two instances asking at once get different
 * rows, neither waits), together with every other due row for the same resource: the marketplace sends
 * several notifications for one question (each answer, each edit, each retry of a missed one), and one
 * read brings our copy up to date for all of them, so a burst of 1,000 notifications on 300 questions
 * makes 300 reads, not 1,000. The claim hides the rows for the lease by moving their next attempt
 * forward: a crashed worker's claim simply expires. Claiming one resource at a time keeps the lease
 * about one upstream read, not a whole batch. Each finish is fenced by the attempt number it claimed,
 * so a worker whose lease ran out cannot overwrite a newer one.
 */
export async function processDueNotifications(deps: ProcessDeps, { limit = 100, concurrency = 4 } = {}): Promise<ProcessSummary> {
  const summary: ProcessSummary = { claimed: 0, processed: 0, ignored: 0, retried: 0, failed: 0 };
  let budget = limit;
  const step = async () => {
    const now = deps.now?.() ?? new Date();
    const rows = await claimDue(deps.db, now, deps.leaseMs ?? LEASE_MS);
    if (rows.length === 0) return false;
    summary.claimed += rows.length;
    summary[await processGroup(deps, rows, now)] += rows.length;
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

/** The next due row and every other due row for the same (seller, topic, resource), claimed together. */
async function claimDue(db: Db, now: Date, leaseMs: number): Promise<Row[]> {
  // The seller's connection comes with the claim (one statement, not two per notification). Siblings
  // are only rows already due: a row another worker has claimed has its next attempt moved past now.
  const rows = await db.$queryRawUnsafe<
    {
      id: string;
      topic: string;
      resource: string;
      user_id: string;
      source: string;
      received_at: string;
      attempts: number;
      workspace_id: string | null;
    }[]
  >(
    `WITH head AS (
       SELECT id, topic, resource, user_id FROM marketplace_notifications WHERE status = 'pending' AND next_attempt_at <= $1::timestamp
       ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE marketplace_notifications SET next_attempt_at = $2::timestamp, attempts = attempts + 1
       WHERE id IN (
         SELECT n.id FROM marketplace_notifications n JOIN head h
           ON n.user_id = h.user_id AND n.topic = h.topic AND n.resource = h.resource
         WHERE n.status = 'pending' AND n.next_attempt_at <= $1::timestamp
         FOR UPDATE OF n SKIP LOCKED)
       RETURNING id, topic, resource, user_id, source, attempts, received_at)
     SELECT c.id, c.topic, c.resource, c.user_id::text AS user_id, c.source, c.attempts, mc.workspace_id,
       to_char(c.received_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS received_at
     FROM claimed c LEFT JOIN marketplace_connections mc ON mc.seller_id = c.user_id`,
    sqlUtc(now),
    sqlUtc(new Date(now.getTime() + leaseMs)),
  );
  return rows
    .map((r) => ({
      id: r.id,
      topic: r.topic,
      resource: r.resource,
      userId: BigInt(r.user_id),
      source: r.source,
      receivedAt: new Date(r.received_at),
      attempts: Number(r.attempts),
      workspaceId: r.workspace_id,
    }))
    .sort((x, y) => x.receivedAt.getTime() - y.receivedAt.getTime());
}

type Row = {
  id: string;
  topic: string;
  resource: string;
  userId: bigint;
  source: string;
  receivedAt: Date;
  attempts: number;
  /** The connected seller's workspace; null when the seller is not connected. */
  workspaceId: string | null;
};

/** One read of the resource for every row of the group; each row then ends as that read did. */
async function processGroup(deps: ProcessDeps, rows: Row[], now: Date): Promise<"processed" | "ignored" | "retried" | "failed"> {
  const { db } = deps;
  const first = rows[0]!;
  const handle = handlerFor(deps, first);
  const workspaceId = first.workspaceId;
  if (handle === null || workspaceId === null) {
    // Not ours to act on (a seller who is not connected, or a topic we do not handle): keep the record only.
    for (const row of rows) await markIgnored(db, row, now, handle === null ? "unknown topic" : "seller not connected");
    return "ignored";
  }
  try {
    // The sync functions publish their own events (question.updated, conversation.updated) when our copy changed.
    await handle(await deps.clientFor(Number(first.userId)), workspaceId);
    await finishProcessed(db, workspaceId, rows);
    return "processed";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The group shares one fate: rows joined it at different attempt counts, the oldest decides.
    const failed = Math.max(...rows.map((r) => r.attempts)) >= MAX_ATTEMPTS || isFinalUpstreamError(error);
    const retryAt = new Date(now.getTime() + backoffMs(first.attempts));
    for (const row of rows) {
      await recordFailure(db, row, workspaceId, message.slice(0, 500), failed ? { failedAt: now } : { retryAt });
    }
    return failed ? "failed" : "retried";
  }
}

// Every write that ends an attempt is fenced: only the holder of the latest claim may finish a row (its
// attempt number is the fencing token), so a worker whose lease ran out cannot overwrite a newer one.

/** Not ours to act on: the record is kept, marked ignored with why. */
async function markIgnored(db: Db, row: Row, now: Date, why: string) {
  await db.$executeRawUnsafe(
    `UPDATE marketplace_notifications SET status = 'ignored', processed_at = $3::timestamp, last_error = $4
     WHERE id = $1 AND status = 'pending' AND attempts = $2`,
    row.id,
    row.attempts,
    sqlUtc(now),
    why,
  );
}

/** A failed attempt: tried again after a backoff, or marked failed for good after MAX_ATTEMPTS. */
async function recordFailure(db: Db, row: Row, workspaceId: string, error: string, next: { retryAt: Date } | { failedAt: Date }) {
  const failedAt = "failedAt" in next ? sqlUtc(next.failedAt) : null;
  const retryAt = "retryAt" in next ? sqlUtc(next.retryAt) : null;
  await db.$executeRawUnsafe(
    `UPDATE marketplace_notifications SET workspace_id = $3, last_error = $4,
       status = CASE WHEN $5::timestamp IS NULL THEN status ELSE 'failed' END, processed_at = coalesce($5::timestamp, processed_at),
       next_attempt_at = coalesce($6::timestamp, next_attempt_at)
     WHERE id = $1 AND status = 'pending' AND attempts = $2`,
    row.id,
    row.attempts,
    workspaceId,
    error,
    failedAt,
    retryAt,
  );
}

/** One dispatch entry per topic: what reading the notified resource means. Null = not a topic we act on. */
function handlerFor(deps: ProcessDeps, row: Row): ((marketplace: SellerClient, workspaceId: string) => Promise<unknown>) | null {
  const questionId = questionIdOf(row.topic, row.resource);
  if (questionId !== null) return (marketplace, workspaceId) => deps.sync(deps.db, marketplace, workspaceId, questionId);
  const messageId = messageIdOf(row.topic, row.resource);
  const syncMessage = deps.syncMessage;
  if (messageId !== null && syncMessage)
    return (marketplace, workspaceId) => syncMessage(deps.db, marketplace, workspaceId, Number(row.userId), messageId);
  const itemId = itemIdOf(row.topic, row.resource);
  const syncItem = deps.syncItem;
  if (itemId !== null && syncItem)
    return (marketplace, workspaceId) => syncItem(deps.db, marketplace, { workspaceId, sellerId: Number(row.userId) }, itemId);
  const claimId = claimIdOf(row.topic, row.resource);
  const syncClaim = deps.syncClaim;
  if (claimId !== null && syncClaim) return (marketplace, workspaceId) => syncClaim(deps.db, marketplace, workspaceId, claimId);
  return null;
}

/**
 * Marks the group's rows processed (each fenced by its own attempt number) and, for those that held,
 * does the bookkeeping for Settings → Notifications (when the last one arrived, how many missed ones
 * were replayed): one statement for the whole group. Replayed ones do not move the arrival time; the
 * upsert is safe when several workers race to create the workspace's row.
 */
async function finishProcessed(db: Db, workspaceId: string, rows: Row[]) {
  await db.$executeRawUnsafe(
    `WITH done AS (
       UPDATE marketplace_notifications n SET status = 'processed', processed_at = $3::timestamp, workspace_id = $4, last_error = NULL
       FROM unnest($1::text[], $2::int[]) AS f(id, attempts)
       WHERE n.id = f.id AND n.status = 'pending' AND n.attempts = f.attempts
       RETURNING n.source, n.received_at)
     INSERT INTO workspace_syncs (workspace_id, last_notification_at, missed_replayed)
     SELECT $4::text, max(received_at) FILTER (WHERE source <> 'missed_feed'), (count(*) FILTER (WHERE source = 'missed_feed'))::int
     FROM done HAVING count(*) > 0
     ON CONFLICT (workspace_id) DO UPDATE SET
       last_notification_at = GREATEST(workspace_syncs.last_notification_at, EXCLUDED.last_notification_at),
       missed_replayed = workspace_syncs.missed_replayed + EXCLUDED.missed_replayed`,
    rows.map((r) => r.id),
    rows.map((r) => r.attempts),
    sqlUtc(new Date()),
    workspaceId,
  );
}
