import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";
import type { AccountToday } from "../schemas/overview";

// The overview's "Your accounts today" strip through the real route over an embedded database of its own: Pat
// is owner of A and viewer of B, Ana is agent of A only, Cleo owns C. `account=all` gives each person every
// account they have a role in and nothing of the others; each account's questions figures are the questions
// card's own (the same route data), and its sales figure is what the sales list's unread filter lists.

type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let strip: Route;
let card: Route;
let unreadList: Route;
let jwt: typeof import("next-auth/jwt");
const ids = { a: "", b: "", c: "", pat: "", ana: "", cleo: "" };
const MIN = 60_000;

beforeAll(async () => {
  stubRouteEnv("accounts-today");
  jwt = await import("next-auth/jwt");
  strip = (await import("../../app/api/overview/accounts/route")).GET as Route;
  card = (await import("../../app/api/overview/questions/route")).GET as Route;
  unreadList = (await import("../../app/api/sales/route")).GET as Route;
  const db = await (await import("../db")).getDb();
  const workspace = (sellerId: bigint, nickname: string, siteId: string) => db.workspace.create({ data: { sellerId, nickname, siteId } });
  const a = await workspace(9401n, "SHOP_A", "MLA");
  const b = await workspace(9402n, "SHOP_B", "MLB");
  const c = await workspace(9403n, "SHOP_C", "MLM");
  const pat = await db.user.create({ data: { name: "Pat", marketplaceUserId: 9401n } });
  const ana = await db.user.create({ data: { name: "Ana", email: "ana@today.example" } });
  const cleo = await db.user.create({ data: { name: "Cleo", marketplaceUserId: 9403n } });
  // Dated apart: the strip lists a person's accounts oldest membership first.
  await db.membership.createMany({
    data: [
      { userId: pat.id, workspaceId: a.id, role: "owner", createdAt: new Date(Date.now() - 2 * MIN) },
      { userId: pat.id, workspaceId: b.id, role: "viewer", createdAt: new Date(Date.now() - MIN) },
      { userId: ana.id, workspaceId: a.id, role: "agent" },
      { userId: cleo.id, workspaceId: c.id, role: "owner" },
    ],
  });
  // A and C are connected; B was disconnected (its data kept).
  for (const ws of [a, c])
    await db.marketplaceConnection.create({
      data: {
        workspaceId: ws.id,
        sellerId: ws.sellerId,
        accessTokenEnc: "x",
        refreshTokenEnc: "y",
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
  for (const ws of [a, b, c]) await db.workspaceSync.create({ data: { workspaceId: ws.id, lastSweepAt: new Date() } });
  const now = Date.now();
  let id = 72_000_000_000n;
  const question = (workspaceId: string, minutesAgo: number, over: Record<string, unknown> = {}) => ({
    id: ++id,
    workspaceId,
    itemId: "MLA1",
    askerId: 1n,
    text: "¿Hay stock?",
    status: "UNANSWERED",
    dateCreated: new Date(now - minutesAgo * MIN),
    syncedAt: new Date(now),
    ...over,
  });
  await db.question.createMany({
    data: [
      question(a.id, 50), // crosses the hour within 15 minutes
      question(a.id, 5, { assigneeId: pat.id }),
      question(a.id, 300),
      question(a.id, 20, { status: "ANSWERED" }),
      question(b.id, 55),
      question(c.id, 50),
      question(c.id, 51),
    ],
  });
  let saleId = 2_000_000_000n;
  const sale = (workspaceId: string, buyerWrote: boolean) => ({
    id: ++saleId,
    workspaceId,
    isPack: false,
    orderIds: [saleId],
    buyerId: 1n,
    buyerNickname: "COMPRADOR",
    items: [],
    total: 100,
    currencyId: "ARS",
    dateCreated: new Date(now - 3_600_000),
    conversationState: buyerWrote ? "replied" : "can_start",
    reasonsAvailable: [],
    buyerHasWritten: buyerWrote,
    lastBuyerMessageAt: buyerWrote ? new Date(now - MIN) : null,
    searchText: "comprador",
    syncedAt: new Date(now),
  });
  const sales = [sale(a.id, true), sale(a.id, true), sale(a.id, false), sale(b.id, true), sale(c.id, true)];
  await db.sale.createMany({ data: sales });
  // Pat read one of A's replied sales: it is unread for Ana only.
  await db.saleRead.create({ data: { saleId: sales[0]!.id, userId: pat.id, readAt: new Date(now) } });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, pat: pat.id, ana: ana.id, cleo: cleo.id });
});

async function get(route: Route, uid: string, account: string, url = "/api/x") {
  const cookie = await jwt.encode({ token: { uid, workspaceId: ids.a, sv: 0 }, secret: SECRET, maxAge: 3_600 });
  const req = new NextRequest(`${ORIGIN}${url}`, {
    headers: { cookie: `next-auth.session-token=${cookie}`, "x-mostrador-account": account },
  });
  return route(req, { params: Promise.resolve({}) });
}
const accountsOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { accounts: AccountToday[] }).accounts;
};

describe("the overview's accounts strip", () => {
  it("gives a person in A and B both accounts, in membership order, and nothing of C", async () => {
    const res = await get(strip, ids.pat, "all");
    const body = await res.clone().text();
    const accounts = await accountsOf(res);
    expect(accounts.map((a) => [a.nickname, a.siteId, a.isConnected])).toEqual([
      ["SHOP_A", "MLA", true],
      ["SHOP_B", "MLB", false],
    ]);
    expect(body).not.toContain(ids.c);
    expect(body).not.toContain("SHOP_C");
    const [a, b] = accounts;
    expect(a!.questions).toMatchObject({ unanswered: 3, assignedToMe: 1, crossingSoon: 1, importing: false });
    expect(b!.questions).toMatchObject({ unanswered: 1, crossingSoon: 1 });
    expect([a!.unreadSales, b!.unreadSales]).toEqual([1, 1]);
  });

  it("gives a person in A only that account", async () => {
    const accounts = await accountsOf(await get(strip, ids.ana, "all"));
    expect(accounts.map((a) => a.accountId)).toEqual([ids.a]);
    // Unread is per person: Pat's read mark does not count for Ana.
    expect(accounts[0]!.unreadSales).toBe(2);
    expect(accounts[0]!.questions.assignedToMe).toBe(0);
  });

  it("naming one account reads that one alone, and an account without a role is refused", async () => {
    expect((await accountsOf(await get(strip, ids.pat, ids.b))).map((a) => [a.accountId, a.nickname])).toEqual([[ids.b, "SHOP_B"]]);
    const refused = await get(strip, ids.ana, ids.c);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("SHOP_C");
    expect((await accountsOf(await get(strip, ids.cleo, "all"))).map((a) => a.nickname)).toEqual(["SHOP_C"]);
  });

  it("shows the figures of the account's own pages: the questions card and the sales list's unread filter", async () => {
    const [a] = await accountsOf(await get(strip, ids.pat, "all"));
    const cardRes = await get(card, ids.pat, ids.a);
    expect(a!.questions).toEqual(await cardRes.json());
    const list = (await (await get(unreadList, ids.pat, ids.a, "/api/sales?show=unread")).json()) as { total: number };
    expect(a!.unreadSales).toBe(list.total);
  });
});
