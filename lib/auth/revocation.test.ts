import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// The real routes over an embedded database of their own: a session cookie is judged on every request.
const PASSWORD = "teammate password one";

type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let members: Route;
let signOutEverywhere: Route;
let changePassword: Route;
let resetPassword: Route;
let jwt: typeof import("next-auth/jwt");
let db: import("../db/client").Db;
let checkPassword: (email: string, password: string) => Promise<boolean>;
const ids = { workspace: "", owner: "", agent: "" };

beforeAll(async () => {
  stubRouteEnv("revocation");
  jwt = await import("next-auth/jwt");
  members = (await import("../../app/api/team/members/route")).GET as Route;
  signOutEverywhere = (await import("../../app/api/me/sign-out-everywhere/route")).POST as Route;
  changePassword = (await import("../../app/api/me/password/route")).POST as Route;
  resetPassword = (await import("../../app/api/team/members/[userId]/password-reset/route")).POST as Route;
  db = await (await import("../db")).getDb();
  const { hashPassword, verifyPassword } = await import("../team/password");
  checkPassword = async (email, password) => {
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    return verifyPassword(user.passwordHash!, password);
  };
  const workspace = await db.workspace.create({ data: { sellerId: 9001n, nickname: "SHOP", siteId: "MLA" } });
  const owner = await db.user.create({ data: { name: "Owner", marketplaceUserId: 9001n } });
  const agent = await db.user.create({ data: { name: "Agent", email: "agent@x.com", passwordHash: await hashPassword(PASSWORD) } });
  await db.membership.createMany({
    data: [
      { userId: owner.id, workspaceId: workspace.id, role: "owner" },
      { userId: agent.id, workspaceId: workspace.id, role: "agent" },
    ],
  });
  Object.assign(ids, { workspace: workspace.id, owner: owner.id, agent: agent.id });
});

const cookieFor = (uid: string, sv?: number) =>
  jwt.encode({ token: { uid, workspaceId: ids.workspace, ...(sv === undefined ? {} : { sv }) }, secret: SECRET, maxAge: 3_600 });
function call(
  route: Route,
  cookie: string,
  { method = "GET", body, params = {} }: { method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}` };
  const text = body === undefined ? undefined : JSON.stringify(body);
  if (method !== "GET")
    Object.assign(headers, { origin: ORIGIN, "content-type": "application/json", "content-length": String(text?.length ?? 0) });
  return route(new NextRequest(`${ORIGIN}/api/x`, { method, headers, body: text }), { params: Promise.resolve(params) });
}
const status = async (route: Route, cookie: string) => (await call(route, cookie)).status;

describe("session revocation", () => {
  it("'sign out everywhere' ends every session of the member at once, including cookies issued before versions existed", async () => {
    const oldCookie = await cookieFor(ids.owner); // no version: issued before this change
    const phone = await cookieFor(ids.owner, 0);
    expect(await status(members, oldCookie)).toBe(200);
    expect(await status(members, phone)).toBe(200);

    expect((await call(signOutEverywhere, phone, { method: "POST", body: {} })).status).toBe(204);
    expect(await status(members, phone)).toBe(401);
    expect(await status(members, oldCookie)).toBe(401);
    // A sign-in after it carries the new version.
    expect(await status(members, await cookieFor(ids.owner, 1))).toBe(200);
    // Nobody else's sessions were touched.
    expect(await status(members, await cookieFor(ids.agent, 0))).toBe(200);
  });

  it("a password change needs the current password, ends the other sessions and keeps this one under a new cookie", async () => {
    const laptop = await cookieFor(ids.agent, 0);
    const stolen = await cookieFor(ids.agent, 0);
    const wrong = await call(changePassword, laptop, { method: "POST", body: { current: "not it at all", next: "a brand new password" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe("wrong_password");
    expect(await status(members, stolen)).toBe(200);

    const changed = await call(changePassword, laptop, { method: "POST", body: { current: PASSWORD, next: "a brand new password" } });
    expect(changed.status).toBe(204);
    expect(await checkPassword("agent@x.com", "a brand new password")).toBe(true);
    expect(await status(members, stolen)).toBe(401);
    expect(await status(members, laptop)).toBe(401);
    const reissued = /next-auth\.session-token=([^;]+)/.exec(changed.headers.get("set-cookie") ?? "")?.[1];
    expect(reissued).toBeTruthy();
    expect(await status(members, reissued!)).toBe(200);
  });

  it("an owner's reset gives a temporary password once, ends the teammate's sessions and retires the old password", async () => {
    const agentSession = await cookieFor(ids.agent, 1);
    expect(await status(members, agentSession)).toBe(200);
    // Not the owner: refused.
    expect((await call(resetPassword, agentSession, { method: "POST", body: {}, params: { userId: ids.agent } })).status).toBe(403);

    const owner = await cookieFor(ids.owner, 1);
    const res = await call(resetPassword, owner, { method: "POST", body: {}, params: { userId: ids.agent } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { temporaryPassword } = (await res.json()) as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(await status(members, agentSession)).toBe(401);
    expect(await checkPassword("agent@x.com", "a brand new password")).toBe(false);
    expect(await checkPassword("agent@x.com", temporaryPassword)).toBe(true);
    // The owner's own password is not the owner's to reset here (they sign in through the marketplace).
    expect((await call(resetPassword, owner, { method: "POST", body: {}, params: { userId: ids.owner } })).status).toBe(404);
  });
});
