import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { claimBulkSync } from "../jobs/sync-interval";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// The all-accounts inbox through the real routes over an embedded database of its own: Pat is owner of A,
// agent of B, viewer of V and has no role in C (Cleo's). `account=all` lists A, B and V's questions, never
// C's; acting on a listed row goes through that row's account with the role held there.

type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let list: Route;
let hide: Route;
let sync: Route;
let jwt: typeof import("next-auth/jwt");
let db: import("../db/client").Db;
const ids = { a: "", b: "", v: "", c: "", person: "", other: "" };
const QUESTION = { a: 71_000_000_001n, b: 71_000_000_002n, v: 71_000_000_003n, c: 71_000_000_004n };

beforeAll(async () => {
  stubRouteEnv("all-accounts");
  jwt = await import("next-auth/jwt");
  list = (await import("../../app/api/questions/route")).GET as Route;
  hide = (await import("../../app/api/questions/hide/route")).POST as Route;
  sync = (await import("../../app/api/questions/sync/route")).POST as Route;
  db = await (await import("../db")).getDb();
  const [a, b, v, c] = await Promise.all(
    [9201n, 9202n, 9203n, 9204n].map((sellerId, i) =>
      db.workspace.create({ data: { sellerId, nickname: `SHOP_${i}`, siteId: i === 1 ? "MLB" : "MLA" } }),
    ),
  );
  const person = await db.user.create({ data: { name: "Pat", marketplaceUserId: 9201n } });
  const other = await db.user.create({ data: { name: "Cleo", marketplaceUserId: 9204n } });
  await db.membership.createMany({
    data: [
      { userId: person.id, workspaceId: a!.id, role: "owner" },
      { userId: person.id, workspaceId: b!.id, role: "agent" },
      { userId: person.id, workspaceId: v!.id, role: "viewer" },
      { userId: other.id, workspaceId: c!.id, role: "owner" },
    ],
  });
  Object.assign(ids, { a: a!.id, b: b!.id, v: v!.id, c: c!.id, person: person.id, other: other.id });
  const now = Date.now();
  await db.question.createMany({
    data: (["a", "b", "v", "c"] as const).map((k, i) => ({
      id: QUESTION[k],
      workspaceId: ids[k],
      itemId: `MLA${100 + i}`,
      askerId: 5_000n + BigInt(i),
      text: `Question of ${k}`,
      status: "UNANSWERED",
      dateCreated: new Date(now - (4 - i) * 60_000),
      syncedAt: new Date(now),
    })),
  });
});

const cookieFor = (uid: string, workspaceId: string, sv = 0) =>
  jwt.encode({ token: { uid, workspaceId, sv }, secret: SECRET, maxAge: 3_600 });

