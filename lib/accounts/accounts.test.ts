import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// The real routes over an embedded database of their own: one person in several accounts with different
// roles (owner in A, agent in B, none in C). Each request acts on the account it names (header, else
// ?account=, else the session's default) with the role the person has there, and never on another.

type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let members: Route;
let invitations: Route;
let createInvitation: Route;
let switchAccount: Route;
let accounts: Route;
let jwt: typeof import("next-auth/jwt");
let db: import("../db/client").Db;
let resolveAccount: typeof import("./resolve-account").resolveAccount;
const ids = { a: "", b: "", c: "", person: "", other: "" };

beforeAll(async () => {
  stubRouteEnv("accounts");
  jwt = await import("next-auth/jwt");
  members = (await import("../../app/api/team/members/route")).GET as Route;
  invitations = (await import("../../app/api/team/invitations/route")).GET as Route;
  createInvitation = (await import("../../app/api/team/invitations/route")).POST as Route;
  switchAccount = (await import("../../app/api/accounts/switch/route")).POST as Route;
  accounts = (await import("../../app/api/accounts/route")).GET as Route;
  ({ resolveAccount } = await import("./resolve-account"));
  db = await (await import("../db")).getDb();
  const [a, b, c] = await Promise.all(
    [9101n, 9102n, 9103n].map((sellerId, i) =>
      db.workspace.create({ data: { sellerId, nickname: `SHOP_${i}`, siteId: i === 1 ? "MLB" : "MLA" } }),
    ),
  );
  const person = await db.user.create({ data: { name: "Pat", marketplaceUserId: 9101n } });
  const other = await db.user.create({ data: { name: "Cleo", marketplaceUserId: 9103n } });
  await db.membership.createMany({
    data: [
      { userId: person.id, workspaceId: a!.id, role: "owner" },
      { userId: person.id, workspaceId: b!.id, role: "agent" },
      { userId: other.id, workspaceId: c!.id, role: "owner" },
    ],
  });
  Object.assign(ids, { a: a!.id, b: b!.id, c: c!.id, person: person.id, other: other.id });
});

const cookieFor = (uid: string, workspaceId: string) => jwt.encode({ token: { uid, workspaceId, sv: 0 }, secret: SECRET, maxAge: 3_600 });

