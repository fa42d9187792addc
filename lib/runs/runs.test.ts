import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createPgliteDatabase, createPostgresDatabase, type TestDatabase } from "../testing/databases";
import { claimRunItems } from "./claim";
import { processRunItems } from "./process";
import { createRun, getRunSummary, latestRun, listRunItems, retryFailedRunItems } from "./store";
import { createRunRegistry, type RunHandler } from "./types";
import { createRunWorker } from "./worker";

const WS = "ws-runs";

async function seedWorkspace(db: Db) {
  await db.workspace.upsert({ where: { id: WS }, create: { id: WS, sellerId: 1n, nickname: "T", siteId: "MLA" }, update: {} });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Worker A claims a batch of three and works one at a time on a slow marketplace; B (another instance)
 * passes after the batch's lease ran out. Driven by a controlled clock and events, no timing: L0 takes
 * 40 s, so L1 starts at 40 s (lease renewed to 100 s); B passes at 61 s and may take only L2, which A
 * has not started; A then finds L2 gone and skips it. Without renewal B also takes L1 (A is still on it)
 * and A later runs L2 as well: both would be processed twice.
 */
async function slowBatchTakenOver(dbA: Db, dbB: Db) {
  let now = Date.now();
  const clock = () => new Date(now);
  const calls: string[] = [];
  const started = { L0: deferred(), L1: deferred() };
  const finish = { L0: deferred(), L1: deferred() };
  const slowA: RunHandler = {
    concurrency: 1,
    async process({ item }) {
      calls.push(`a:${item.target}`);
      const key = item.target as keyof typeof started;
      started[key]?.resolve();
      await finish[key]?.promise;
      return { status: "done" };
    },
  };
  const fastB: RunHandler = { process: async ({ item }) => (calls.push(`b:${item.target}`), { status: "done" }) };
  const id = await createRun(dbA, {
    kind: "test.lease",
    workspaceId: WS,
    startedById: "u1",
    targets: [{ target: "L0" }, { target: "L1" }, { target: "L2" }],
  });

  const passA = processRunItems(dbA, createRunRegistry({ "test.lease": slowA }), { leaseMs: 60_000, now: clock });
  await started.L0.promise;
  now += 40_000;
  finish.L0.resolve();
  await started.L1.promise;
  now += 21_000; // the batch's claim (60 s) has run out; L1's renewed lease holds until 100 s
  const passB = await processRunItems(dbB, createRunRegistry({ "test.lease": fastB }), { leaseMs: 60_000, now: clock });
  expect(passB).toMatchObject({ claimed: 1, done: 1 });
  finish.L1.resolve();
  expect(await passA).toMatchObject({ claimed: 3, done: 2, lost: 1 });

  expect(calls).toEqual(["a:L0", "a:L1", "b:L2"]);
  const summary = (await getRunSummary(dbA, WS, id))!;
  expect(summary.counts).toMatchObject({ pending: 0, done: 3 });
  expect(summary.status).toBe("finished");
}

function suite(name: string, make: () => Promise<TestDatabase> | TestDatabase) {
  describe(`runs on ${name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      database = await make();
      ({ db, close } = await database.open());
      await seedWorkspace(db);
    });
    afterAll(async () => {
      await close();
      await database.drop();
    });

    it("processes every row once, stores outcomes, and finishes the run", async () => {
      const seen: string[] = [];
      const handler: RunHandler = {
        async process({ item, run }) {
          seen.push(item.target);
          expect(run.params).toEqual({ action: "on" });
          if (item.target.endsWith("3")) return { status: "refused", reason: { code: "not_allowed" } };
          if (item.target.endsWith("7")) throw new Error("boom");
          return { status: "done", result: { ok: item.target } };
        },
      };
      const id = await createRun(db, {
        kind: "test.a",
        workspaceId: WS,
        startedById: "u1",
        params: { action: "on" },
        targets: Array.from({ length: 30 }, (_, i) => ({ target: `T${i}` })).concat({ target: "T1" }),
      });
      const worker = createRunWorker({ db: async () => db, registry: createRunRegistry({ "test.a": handler }), batch: 7 });
      await worker.drain();
      expect(seen.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `T${i}`).sort());
      const summary = (await getRunSummary(db, WS, id))!;
      expect(summary.status).toBe("finished");
      expect(summary.counts).toEqual({ pending: 0, done: 24, refused: 3, failed: 3 });
      const failed = await listRunItems(db, id, { status: "failed" });
      expect(failed.map((f) => f.target)).toEqual(["T7", "T17", "T27"]);
      expect(failed[0]!.reason).toMatchObject({ message: "boom" });
      expect(await getRunSummary(db, "other-workspace", id)).toBeNull();
      expect((await latestRun(db, WS, "test.a"))!.id).toBe(id);
    });

    it("retries only the failed rows", async () => {
      let fail = true;
      const calls: string[] = [];
      const registry = createRunRegistry({
        "test.b": {
          async process({ item }) {
            calls.push(item.target);
            if (item.target === "B2") return { status: "refused", reason: { code: "no" } };
            if (fail && item.target !== "B0") return { status: "failed", reason: { code: "unreachable" } };
            return { status: "done" };
          },
        },
      });
      const id = await createRun(db, {
        kind: "test.b",
        workspaceId: WS,
        startedById: "u1",
        targets: [{ target: "B0" }, { target: "B1" }, { target: "B2" }, { target: "B3" }],
      });
      await processRunItems(db, registry);
      expect((await getRunSummary(db, WS, id))!.counts).toEqual({ pending: 0, done: 1, refused: 1, failed: 2 });
      fail = false;
      calls.length = 0;
      expect(await retryFailedRunItems(db, "other-workspace", id)).toBe(0);
      expect(await retryFailedRunItems(db, WS, id)).toBe(2);
      expect((await getRunSummary(db, WS, id))!.status).toBe("running");
      await processRunItems(db, registry);
      expect(calls.sort()).toEqual(["B1", "B3"]);
      const summary = (await getRunSummary(db, WS, id))!;
      expect(summary.counts).toEqual({ pending: 0, done: 3, refused: 1, failed: 0 });
      expect(summary.status).toBe("finished");
    });

    it("resumes rows a crashed worker claimed once their lease expires, and leaves unknown kinds alone", async () => {
      const id = await createRun(db, { kind: "test.c", workspaceId: WS, startedById: "u1", targets: [{ target: "C0" }, { target: "C1" }] });
      const other = await createRun(db, { kind: "test.unregistered", workspaceId: WS, startedById: "u1", targets: [{ target: "X" }] });
      const calls: string[] = [];
      const registry = createRunRegistry({ "test.c": { process: async ({ item }) => (calls.push(item.target), { status: "done" }) } });
      // A worker claims and dies before answering: nobody takes the rows while its lease holds…
      const claimedAt = Date.now();
      expect((await claimRunItems(db, ["test.c"], { limit: 10, leaseMs: 60_000, now: new Date(claimedAt) })).length).toBe(2);
      expect((await processRunItems(db, registry, { now: () => new Date(claimedAt + 59_000) })).claimed).toBe(0);
      // …and the next pass after it expires does.
      await processRunItems(db, registry, { now: () => new Date(claimedAt + 61_000) });
      expect(calls.sort()).toEqual(["C0", "C1"]);
      expect((await getRunSummary(db, WS, id))!.status).toBe("finished");
      expect((await getRunSummary(db, WS, other))!.counts.pending).toBe(1);
    });

    it("renews each row's lease as its turn comes: a slow batch's tail is taken over, never processed twice", () =>
      slowBatchTakenOver(db, db));

    it("keeps renewing a row's lease while its handler runs: a handler slower than the lease is never taken over", async () => {
      let now = Date.now();
      const started = deferred();
      const finish = deferred();
      const calls: string[] = [];
      const slow: RunHandler = {
        async process({ item }) {
          calls.push(`a:${item.target}`);
          started.resolve();
          await finish.promise;
          return { status: "done" };
        },
      };
      const id = await createRun(db, { kind: "test.heartbeat", workspaceId: WS, startedById: "u1", targets: [{ target: "H0" }] });
      const passA = processRunItems(db, createRunRegistry({ "test.heartbeat": slow }), {
        leaseMs: 60_000,
        heartbeatMs: 5,
        now: () => new Date(now),
      });
      await started.promise;
      const leaseOf = async () => (await db.runItem.findFirstOrThrow({ where: { runId: id } })).claimedUntil!.getTime();
      // The handler runs 50 s, then 100 s, past its first lease: each time the heartbeat re-arms it.
      for (const step of [50_000, 50_000]) {
        now += step;
        await expect.poll(leaseOf, { timeout: 5_000, interval: 5 }).toBe(now + 60_000);
      }
      const other = await processRunItems(
        db,
        createRunRegistry({ "test.heartbeat": { process: async ({ item }) => (calls.push(`b:${item.target}`), { status: "done" }) } }),
        { now: () => new Date(now) },
      );
      expect(other.claimed).toBe(0);
      finish.resolve();
      expect(await passA).toMatchObject({ claimed: 1, done: 1, lost: 0 });
      expect(calls).toEqual(["a:H0"]);
    });

    it("waits on a retry outcome and fails after the handler's max attempts", async () => {
      const registry = createRunRegistry({
        "test.d": { maxAttempts: 2, process: async () => ({ status: "retry", afterMs: 0, reason: { code: "rate_limited" } }) },
      });
      const id = await createRun(db, { kind: "test.d", workspaceId: WS, startedById: "u1", targets: [{ target: "D0" }] });
      expect((await processRunItems(db, registry)).retried).toBe(1);
      expect((await processRunItems(db, registry)).failed).toBe(1);
      const [row] = await listRunItems(db, id);
      expect(row).toMatchObject({ status: "failed", attempts: 2, reason: { code: "rate_limited" } });
    });
  });
}

suite("PGlite", createPgliteDatabase);
suite("PostgreSQL", createPostgresDatabase);

describe("two workers on one PostgreSQL", () => {
  let database: TestDatabase;
  const opened: Array<{ db: Db; close: () => Promise<void> }> = [];
  beforeAll(async () => {
    database = await createPostgresDatabase();
    opened.push(await database.open(), await database.open());
    await seedWorkspace(opened[0]!.db);
  });
  afterAll(async () => {
    for (const o of opened) await o.close();
    await database.drop();
  });

  it("a slow batch's tail is taken over by the other instance, and no row is processed twice", () =>
    slowBatchTakenOver(opened[0]!.db, opened[1]!.db));

  it("never process one row twice", async () => {
    const a = opened[0]!;
    const b = opened[1]!;
    const processed = new Map<string, number>();
    const byWorker = { a: 0, b: 0 };
    const handler = (who: "a" | "b"): RunHandler => ({
      concurrency: 3,
      async process({ item }) {
        processed.set(item.target, (processed.get(item.target) ?? 0) + 1);
        byWorker[who]++;
        await new Promise((r) => setTimeout(r, 2));
        return { status: "done" };
      },
    });
    const id = await createRun(a.db, {
      kind: "test.race",
      workspaceId: WS,
      startedById: "u1",
      targets: Array.from({ length: 200 }, (_, i) => ({ target: `R${i}` })),
    });
    const wa = createRunWorker({ db: async () => a.db, registry: createRunRegistry({ "test.race": handler("a") }), batch: 5 });
    const wb = createRunWorker({ db: async () => b.db, registry: createRunRegistry({ "test.race": handler("b") }), batch: 5 });
    await Promise.all([wa.drain(), wb.drain()]);
    expect(processed.size).toBe(200);
    expect([...processed.values()].every((n) => n === 1)).toBe(true);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    expect((await getRunSummary(a.db, WS, id))!.counts.done).toBe(200);
  });
});
