import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// The all-accounts sales list through the real routes over an embedded database of its own: Pat is owner of A
// (MLA) and viewer of B (MLB); Ana is an agent of A only; C is Cleo's. `account=all` lists A's and B's sales to
// Pat, each with its account, and A's alone to Ana, whatever filter she names. The live stream follows the same
// scope.

type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Listed = { id: string; accountId: string; unread: boolean };
let list: Route;
let events: Route;
let bus: typeof import("../live/bus");
let jwt: typeof import("next-auth/jwt");
const ids = { a: "", b: "", c: "", pat: "", ana: "", cleo: "" };

/** Sales per account, newest first within each: the letters interleave so a merge in date order is visible. */
const SALES = [
  { id: 81_000_000_001n, in: "a", minutesAgo: 1, buyer: "COMPRADOR_UNO", state: "can_start", logistic: "fulfillment", wrote: false },
  { id: 81_000_000_002n, in: "b", minutesAgo: 2, buyer: "COMPRADORA_RIO", state: "can_start", logistic: "drop_off", wrote: true },
  { id: 81_000_000_003n, in: "c", minutesAgo: 3, buyer: "COMPRADOR_AJENO", state: "can_start", logistic: "fulfillment", wrote: true },
  { id: 81_000_000_004n, in: "a", minutesAgo: 4, buyer: "COMPRADOR_DOS", state: "waiting", logistic: "drop_off", wrote: false },
  { id: 81_000_000_005n, in: "b", minutesAgo: 5, buyer: "COMPRADOR_SAO", state: "waiting", logistic: "fulfillment", wrote: false },
  { id: 81_000_000_006n, in: "a", minutesAgo: 6, buyer: "COMPRADORA_TRES", state: "blocked", logistic: "fulfillment", wrote: true },
] as const;
const idOf = (n: number) => String(SALES[n - 1]!.id);

beforeAll(async () => {
  stubRouteEnv("sales-all-accounts");
  // The live workers (sweeps, the notification processor, the database transport) stay off: the bus is in memory.
  // Taking the scheduler's start-once name first (lib/jobs/scheduler.ts) keeps startLiveWorkers from running.
  (await import("../process-singleton")).firstTimeInProcess("liveWorkers");
  jwt = await import("next-auth/jwt");
  list = (await import("../../app/api/sales/route")).GET as Route;
  events = (await import("../../app/api/events/route")).GET as Route;
  bus = await import("../live/bus");
  const db = await (await import("../db")).getDb();
  const [a, b, c] = await Promise.all(
    (["MLA", "MLB", "MLA"] as const).map((siteId, i) =>
      db.workspace.create({ data: { sellerId: 9301n + BigInt(i), nickname: `TIENDA_${i}`, siteId } }),
    ),
  );
  const [pat, ana, cleo] = await Promise.all(
    ["Pat", "Ana", "Cleo"].map((name, i) => db.user.create({ data: { name, marketplaceUserId: 9401n + BigInt(i) } })),
  );
  Object.assign(ids, { a: a!.id, b: b!.id, c: c!.id, pat: pat!.id, ana: ana!.id, cleo: cleo!.id });
  await db.membership.createMany({
    data: [
      { userId: ids.pat, workspaceId: ids.a, role: "owner" },
      { userId: ids.pat, workspaceId: ids.b, role: "viewer" },
      { userId: ids.ana, workspaceId: ids.a, role: "agent" },
      { userId: ids.cleo, workspaceId: ids.c, role: "owner" },
    ],
  });
  const now = Date.now();
  await db.sale.createMany({
    data: SALES.map((s) => ({
      id: s.id,
      workspaceId: ids[s.in],
      isPack: false,
      orderIds: [s.id + 1n],
      buyerId: 7_000n + (s.id % 100n),
      buyerNickname: s.buyer,
      items: [{ itemId: `${s.in === "b" ? "MLB" : "MLA"}${s.id}`, title: "Mate de calabaza", quantity: 1, unitPrice: 1234.56 }],
      total: 1234.56,
      currencyId: s.in === "b" ? "BRL" : "ARS",
      dateCreated: new Date(now - s.minutesAgo * 60_000),
      logisticType: s.logistic,
      conversationState: s.state,
      reasonsAvailable: [],
      buyerHasWritten: s.wrote,
      lastBuyerMessageAt: s.wrote ? new Date(now) : null,
      searchText: `${s.buyer.toLowerCase()} ${s.id + 1n} mate de calabaza`,
      syncedAt: new Date(now),
    })),
  });
});

const cookieFor = (uid: string, workspaceId: string) => jwt.encode({ token: { uid, workspaceId, sv: 0 }, secret: SECRET, maxAge: 3_600 });

