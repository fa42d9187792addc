import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import type { Db } from "../db/client";
import { createPgliteDatabase, type TestDatabase } from "../testing/databases";
import { createLiveHarness, SANDBOX_CLIENT } from "../testing/notification-harness";
import { controlPost } from "../testing/profile-clients";
import { sweepWorkspace } from "./sweep";

// A big seller on the real API: more than 1,000 questions in the first sweep's 30 days, which offsets
// cannot reach there (notes §1, §11); the sweep must import every one.
let sandbox: RunningSandbox;
let database: TestDatabase;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  sandbox = await startSandbox({ profile: "real", rate: null });
  await fetch(`${sandbox.url}/__sandbox/application`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ callback_url: "" }),
  });
  database = createPgliteDatabase();
  ({ db, close } = await database.open());
}, 60_000);
afterAll(async () => {
  await close?.();
  await database?.drop();
  await sandbox?.close();
});

describe("the first sweep of a seller with more than 1,000 recent questions (real profile)", () => {
  it("imports every question of the window through a scan", async () => {
    await controlPost(sandbox, `/__sandbox/sellers/${SELLER.MLA}/questions`, { total: 3_000 });
    const live = createLiveHarness(db, sandbox.url);
    const workspaceId = await live.connectSeller(SELLER.MLA, "TIENDA_PAMPA");
    const since = Date.now() - 30 * 86_400_000;
    const expected = (sandbox.sandbox.ctx.state.questions.bySeller.get(SELLER.MLA) ?? [])
      .filter((q) => q.status !== "DELETED" && q.date_created >= since + 60_000)
      .map((q) => String(q.id));
    expect(expected.length).toBeGreaterThan(1000);
    const result = await sweepWorkspace({ db, clientFor: live.clientFor, applicationId: SANDBOX_CLIENT.clientId }, workspaceId);
    expect(result!.pages).toBeGreaterThan(10);
    const stored = new Set((await db.question.findMany({ where: { workspaceId }, select: { id: true } })).map((q) => String(q.id)));
    expect(expected.filter((id) => !stored.has(id))).toEqual([]);
  }, 180_000);
});
