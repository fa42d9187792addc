import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// The route context the wrappers hand a handler, over an embedded database of its own: withSeller,
// withPerson and withAccounts run the same session prologue (withSession) and put the person (`user`) and
// the account's facts on the context, so route files never look them up (mostrador/no-db-in-routes).
// Pat owns A and is a viewer of B; Cleo owns C.

type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let one: Route;
let person: Route;
let either: Route;
let jwt: typeof import("next-auth/jwt");
const ids = { a: "", b: "", c: "", pat: "" };

beforeAll(async () => {
  stubRouteEnv("route-context");
  jwt = await import("next-auth/jwt");
  const { withSeller } = await import("./with-seller");
  const { withPerson } = await import("./with-person");
  const { withAccounts } = await import("./with-accounts");
  one = withSeller("viewer", async (_req, { user, userId, workspaceId, nickname, siteId, role }) =>
    Response.json({ user, userId, workspaceId, nickname, siteId, role }),
  ) as Route;
  person = withPerson("agent", async (_req, { user, accounts }) => Response.json({ user, accounts })) as Route;
  either = withAccounts("viewer", async (_req, { user, accounts }) => Response.json({ user, accounts })) as Route;
  const db = await (await import("../db")).getDb();
  const a = await db.workspace.create({ data: { sellerId: 9501n, nickname: "SHOP_A", siteId: "MLA" } });
  const b = await db.workspace.create({ data: { sellerId: 9502n, nickname: "SHOP_B", siteId: "MLB" } });
  const c = await db.workspace.create({ data: { sellerId: 9503n, nickname: "SHOP_C", siteId: "MLM" } });
  const pat = await db.user.create({ data: { name: "Pat Pérez", marketplaceUserId: 9501n } });
  const cleo = await db.user.create({ data: { name: "Cleo", marketplaceUserId: 9503n } });
  await db.membership.createMany({
    data: [
      { userId: pat.id, workspaceId: a.id, role: "owner", createdAt: new Date(Date.now() - 60_000) },
      { userId: pat.id, workspaceId: b.id, role: "viewer" },
      { userId: cleo.id, workspaceId: c.id, role: "owner" },
    ],
  });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, pat: pat.id });
});

async function call(
  route: Route,
  account: string | null,
  { sv = 0, method = "GET", origin }: { sv?: number; method?: string; origin?: string } = {},
) {
  const cookie = await jwt.encode({ token: { uid: ids.pat, workspaceId: ids.a, sv }, secret: SECRET, maxAge: 3_600 });
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}` };
  if (account) headers["x-mostrador-account"] = account;
  if (origin) headers.origin = origin;
  return route(new NextRequest(`${ORIGIN}/api/x`, { method, headers }), { params: Promise.resolve({}) });
}

describe("the route context", () => {
  it("withSeller gives the person and the account's facts: the named account, else the session's default", async () => {
    const named = await call(one, ids.b);
    expect(named.status).toBe(200);
    expect(await named.json()).toEqual({
      user: { id: ids.pat, name: "Pat Pérez" },
      userId: ids.pat,
      workspaceId: ids.b,
      nickname: "SHOP_B",
      siteId: "MLB",
      role: "viewer",
    });
    expect(await (await call(one, null)).json()).toMatchObject({ workspaceId: ids.a, nickname: "SHOP_A", role: "owner" });
  });

  it("withPerson gives the person and only the accounts with the role asked for", async () => {
    const res = await call(person, "all");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: unknown; accounts: Array<{ workspaceId: string; nickname: string }> };
    expect(body.user).toEqual({ id: ids.pat, name: "Pat Pérez" });
    expect(body.accounts.map((a) => [a.workspaceId, a.nickname])).toEqual([[ids.a, "SHOP_A"]]);
  });

  it("withAccounts: all accounts, or the one named with its nickname", async () => {
    const all = (await (await call(either, "all")).json()) as { accounts: Array<{ nickname: string }> };
    expect(all.accounts.map((a) => a.nickname)).toEqual(["SHOP_A", "SHOP_B"]);
    const single = (await (await call(either, ids.b)).json()) as { user: unknown; accounts: Array<{ nickname: string; role: string }> };
    expect(single.user).toEqual({ id: ids.pat, name: "Pat Pérez" });
    expect(single.accounts).toEqual([{ workspaceId: ids.b, sellerId: 9502, nickname: "SHOP_B", siteId: "MLB", role: "viewer" }]);
  });

  it("the same prologue everywhere: an ended session is 401, a cross-site write 403 before the session, another's account 403", async () => {
    for (const route of [one, person, either]) {
      const ended = await call(route, route === one ? null : "all", { sv: 1 });
      expect(ended.status).toBe(401);
      expect(((await ended.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
      const forged = await call(route, "all", { method: "POST", origin: "https://evil.example" });
      expect(forged.status).toBe(403);
      expect(((await forged.json()) as { error: { code: string } }).error.code).toBe("cross_origin");
    }
    const stranger = await call(one, ids.c);
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { error: { code: string } }).error.code).toBe("no_account_access");
  });
});