function get(route: Route, cookie: string, { header, query = "" }: { header?: string; query?: string } = {}, signal?: AbortSignal) {
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}` };
  if (header) headers["x-mostrador-account"] = header;
  return route(new NextRequest(`${ORIGIN}/api/x?${query}`, { headers, signal }), { params: Promise.resolve({}) });
}

/** The listed sales as "<account letter>:<sale number in SALES>", in the list's order. */
async function listed(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  const page = (await res.json()) as { sales: Listed[] };
  const letter = (accountId: string) => (Object.entries(ids).find(([, id]) => id === accountId)?.[0] ?? "?").slice(0, 1);
  return page.sales.map((s) => `${letter(s.accountId)}:${SALES.findIndex((x) => String(x.id) === s.id) + 1}`);
}
const pat = () => cookieFor(ids.pat, ids.a);
const ana = () => cookieFor(ids.ana, ids.a);

describe("the all-accounts sales list", () => {
  it("lists the sales of every account the person has a role in, newest first, each with its account", async () => {
    expect(await listed(await get(list, await pat(), { header: "all" }))).toEqual(["a:1", "b:2", "a:4", "b:5", "a:6"]);
    // The same through ?account=all, whatever the session's default.
    expect(await listed(await get(list, await cookieFor(ids.pat, ids.b), { query: "account=all" }))).toEqual([
      "a:1",
      "b:2",
      "a:4",
      "b:5",
      "a:6",
    ]);
    const page = (await (await get(list, await pat(), { header: "all" })).json()) as { total: number };
    expect(page.total).toBe(5);
  });

  it("applies the filters and the search across accounts", async () => {
    const cookie = await pat();
    expect(await listed(await get(list, cookie, { header: "all", query: "show=needs_first" }))).toEqual(["a:1", "b:2"]);
    expect(await listed(await get(list, cookie, { header: "all", query: "show=waiting" }))).toEqual(["a:4", "b:5"]);
    expect(await listed(await get(list, cookie, { header: "all", query: "logistic=drop_off" }))).toEqual(["b:2", "a:4"]);
    // Unread is Pat's: the buyers who wrote, in both accounts.
    expect(await listed(await get(list, cookie, { header: "all", query: "show=unread" }))).toEqual(["b:2", "a:6"]);
    expect(await listed(await get(list, cookie, { header: "all", query: "q=compradora" }))).toEqual(["b:2", "a:6"]);
    expect(await listed(await get(list, cookie, { header: "all", query: `q=${SALES[4]!.id + 1n}` }))).toEqual(["b:5"]);
    // Another person's buyer is found in no account of Pat's.
    expect(await listed(await get(list, cookie, { header: "all", query: "q=ajeno" }))).toEqual([]);
  });

  it("pages across accounts with the cursor, each sale once and in order", async () => {
    const cookie = await pat();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const res: Response = await get(list, cookie, { header: "all", query });
      const page = (await res.clone().json()) as { nextCursor: string | null; total: number | null };
      seen.push(...(await listed(res)));
      expect(page.total === null).toBe(Boolean(cursor));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["a:1", "b:2", "a:4", "b:5", "a:6"]);
  });

  it("the account filter narrows to one of the person's accounts, never past them", async () => {
    const cookie = await pat();
    expect(await listed(await get(list, cookie, { header: "all", query: `inAccount=${ids.b}` }))).toEqual(["b:2", "b:5"]);
    expect(await listed(await get(list, cookie, { header: "all", query: `inAccount=${ids.b}&show=waiting` }))).toEqual(["b:5"]);
    expect(await listed(await get(list, cookie, { header: "all", query: `inAccount=${ids.c}` }))).toEqual([]);
    expect((await get(list, cookie, { header: "all", query: "inAccount=not-an-account" })).status).toBe(400);
  });

  it("a person in A only never gets B's sales: not in all-accounts mode, not through the filter, not by naming B", async () => {
    const cookie = await ana();
    expect(await listed(await get(list, cookie, { header: "all" }))).toEqual(["a:1", "a:4", "a:6"]);
    expect(await listed(await get(list, cookie, { header: "all", query: `inAccount=${ids.b}` }))).toEqual([]);
    expect(await listed(await get(list, cookie, { header: "all", query: "q=compradora" }))).toEqual(["a:6"]);
    expect(await listed(await get(list, cookie, { query: `inAccount=${ids.b}` }))).toEqual([]);
    const named = await get(list, cookie, { header: ids.b });
    expect(named.status).toBe(403);
    expect(await named.text()).not.toContain(idOf(2));
  });

  it("without all, lists the one account as before", async () => {
    const cookie = await pat();
    expect(await listed(await get(list, cookie))).toEqual(["a:1", "a:4", "a:6"]);
    expect(await listed(await get(list, cookie, { header: ids.b }))).toEqual(["b:2", "b:5"]);
    expect((await get(list, cookie, { header: ids.c })).status).toBe(403);
  });

  it("the all-accounts live stream carries every one of the person's accounts, and only theirs", async () => {
    const aborted = new AbortController();
    const res = await get(events, await pat(), { query: "account=all" }, aborted.signal);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = "";
    const until = async (part: string) => {
      while (!text.includes(part)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await until("retry:");
    bus.publishLiveEvent(ids.c, { type: "conversation.updated", saleId: idOf(3) });
    bus.publishLiveEvent(ids.b, { type: "conversation.updated", saleId: idOf(2) });
    bus.publishLiveEvent(ids.a, { type: "conversation.updated", saleId: idOf(1) });
    await until(idOf(1));
    expect(text).toContain(idOf(2));
    expect(text).not.toContain(idOf(3));
    aborted.abort();
  });
});
