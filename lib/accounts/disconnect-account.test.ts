import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// The real route over an embedded database: an owner of A and B disconnects A keeping its data, then B
// deleting it; a teammate whose only account was B is signed out, the owner falls back to A.
type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let disconnect: Route;
let questions: Route;
let jwt: typeof import("next-auth/jwt");
let db: import("../db/client").Db;
let resolveAccount: typeof import("./resolve-account").resolveAccount;
const ids = { a: "", b: "", owner: "", mate: "" };

beforeAll(async () => {
  stubRouteEnv("disconnect");
  jwt = await import("next-auth/jwt");
  disconnect = (await import("../../app/api/accounts/disconnect/route")).POST as Route;
  questions = (await import("../../app/api/questions/route")).GET as Route;
  ({ resolveAccount } = await import("./resolve-account"));
  db = await (await import("../db")).getDb();
  const now = new Date();
  const [a, b] = await Promise.all(
    [9301n, 9302n].map((sellerId, i) => db.workspace.create({ data: { sellerId, nickname: ["SHOP_A", "SHOP_B"][i]!, siteId: "MLA" } })),
  );
  const owner = await db.user.create({ data: { name: "Olga", marketplaceUserId: 9301n } });
  const mate = await db.user.create({ data: { name: "Mati", email: "mati@example.com" } });
  await db.membership.createMany({
    data: [
      { userId: owner.id, workspaceId: a!.id, role: "owner" },
      { userId: owner.id, workspaceId: b!.id, role: "owner" },
      { userId: mate.id, workspaceId: b!.id, role: "agent" },
    ],
  });
  for (const [i, ws] of [a!, b!].entries()) {
    await db.marketplaceConnection.create({
      data: { workspaceId: ws.id, sellerId: ws.sellerId, accessTokenEnc: "x", refreshTokenEnc: "y", expiresAt: now },
    });
    await db.question.create({
      data: {
        id: BigInt(88_000 + i),
        workspaceId: ws.id,
        itemId: "MLA1",
        askerId: 1n,
        text: "hola",
        status: "UNANSWERED",
        dateCreated: now,
        syncedAt: now,
      },
    });
    const run = await db.run.create({ data: { kind: "free_shipping", workspaceId: ws.id, startedById: owner.id } });
    // Account data kept outside a workspace_id column: by the seller's id, by a key, through a parent row.
    await db.runItem.create({ data: { runId: run.id, target: `MLA${i}`, position: 0 } });
    await db.metricsCache.create({ data: { sellerId: Number(ws.sellerId), key: "visits:30d", payload: {}, readAt: now } });
    await db.marketplaceNotification.create({
      data: { dedupeKey: `early-${i}`, topic: "questions", resource: "/questions/1", userId: ws.sellerId, source: "test" },
    });
    await db.attemptWindow.create({ data: { key: `sync:questions:${ws.id}`, windowStartedAt: now, attempts: 1 } });
  }
  Object.assign(ids, { a: a!.id, b: b!.id, owner: owner.id, mate: mate.id });
});

