import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInboxFixture, type InboxFixture } from "../testing/test-inbox";
import { startSandbox, type RunningSandbox } from "../../sandbox/testing";
import { readLastLevels } from "./record-day";
import { recordReputationIfDue } from "./record-daily";

// The sweep's daily reading against the sandbox's seeded reputations, over HTTP.
let running: RunningSandbox;
let f: InboxFixture;
let reads = 0;
const clientFor = async (id: number) => {
  reads++;
  return id === f.a.sellerId ? f.a.marketplace : f.b.marketplace;
};

beforeAll(async () => {
  running = await startSandbox();
  f = await createInboxFixture(running);
}, 120_000);
afterAll(() => f.close());

describe("the sweep's daily reputation reading", () => {
  it("reads an account once per site day, so the strip has its colour with no card opened", async () => {
    const account = { workspaceId: f.a.id, sellerId: f.a.sellerId, siteId: "MLA" };
    expect((await readLastLevels(f.db, [f.a.id])).has(f.a.id)).toBe(false);
    const now = new Date();
    expect(await recordReputationIfDue({ db: f.db, clientFor }, account, now)).toBe(true);
    expect((await readLastLevels(f.db, [f.a.id])).has(f.a.id)).toBe(true);
    expect(await recordReputationIfDue({ db: f.db, clientFor }, account, new Date(now.getTime() + 60_000))).toBe(false);
    expect(reads).toBe(1);
    // The next site day reads again.
    expect(await recordReputationIfDue({ db: f.db, clientFor }, account, new Date(now.getTime() + 86_400_000))).toBe(true);
    expect(await f.db.reputationDay.count({ where: { workspaceId: f.a.id } })).toBe(2);
  });
});
