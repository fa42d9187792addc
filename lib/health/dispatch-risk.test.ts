import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";
import type { AccountToday } from "../schemas/overview";
import { endOfSiteDay } from "./site-day";

// Dispatch risk over an embedded database of its own: the queue's route, the Sales list's `?show=dispatch`
// and the all-accounts strip count the same sales, each account by its own site's day.
type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let queue: Route;
let salesList: Route;
let strip: Route;
let jwt: typeof import("next-auth/jwt");
const ids = { ar: "", mx: "", pat: "" };
const HOUR = 3_600_000;
const now = Date.now();

beforeAll(async () => {
  stubRouteEnv("dispatch-risk");
  jwt = await import("next-auth/jwt");
  queue = (await import("../../app/api/health/dispatch/route")).GET as Route;
  salesList = (await import("../../app/api/sales/route")).GET as Route;
  strip = (await import("../../app/api/overview/accounts/route")).GET as Route;
  const db = await (await import("../db")).getDb();
  const ar = await db.workspace.create({ data: { sellerId: 9501n, nickname: "SHOP_AR", siteId: "MLA" } });
  const mx = await db.workspace.create({ data: { sellerId: 9502n, nickname: "SHOP_MX", siteId: "MLM" } });
  const pat = await db.user.create({ data: { name: "Pat", marketplaceUserId: 9501n } });
  await db.membership.createMany({
    data: [
      { userId: pat.id, workspaceId: ar.id, role: "owner", createdAt: new Date(now - 60_000) },
      { userId: pat.id, workspaceId: mx.id, role: "viewer" },
    ],
  });
  let saleId = 3_000_000_000n;
  const sale = (workspaceId: string, status: string, handlingLimit: Date | null, title = "Mate") => ({
    id: ++saleId,
    workspaceId,
    isPack: false,
    orderIds: [saleId],
    buyerId: 1n,
    buyerNickname: "COMPRADOR",
    items: [{ itemId: "MLA1", title, quantity: 2, unitPrice: 10 }],
    total: 20,
    currencyId: "ARS",
    dateCreated: new Date(now - 30 * HOUR),
    shipmentStatus: status,
    shipmentSubstatus: status === "ready_to_ship" ? "ready_to_print" : null,
    handlingLimit,
    conversationState: "can_start",
    reasonsAvailable: [],
    searchText: "comprador",
    syncedAt: new Date(now),
  });
  const arEnd = endOfSiteDay(new Date(now), "MLA");
  await db.sale.createMany({
    data: [
      sale(ar.id, "ready_to_ship", new Date(now - 26 * HOUR), "Late one"), // late
      sale(ar.id, "handling", new Date(now - 2 * HOUR), "Late two"), // late
      sale(ar.id, "ready_to_ship", arEnd, "Due today"), // due at the end of Buenos Aires' day
      sale(ar.id, "ready_to_ship", new Date(arEnd.getTime() + 1), "Tomorrow"), // tomorrow: not at risk
      sale(ar.id, "shipped", new Date(now - 5 * HOUR), "Left"), // handed over: not at risk
      sale(ar.id, "ready_to_ship", null, "Full"), // no deadline (Full): not at risk
      sale(mx.id, "ready_to_ship", endOfSiteDay(new Date(now), "MLM"), "Due today in Mexico"), // Mexico's day ends later
    ],
  });
  Object.assign(ids, { ar: ar.id, mx: mx.id, pat: pat.id });
});

async function get(route: Route, account: string, url = "/api/x") {
  const cookie = await jwt.encode({ token: { uid: ids.pat, workspaceId: ids.ar, sv: 0 }, secret: SECRET, maxAge: 3_600 });
  const res = await route(
    new NextRequest(`${ORIGIN}${url}`, { headers: { cookie: `next-auth.session-token=${cookie}`, "x-mostrador-account": account } }),
    {
      params: Promise.resolve({}),
    },
  );
  expect(res.status).toBe(200);
  return res.json();
}

describe("dispatch risk", () => {
  it("lists late ones first, then today's, each with its deadline; nothing handed over, due later or without a deadline", async () => {
    const body = (await get(queue, ids.ar, "/api/health/dispatch")) as {
      rows: Array<{ title: string; isLate: boolean; handlingLimit: string; units: number }>;
      counts: { dueToday: number; late: number };
    };
    expect(body.rows.map((r) => [r.title, r.isLate])).toEqual([
      ["Late one", true],
      ["Late two", true],
      ["Due today", false],
    ]);
    expect(body.rows[2]!.handlingLimit).toBe(endOfSiteDay(new Date(now), "MLA").toISOString());
    expect(body.rows[0]!.units).toBe(2);
    expect(body.counts).toEqual({ dueToday: 1, late: 2 });
  });

  it("the Sales list's dispatch filter lists the same sales", async () => {
    const body = (await get(salesList, ids.ar, "/api/sales?show=dispatch")) as {
      total: number;
      sales: Array<{ items: Array<{ title: string }> }>;
    };
    expect(body.total).toBe(3);
    expect(body.sales.map((s) => s.items[0]!.title).sort()).toEqual(["Due today", "Late one", "Late two"]);
  });

  it("the all-accounts strip counts each account's risk by its own site's day", async () => {
    const { accounts } = (await get(strip, "all", "/api/overview/accounts")) as { accounts: AccountToday[] };
    expect(accounts.map((a) => [a.nickname, a.health.dispatchRisk, a.health.isRead])).toEqual([
      ["SHOP_AR", 3, false],
      ["SHOP_MX", 1, false],
    ]);
  });
});

describe("the site's day", () => {
  it("ends at 23:59:59.999 local time", () => {
    const at = new Date("2026-12-08T02:30:00Z"); // 23:30 on the 7th in Buenos Aires, 20:30 in Mexico City
    expect(endOfSiteDay(at, "MLA").toISOString()).toBe("2026-12-08T02:59:59.999Z");
    expect(endOfSiteDay(at, "MLM").toISOString()).toBe("2026-12-08T05:59:59.999Z");
    expect(endOfSiteDay(new Date("2026-12-08T03:00:00Z"), "MLA").toISOString()).toBe("2026-12-09T02:59:59.999Z");
  });
});