async function call(route: Route, uid: string, account: string, body?: unknown) {
  const cookie = await jwt.encode({ token: { uid, workspaceId: account, sv: 0 }, secret: SECRET, maxAge: 3_600 });
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}`, "x-mostrador-account": account };
  const json = body === undefined ? undefined : JSON.stringify(body);
  if (json) Object.assign(headers, { origin: ORIGIN, "content-type": "application/json", "content-length": String(json.length) });
  const req = new NextRequest(`${ORIGIN}/api/x`, { method: json ? "POST" : "GET", headers, body: json });
  return route(req, { params: Promise.resolve({}) });
}

describe("disconnecting an account", () => {
  it("only an owner disconnects", async () => {
    expect((await call(disconnect, ids.mate, ids.b, { keepData: true })).status).toBe(403);
    expect(await db.marketplaceConnection.count({ where: { workspaceId: ids.b } })).toBe(1);
  });

  it("keeping the data: the tokens go, runs stop, the copy and the members stay", async () => {
    expect((await call(disconnect, ids.owner, ids.a, { keepData: true })).status).toBe(204);
    expect(await db.marketplaceConnection.count({ where: { workspaceId: ids.a } })).toBe(0);
    expect(await db.run.count({ where: { workspaceId: ids.a, status: "running" } })).toBe(0);
    expect(await db.question.count({ where: { workspaceId: ids.a } })).toBe(1);
    const list = await call(questions, ids.owner, ids.a);
    expect(list.status).toBe(200);
    // B is untouched.
    expect(await db.marketplaceConnection.count({ where: { workspaceId: ids.b } })).toBe(1);
    expect(await db.run.count({ where: { workspaceId: ids.b, status: "running" } })).toBe(1);
  });

  it("deleting needs the account's name typed, then removes every row of it", async () => {
    const wrong = await call(disconnect, ids.owner, ids.b, { keepData: false, confirmNickname: "SHOP_A" });
    expect(wrong.status).toBe(400);
    expect(await db.workspace.count({ where: { id: ids.b } })).toBe(1);
    expect((await call(disconnect, ids.owner, ids.b, { keepData: false, confirmNickname: "SHOP_B" })).status).toBe(204);
    expect(await db.workspace.count({ where: { id: ids.b } })).toBe(0);
    expect(await db.question.count({ where: { workspaceId: ids.b } })).toBe(0);
    expect(await db.run.count({ where: { workspaceId: ids.b } })).toBe(0);
    expect(await db.membership.count({ where: { workspaceId: ids.b } })).toBe(0);
    // A keeps its kept data.
    expect(await db.question.count({ where: { workspaceId: ids.a } })).toBe(1);
    expect(await db.metricsCache.count({ where: { sellerId: 9301 } })).toBe(1);
    expect(await db.attemptWindow.count({ where: { key: `sync:questions:${ids.a}` } })).toBe(1);
  });

  it("leaves no row of the deleted account in any table: every table is checked, found in the catalog", async () => {
    const columns = await db.$queryRaw<{ table_name: string; column_name: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`;
    const tables = new Map<string, Set<string>>();
    for (const { table_name, column_name } of columns) tables.set(table_name, (tables.get(table_name) ?? new Set()).add(column_name));
    // Account data held another way than a workspace_id or seller_id column: how each is checked.
    const held: Record<string, () => Promise<number>> = {
      marketplace_notifications: () => db.marketplaceNotification.count({ where: { userId: 9302n } }),
      attempt_windows: () => db.attemptWindow.count({ where: { key: { endsWith: `:${ids.b}` } } }),
      run_items: () => db.runItem.count({ where: { target: "MLA1" } }), // B's run's row (runs cascade to it)
      sale_reads: async () => 0, // cascades from sales (workspace_id); B had none
      invitations: async () => 0, // its grants (workspace_id) go; a link left with no grant grants nothing
    };
    // Tables that hold no account's data: people, the marketplace's public facts, our own machinery.
    const notAccountData = new Set([
      "users",
      "user_preferences",
      "marketplace_user_snapshots",
      "category_trees",
      "scheduled_jobs",
      "push_vapid_keys",
      "_mostrador_migrations",
    ]);
    const left: Record<string, number> = {};
    for (const [table, cols] of tables) {
      let count: number;
      if (held[table]) count = await held[table]();
      else if (cols.has("workspace_id") || cols.has("seller_id")) {
        const [column, value] = cols.has("workspace_id") ? ["workspace_id", ids.b] : ["seller_id", 9302n];
        const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = $1`, value);
        count = Number(row!.n);
      } else if (notAccountData.has(table)) continue;
      else throw new Error(`Table ${table} is new: say here whether it holds account data, and delete it with the account if so.`);
      if (count > 0) left[table] = count;
    }
    expect(left).toEqual({});
    expect(await db.marketplaceNotification.count({ where: { userId: 9302n } })).toBe(0);
    expect(await db.metricsCache.count({ where: { sellerId: 9302 } })).toBe(0);
  });

  it("a teammate whose only account it was is signed out; the owner falls back to the other account", async () => {
    expect((await resolveAccount(ids.mate, null, ids.b, 0)).kind).toBe("ended");
    expect(await resolveAccount(ids.owner, null, ids.b, 0)).toMatchObject({ kind: "ok", facts: { workspaceId: ids.a } });
    expect((await resolveAccount(ids.owner, ids.b, ids.b, 0)).kind).toBe("no_access");
  });
});
