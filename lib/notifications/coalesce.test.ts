import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import type { Db } from "../db/client";
import { createPgliteDatabase, type TestDatabase } from "../testing/databases";
import { createLiveHarness } from "../testing/notification-harness";
import { processDueNotifications } from "./process";
import { storeNotifications } from "./store";

/** Notifications waiting for the same resource are read once: the upstream reads counted in the sandbox's log. */
let sandbox: RunningSandbox;
let database: TestDatabase;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  sandbox = await startSandbox();
  database = createPgliteDatabase();
  ({ db, close } = await database.open());
});
afterAll(async () => {
  await close();
  await database.drop();
  await sandbox.close();
});

async function questionIds(count: number): Promise<number[]> {
  const token = await sandbox.tokenFor(SELLER.MLA);
  const res = await fetch(`${sandbox.url}/questions/search?seller_id=${SELLER.MLA}&api_version=4&limit=${count}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { questions: Array<{ id: number }> }).questions.map((q) => q.id);
}

describe("notification processing", () => {
  it("N notifications on M < N questions make M upstream reads, and every notification is processed", async () => {
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    await fetch(`${sandbox.url}/__sandbox/application`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ callback_url: "" }),
    });
    const live = createLiveHarness(db, sandbox.url);
    const workspaceId = await live.connectSeller(SELLER.MLA, "TIENDA_PAMPA");
    const ids = await questionIds(7);
    expect(ids).toHaveLength(7);
    const base = Date.now() - 60_000;
    // 60 notifications, each a different marketplace notification (its own _id), spread over 7 questions.
    const records = Array.from({ length: 60 }, (_, i) => ({
      dedupeKey: `id:burst-${i}`,
      topic: "questions",
      resource: `/questions/${ids[i % ids.length]}`,
      userId: BigInt(SELLER.MLA),
      source: i === 59 ? ("missed_feed" as const) : ("callback" as const),
      receivedAt: new Date(base + i * 100),
    }));
    expect(await storeNotifications(db, records)).toBe(60);

    const summary = await processDueNotifications(live.processDeps, { limit: 1_000 });
    expect(summary).toMatchObject({ claimed: 60, processed: 60, retried: 0, failed: 0 });

    const log = (await (await fetch(`${sandbox.url}/__sandbox/requests?path=/questions/&limit=5000`)).json()) as Array<{
      method: string;
      path: string;
    }>;
    const reads = log.filter((r) => r.method === "GET" && /^\/questions\/\d+$/.test(r.path));
    expect(reads).toHaveLength(7);
    expect(new Set(reads.map((r) => r.path)).size).toBe(7);
    expect(await db.marketplaceNotification.count({ where: { status: "processed", workspaceId } })).toBe(60);
    expect(await db.question.count({ where: { workspaceId, id: { in: ids.map(BigInt) } } })).toBe(7);
    // Settings → Notifications: the newest arrival (the replayed one does not count as arrived) and one replay.
    const sync = await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } });
    expect(sync.lastNotificationAt).toEqual(records[58]!.receivedAt);
    expect(sync.missedReplayed).toBe(1);
  });
});
