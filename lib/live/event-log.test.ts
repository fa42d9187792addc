import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDb } from "../db/client";
import type { LiveEvent } from "../schemas/live-events";
import { createPgliteDatabase, type TestDatabase } from "../testing/databases";
import { openPostgresPair } from "../testing/postgres-pair";
import { createEventLog, pruneLiveEvents } from "./event-log";
import type { StoredEvent } from "./bus";

type Received = { workspaceId: string; stored: StoredEvent }[];
/** How long to wait for an event before calling the test failed (a busy machine is slow, not broken). */
const WAIT = 15_000;

/** One "instance": its own connection pool, its own LISTEN connection, its own subscribers. */
function instance(open: OpenDb, options?: Parameters<typeof createEventLog>[3]) {
  const received: Received = [];
  let reads = 0;
  // Counts the reads of new events (the only raw query the log makes besides publishing).
  const db = new Proxy(open.db, {
    get: (target, key) =>
      key === "$queryRaw"
        ? (...args: Parameters<OpenDb["db"]["$queryRaw"]>) => (reads++, target.$queryRaw(...args))
        : Reflect.get(target, key),
  });
  const log = createEventLog(
    async () => db,
    open.listen,
    (workspaceId, stored) => received.push({ workspaceId, stored }),
    options,
  );
  return { ...log, received, reads: () => reads };
}

const updated = (questionId: string): LiveEvent => ({ type: "question.updated", questionId });

describe("event bus over PostgreSQL, two instances", () => {
  let a: OpenDb;
  let b: OpenDb;
  openPostgresPair((pair) => ({ a, b } = pair));

  // The event log never polls: B reads only when its LISTEN connection wakes it, so an event that reaches
  // B at all was pushed by A's NOTIFY. How fast (well under a second) is a figure, measured by
  // bench/ask-to-event.ts; the poll timeouts in this file only bound how long to wait before failing.
  it("an event published on one instance is pushed to the other's subscribers", async () => {
    const onA = instance(a);
    const onB = instance(b);
    await Promise.all([onA.ready, onB.ready]);
    await onA.transport.publish("ws-1", updated("101"));
    await expect.poll(() => onB.received.length, { timeout: WAIT, interval: 5 }).toBe(1);
    expect(onB.received[0]).toMatchObject({ workspaceId: "ws-1", stored: { event: updated("101") } });
    // The publisher hears its own event too, with the same id: every instance sees one sequence.
    await expect.poll(() => onA.received.length, { timeout: WAIT, interval: 5 }).toBe(1);
    expect(onA.received[0]!.stored.id).toBe(onB.received[0]!.stored.id);
  });

  it("concurrent publishes on both instances arrive everywhere once, in one increasing order", async () => {
    const onA = instance(a);
    const onB = instance(b);
    await Promise.all([onA.ready, onB.ready]);
    await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? onA : onB).transport.publish("ws-2", updated(String(i)))));
    await expect.poll(() => [onA.received.length, onB.received.length], { timeout: WAIT, interval: 10 }).toEqual([100, 100]);
    const ids = (r: Received) => r.map((x) => BigInt(x.stored.id));
    expect(ids(onA.received)).toEqual(ids(onB.received));
    for (let i = 1; i < 100; i++) expect(ids(onA.received)[i]! > ids(onA.received)[i - 1]!).toBe(true);
    expect(new Set(onB.received.map((x) => (x.stored.event as { questionId: string }).questionId)).size).toBe(100);
  });

  it("a burst of events wakes the other instance once per NOTIFY, but it reads them at most once per interval", async () => {
    const onA = instance(a);
    const onB = instance(b, { minReadIntervalMs: 100 });
    await Promise.all([onA.ready, onB.ready]);
    const started = performance.now();
    for (let i = 0; i < 100; i++) await onA.transport.publish("ws-burst", updated(String(i)));
    await expect.poll(() => onB.received.length, { timeout: WAIT, interval: 5 }).toBe(100);
    const elapsed = performance.now() - started;
    // The first read runs at once; every later one waits for the interval since the one before.
    expect(onB.reads()).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 1);
    expect(onB.received.map((r) => (r.stored.event as { questionId: string }).questionId)).toEqual(
      Array.from({ length: 100 }, (_, i) => String(i)),
    );
  });

  it("a stream that reconnects to the other instance resumes after the last id it saw", async () => {
    const onA = instance(a);
    const onB = instance(b);
    await Promise.all([onA.ready, onB.ready]);
    await onA.transport.publish("ws-3", updated("1"));
    await expect.poll(() => onA.received.length, { timeout: WAIT, interval: 5 }).toBe(1);
    const lastSeen = onA.received[0]!.stored.id; // the browser saw this one, then its instance went away
    await onA.transport.publish("ws-3", updated("2"));
    await onA.transport.publish("ws-other", updated("x"));
    await onA.transport.publish("ws-3", updated("3"));
    await expect.poll(() => onB.received.length, { timeout: WAIT, interval: 5 }).toBe(4);
    const missed = await onB.transport.since(["ws-3"], lastSeen);
    expect(missed.map((m) => m.event)).toEqual([updated("2"), updated("3")]);
    // An all-accounts stream resumes its accounts with the one cursor, in one id order, each event with its account.
    const acrossAccounts = await onB.transport.since(["ws-3", "ws-other"], lastSeen);
    expect(acrossAccounts.map((m) => [m.workspaceId, m.event])).toEqual([
      ["ws-3", updated("2")],
      ["ws-other", updated("x")],
      ["ws-3", updated("3")],
    ]);
    expect(await onB.transport.since(["ws-3"], "not-a-number")).toEqual([]);
    expect(BigInt(await onB.transport.head())).toBe(BigInt(onB.received.at(-1)!.stored.id));
  });

  it("prunes events older than the resume window", async () => {
    const onA = instance(a);
    await onA.transport.publish("ws-4", updated("old"));
    await a.db.$executeRawUnsafe(`UPDATE live_events SET created_at = created_at - interval '2 hours' WHERE workspace_id = 'ws-4'`);
    expect(await pruneLiveEvents(a.db, 60)).toBe(1);
  });
});

describe("event bus over PGlite (one process)", () => {
  let database: TestDatabase;
  let open: OpenDb;
  beforeAll(async () => {
    database = createPgliteDatabase();
    open = await database.open();
  });
  afterAll(async () => {
    await open?.close();
    await database?.drop();
  });

  it("delivers through the same LISTEN/NOTIFY path, in order", async () => {
    const one = instance(open);
    await one.ready;
    for (let i = 0; i < 5; i++) await one.transport.publish("ws-p", updated(String(i)));
    await expect.poll(() => one.received.length, { timeout: WAIT, interval: 5 }).toBe(5);
    expect(one.received.map((r) => (r.stored.event as { questionId: string }).questionId)).toEqual(["0", "1", "2", "3", "4"]);
  });
});
