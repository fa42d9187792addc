import type { Db } from "../db/client";
import type { Listen } from "../db/listen";
import { liveEventSchema } from "../schemas/live-events";
import { deliverWorkspaceEvent, type EventTransport, type StoredEvent, type WorkspaceEvent } from "./bus";
import { logger } from "../log";

const log = logger("events");

export const LIVE_EVENTS_CHANNEL = "mostrador_live_events";
/** Fixed key: serializes publishes so ids become visible in increasing order (a cursor never skips one). */
const PUBLISH_LOCK = 7_240_114;
const READ_BATCH = 500;
/** While a burst is processed, every notification publishes an event and every instance wakes for each. */
const MIN_READ_INTERVAL_MS = 50;
/** How long a disconnected browser can stay away and still resume without missing anything. */
export const KEEP_EVENTS_MINUTES = 60;

/**
 * The event bus over the database, one code path for PGlite and PostgreSQL: publishing inserts a row
 * into live_events and NOTIFYs its id in the same statement (delivered at commit); every process
 * LISTENs, and on each wake-up reads the rows after its cursor and hands them to its subscribers.
 * NOTIFY is only a wake-up, so a lost one (a dropped listener connection) costs nothing: the next read
 * catches up. The per-publish advisory lock makes commit order equal id order, which is what lets a
 * cursor (and a browser's Last-Event-ID) be a single number.
 */
export function createEventLog(
  db: () => Promise<Db>,
  listen: Listen,
  // Tests run two "instances" in one process, each with its own subscribers.
  deliver: (workspaceId: string, stored: StoredEvent) => void = deliverWorkspaceEvent,
  { minReadIntervalMs = MIN_READ_INTERVAL_MS }: { minReadIntervalMs?: number } = {},
): { transport: EventTransport; ready: Promise<void> } {
  let cursor = 0n;
  let reading = false;
  let woken = false;
  let timer: NodeJS.Timeout | null = null;
  let lastReadAt = -Infinity;

  async function readNew() {
    const d = await db();
    for (;;) {
      // Plain SQL: a model query would be compiled by Prisma on the event loop on every wake-up.
      const rows = await d.$queryRaw<Array<{ id: bigint; workspace_id: string; payload: unknown }>>`
        SELECT id, workspace_id, payload FROM live_events WHERE id > ${cursor} ORDER BY id LIMIT ${READ_BATCH}`;
      for (const row of rows) {
        cursor = row.id;
        const parsed = liveEventSchema.safeParse(row.payload);
        // An event kind this build does not know (a newer instance published it): skip, keep the order.
        if (parsed.success) deliver(row.workspace_id, { id: String(row.id), event: parsed.data });
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  function read() {
    woken = false;
    reading = true;
    lastReadAt = performance.now();
    readNew()
      .catch((error: Error) => log.error({ err: error }, "reading new events failed"))
      .finally(() => {
        reading = false;
        if (woken) wake();
      });
  }

  // One read at a time, and at most one per interval: a lone event is read at once, while a burst's
  // NOTIFYs (one per event, on every instance) become one read per interval instead of one each.
  function wake() {
    woken = true;
    if (reading || timer) return;
    const wait = lastReadAt + minReadIntervalMs - performance.now();
    if (wait <= 0) return read();
    timer = setTimeout(() => {
      timer = null;
      read();
    }, wait);
  }

  const ready = (async () => {
    const d = await db();
    const newest = await d.liveEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
    cursor = newest?.id ?? 0n;
    await listen(LIVE_EVENTS_CHANNEL, wake, wake);
  })();

  const transport: EventTransport = {
    async publish(workspaceId, event) {
      await ready;
      await (
        await db()
      ).$executeRawUnsafe(
        `WITH l AS (SELECT pg_advisory_xact_lock(${PUBLISH_LOCK})),
         ins AS (INSERT INTO live_events (workspace_id, payload) SELECT $1, $2::jsonb FROM l RETURNING id)
         SELECT pg_notify('${LIVE_EVENTS_CHANNEL}', id::text) FROM ins`,
        workspaceId,
        JSON.stringify(event),
      );
    },
    async since(workspaceIds, afterId) {
      await ready;
      let after: bigint;
      try {
        after = BigInt(afterId);
      } catch {
        return []; // not one of our ids: nothing to resume from
      }
      // Only up to the cursor: later rows reach the stream live, in order, without duplicates.
      const rows = await (
        await db()
      ).liveEvent.findMany({
        // One workspace keeps its plain equality (the plan it always had); several, one id order across them.
        where: { workspaceId: workspaceIds.length === 1 ? workspaceIds[0] : { in: [...workspaceIds] }, id: { gt: after, lte: cursor } },
        orderBy: { id: "asc" },
        take: 5_000,
      });
      const out: WorkspaceEvent[] = [];
      for (const row of rows) {
        const parsed = liveEventSchema.safeParse(row.payload);
        if (parsed.success) out.push({ id: String(row.id), event: parsed.data, workspaceId: row.workspaceId });
      }
      return out;
    },
    async head() {
      await ready;
      return String(cursor);
    },
  };
  return { transport, ready };
}

/** Drops events older than what a reconnecting browser may ask for; run on a schedule. */
export async function pruneLiveEvents(db: Db, keepMinutes = KEEP_EVENTS_MINUTES): Promise<number> {
  // The database's own clock on both sides, so instances with skewed clocks agree.
  return db.$executeRawUnsafe(`DELETE FROM live_events WHERE created_at < CURRENT_TIMESTAMP - make_interval(mins => $1)`, keepMinutes);
}