async function call(
  route: Route,
  cookie: string,
  { header, query, method = "GET", body = {} }: { header?: string; query?: string; method?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}` };
  if (header) headers["x-mostrador-account"] = header;
  const text = JSON.stringify(body);
  if (method !== "GET")
    Object.assign(headers, { origin: ORIGIN, "content-type": "application/json", "content-length": String(text.length) });
  const url = `${ORIGIN}/api/x${query ? `?account=${query}` : ""}`;
  return route(new NextRequest(url, { method, headers, body: method === "GET" ? undefined : text }), { params: Promise.resolve({}) });
}
const memberNames = async (res: Response) => ((await res.json()) as { members: { name: string }[] }).members.map((m) => m.name);

describe("several accounts per person", () => {
  it("acts on the account the header names, with the role held there", async () => {
    const cookie = await cookieFor(ids.person, ids.a);
    // Owner in A: the owner-only invitations list answers; agent in B: refused.
    expect((await call(invitations, cookie, { header: ids.a })).status).toBe(200);
    expect((await call(invitations, cookie, { header: ids.b })).status).toBe(403);
    expect((await call(members, cookie, { header: ids.b })).status).toBe(200);
  });

  it("refuses an account without a role (403 no_account_access), and a malformed one, never falling back", async () => {
    const cookie = await cookieFor(ids.person, ids.a);
    const refused = await call(members, cookie, { header: ids.c });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("no_account_access");
    expect((await call(members, cookie, { query: ids.c })).status).toBe(403);
    expect((await call(members, cookie, { header: "not-an-id!" })).status).toBe(403);
    expect((await call(members, cookie, { header: "cnonexistent00000000" })).status).toBe(403);
  });

  it("reads the header before ?account=, and the session's default when neither", async () => {
    const cookie = await cookieFor(ids.person, ids.b);
    // The default is B (agent): owner-only refused; ?account=A makes it A; a header B overrides ?account=A.
    expect((await call(invitations, cookie)).status).toBe(403);
    expect((await call(invitations, cookie, { query: ids.a })).status).toBe(200);
    expect((await call(invitations, cookie, { query: ids.a, header: ids.b })).status).toBe(403);
  });

  it("falls back to a remaining account when the default's membership is gone, and ends with none left", async () => {
    const cookie = await cookieFor(ids.person, ids.c); // a default the person has no role in (say, removed)
    expect(await memberNames(await call(members, cookie))).toContain("Pat"); // A, the oldest membership
    expect((await resolveAccount(ids.person, null, ids.c, 0)).kind).toBe("ok");
    expect((await resolveAccount(ids.person, null, ids.a, 1)).kind).toBe("ended"); // a session version behind
    expect((await resolveAccount("nobody", null, ids.a, 0)).kind).toBe("ended");
    expect((await resolveAccount(ids.person, ids.c, ids.a, 1)).kind).toBe("ended"); // ended beats no access
  });

  it("switching sets the session's default to an account the person has a role in, and only such", async () => {
    const cookie = await cookieFor(ids.person, ids.a);
    expect((await call(switchAccount, cookie, { method: "POST", header: ids.c })).status).toBe(403);
    const switched = await call(switchAccount, cookie, { method: "POST", header: ids.b });
    expect(switched.status).toBe(204);
    const value = /next-auth\.session-token=([^;]+)/.exec(switched.headers.get("set-cookie") ?? "")?.[1];
    const claims = await jwt.decode({ token: value!, secret: SECRET });
    expect(claims).toMatchObject({ uid: ids.person, workspaceId: ids.b, sv: 0 });
    // The new cookie's default is B, where the person is an agent.
    expect((await call(invitations, value!)).status).toBe(403);
  });

  it("lists the person's accounts with their role in each, none of anybody else's", async () => {
    const res = await call(accounts, await cookieFor(ids.person, ids.a));
    const listed = ((await res.json()) as { accounts: { workspaceId: string; role: string; siteId: string }[] }).accounts;
    expect(listed.map(({ workspaceId, role, siteId }) => ({ workspaceId, role, siteId }))).toEqual([
      { workspaceId: ids.a, role: "owner", siteId: "MLA" },
      { workspaceId: ids.b, role: "agent", siteId: "MLB" },
    ]);
  });

  it("an invitation grants only accounts the inviter owns: a forged grant is refused, whatever the account acted on", async () => {
    const cookie = await cookieFor(ids.person, ids.a);
    await db.marketplaceConnection.create({
      data: { workspaceId: ids.a, sellerId: 9101n, accessTokenEnc: "x", refreshTokenEnc: "y", expiresAt: new Date(Date.now() + 3_600_000) },
    });
    const before = await db.invitation.count();
    const post = (body: unknown) => call(createInvitation, cookie, { method: "POST", header: ids.a, body });
    const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
    // B: the person is an agent there; C: no role at all. Both refused, A's grant with them not made either.
    for (const forged of [ids.b, ids.c]) {
      const res = await post({
        grants: [
          { accountId: ids.a, role: "agent" },
          { accountId: forged, role: "owner" },
        ],
      });
      expect(res.status).toBe(403);
      expect(await code(res)).toBe("grant_not_owned");
    }
    expect(
      (
        await post({
          grants: [
            { accountId: ids.a, role: "agent" },
            { accountId: ids.a, role: "viewer" },
          ],
        })
      ).status,
    ).toBe(400);
    expect((await post({ grants: [] })).status).toBe(400);
    expect(await db.invitation.count()).toBe(before);
    // The account's owner, granting it: made, and `{ role }` still means this account alone.
    const made = await post({ grants: [{ accountId: ids.a, role: "viewer" }] });
    expect(made.status).toBe(201);
    expect(((await made.json()) as { grants: { accountId: string; role: string }[] }).grants).toMatchObject([
      { accountId: ids.a, role: "viewer" },
    ]);
    const short = await post({ role: "agent" });
    expect(((await short.json()) as { grants: { accountId: string }[] }).grants.map((g) => g.accountId)).toEqual([ids.a]);
  });
});
