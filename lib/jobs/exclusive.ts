import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { logger } from "../log";

const log = logger("jobs");

/**
 * Work that must run once across every instance on one database, on claimed rows of scheduled_jobs
 * (PGlite and PostgreSQL alike). Times come from the database's clock, so instances whose clocks
 * disagree still agree on who holds what. Not advisory locks: a session lock lives on one pooled
 * connection, which Prisma does not let us keep, and a transaction held open for a whole sweep would.
 */

/** This process, as a lease holder (a restarted process is a new holder; its old leases expire). */
const INSTANCE = randomUUID();
const NOW = `(now() AT TIME ZONE 'UTC')`;

async function ensureRow(db: Db, name: string) {
  await db.scheduledJob.createMany({ data: [{ name }], skipDuplicates: true });
}

/**
 * Claims this period's run of a schedule (periods are fixed slots of `everyMs` on the database's
 * clock): true for exactly one caller per slot, however many instances ask and whenever they ask.
 */
export async function claimScheduledRun(db: Db, name: string, everyMs: number): Promise<boolean> {
  await ensureRow(db, name);
  const slotStart = `to_timestamp(floor(extract(epoch FROM now()) * 1000 / $2) * $2 / 1000.0) AT TIME ZONE 'UTC'`;
  const claimed = await db.$executeRawUnsafe(
    `UPDATE scheduled_jobs SET last_started_at = ${NOW}, runs = runs + 1
     WHERE name = $1 AND (last_started_at IS NULL OR last_started_at < ${slotStart})`,
    name,
    everyMs,
  );
  return claimed === 1;
}

/**
 * Runs `fn` only if no other instance is running the same named work: a lease on the job's row,
 * released when `fn` settles and expiring after `leaseMs` if this process dies first (SIGKILL).
 * Returns `{ ran: false }` when someone else holds it.
 */
export async function runExclusive<T>(
  db: Db,
  name: string,
  leaseMs: number,
  fn: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  await ensureRow(db, name);
  const token = `${INSTANCE}:${randomUUID()}`;
  const claimed = await db.$executeRawUnsafe(
    `UPDATE scheduled_jobs SET locked_until = ${NOW} + make_interval(secs => $2::double precision / 1000), locked_by = $3,
       last_started_at = ${NOW}, runs = runs + 1
     WHERE name = $1 AND (locked_until IS NULL OR locked_until < ${NOW})`,
    name,
    leaseMs,
    token,
  );
  if (claimed !== 1) return { ran: false };
  try {
    return { ran: true, result: await fn() };
  } finally {
    await db.scheduledJob
      .updateMany({ where: { name, lockedBy: token }, data: { lockedUntil: null, lockedBy: null } })
      .catch(() => undefined);
  }
}

/**
 * A timer that runs `fn` once per `everyMs` across all instances: each instance ticks, one claims the
 * slot. Ticks come a few times a slot so a slow or dead instance does not skip the period.
 */
export function scheduleOnce(
  db: () => Promise<Db>,
  name: string,
  everyMs: number,
  fn: () => Promise<void>,
  tickMs = Math.max(1_000, Math.floor(everyMs / 4)),
): () => void {
  const tick = async () => {
    try {
      if (await claimScheduledRun(await db(), name, everyMs)) await fn();
    } catch (error) {
      log.error({ err: error, job: name }, "scheduled job failed");
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