async function call(route: Route, cookie: string, { header, query = "", body }: { header?: string; query?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}` };
  if (header) headers["x-mostrador-account"] = header;
  const text = body === undefined ? undefined : JSON.stringify(body);
  if (text) Object.assign(headers, { origin: ORIGIN, "content-type": "application/json", "content-length": String(text.length) });
  return route(new NextRequest(`${ORIGIN}/api/x?${query}`, { method: text ? "POST" : "GET", headers, body: text }), {
    params: Promise.resolve({}),
  });
}
const listed = async (res: Response) => {
  expect(res.status).toBe(200);
  const page = (await res.json()) as { questions: { id: string; accountId: string }[]; total: number };
  return page.questions.map(
    (q) => `${q.accountId === ids.a ? "a" : q.accountId === ids.b ? "b" : q.accountId === ids.v ? "v" : "?"}:${q.id}`,
  );
};

describe("the all-accounts inbox", () => {
  it("lists every account the person has a role in, each row with its account, never another person's", async () => {
    const cookie = await cookieFor(ids.person, ids.a);
    expect(await listed(await call(list, cookie, { header: "all" }))).toEqual([`a:${QUESTION.a}`, `b:${QUESTION.b}`, `v:${QUESTION.v}`]);
    // The same through ?account=all (a shared link, the event stream) and whatever the session's default.
    expect(await listed(await call(list, await cookieFor(ids.person, ids.b), { query: "account=all" }))).toHaveLength(3);
    // Cleo's inbox in all-accounts mode is hers alone.
    expect(await listed(await call(list, await cookieFor(ids.other, ids.c), { header: "all" }))).toEqual([`?:${QUESTION.c}`]);
  });

  it("filters by one account, and a filter naming an account without a role lists nothing", async () => {
    const cookie = await cookieFor(ids.person, ids.a);
    expect(await listed(await call(list, cookie, { header: "all", query: `inAccount=${ids.b}` }))).toEqual([`b:${QUESTION.b}`]);
    expect(await listed(await call(list, cookie, { header: "all", query: `inAccount=${ids.c}` }))).toEqual([]);
  });

  it("without all, lists the one account as before", async () => {
    const cookie = await cookieFor(ids.person, ids.a);
    expect(await listed(await call(list, cookie))).toEqual([`a:${QUESTION.a}`]);
    expect(await listed(await call(list, cookie, { header: ids.b }))).toEqual([`b:${QUESTION.b}`]);
    expect((await call(list, cookie, { header: ids.c })).status).toBe(403);
  });

  it("opening it sweeps every account the person may read, and none of anyone else's", async () => {
    // These accounts have no marketplace connection, so each sweep fails; what counts is which were started:
    // each claims its account's sync window first (lib/jobs/sync-interval.ts), so a claim now is refused there.
    await call(sync, await cookieFor(ids.person, ids.a), { header: "all", body: {} });
    const claimed = async (workspaceId: string) =>
      claimBulkSync(db, "questions", workspaceId).then(
        () => false,
        (error: unknown) => error instanceof AppError && error.code === "sync_too_soon",
      );
    expect({ a: await claimed(ids.a), b: await claimed(ids.b), v: await claimed(ids.v), c: await claimed(ids.c) }).toEqual({
      a: true,
      b: true,
      v: true,
      c: false,
    });
  });

  it("an ended session gets 401 in all-accounts mode too", async () => {
    expect((await call(list, await cookieFor(ids.person, ids.a, 5), { header: "all" })).status).toBe(401);
  });

  it("acting on a listed row goes with its account: a viewer there sees it but cannot act, nor can anyone on another's", async () => {
    const cookie = await cookieFor(ids.person, ids.a);
    // Viewer in V: listed above, but hiding it is refused with V's role.
    expect((await call(hide, cookie, { header: ids.v, body: { questionIds: [String(QUESTION.v)] } })).status).toBe(403);
    // "all" names no account to act on: it is the session's default (A), where V's question does not exist.
    const viaAll = await call(hide, cookie, { header: "all", body: { questionIds: [String(QUESTION.v)] } });
    expect([400, 404, 409, 422]).toContain(viaAll.status);
    expect(await db.question.findUnique({ where: { id: QUESTION.v }, select: { hidden: true } })).toEqual({ hidden: false });
    // C is Cleo's: no access.
    expect((await call(hide, cookie, { header: ids.c, body: { questionIds: [String(QUESTION.c)] } })).status).toBe(403);
  });

  it("counts up to 1,000 across accounts and says there are more; one account keeps its exact count", async () => {
    // Answered ones, so the other tests' (unanswered) lists stay as they are.
    const now = Date.now();
    const answered = (workspaceId: string, from: bigint, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: from + BigInt(i),
        workspaceId,
        itemId: "MLA900",
        askerId: 6_000n,
        text: `Answered ${i}`,
        status: "ANSWERED",
        dateCreated: new Date(now - i * 1_000),
        answerText: "Yes",
        syncedAt: new Date(now),
      }));
    await db.question.createMany({ data: [...answered(ids.a, 72_000_000_000n, 1_050), ...answered(ids.b, 73_000_000_000n, 100)] });
    const cookie = await cookieFor(ids.person, ids.a);
    const page = async (init: { header?: string; query?: string }) => {
      const res = await call(list, cookie, init);
      expect(res.status).toBe(200);
      return (await res.json()) as { questions: unknown[]; total: number; totalCapped: boolean };
    };
    const all = await page({ header: "all", query: "status=ANSWERED" });
    expect([all.total, all.totalCapped, all.questions.length]).toEqual([1_000, true, 50]);
    expect(await page({ header: ids.a, query: "status=ANSWERED" })).toMatchObject({ total: 1_050, totalCapped: false });
    expect(await page({ header: "all", query: `status=ANSWERED&inAccount=${ids.a}` })).toMatchObject({ total: 1_050, totalCapped: false });
    // Under the cap, the all-accounts count is exact.
    expect(await page({ header: "all", query: "status=ANSWERED&q=Answered%2059" })).toMatchObject({ total: 12, totalCapped: false });
  });
});
