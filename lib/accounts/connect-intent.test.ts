import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// "Connect another account" after "Sign out everywhere": neither the intent (POST /api/accounts/connect,
// the real route) nor the OAuth callback's reading of it (judgeConnectIntent, what options.ts's signIn and
// jwt act on) may bring a revoked session back as a fresh cookie.
type Route = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;
let connect: Route;
let jwt: typeof import("next-auth/jwt");
let db: import("../db/client").Db;
let judge: typeof import("./connect-intent").judgeConnectIntent;
let bump: typeof import("../auth/session-version").bumpSessionVersion;
const ids = { workspace: "", owner: "", other: "" };

beforeAll(async () => {
  stubRouteEnv("connect-intent");
  jwt = await import("next-auth/jwt");
  connect = (await import("../../app/api/accounts/connect/route")).POST as Route;
  ({ judgeConnectIntent: judge } = await import("./connect-intent"));
  ({ bumpSessionVersion: bump } = await import("../auth/session-version"));
  db = await (await import("../db")).getDb();
  const workspace = await db.workspace.create({ data: { sellerId: 9601n, nickname: "FIRST", siteId: "MLA" } });
  const owner = await db.user.create({ data: { name: "Olga", marketplaceUserId: 9601n } });
  const other = await db.user.create({ data: { name: "Otto" } });
  await db.membership.create({ data: { userId: owner.id, workspaceId: workspace.id, role: "owner" } });
  Object.assign(ids, { workspace: workspace.id, owner: owner.id, other: other.id });
});

const sessionFor = (uid: string, sv: number) =>
  jwt.encode({ token: { uid, workspaceId: ids.workspace, sv }, secret: SECRET, maxAge: 3_600 });

/** The intent cookie the route sets, or null when it answered otherwise. */
async function startConnect(session: string): Promise<{ status: number; intent: string | null }> {
  const headers = { cookie: `next-auth.session-token=${session}`, origin: ORIGIN };
  const res = await connect(new NextRequest(`${ORIGIN}/api/accounts/connect`, { method: "POST", headers }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, intent: /mostrador-connect=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null };
}

describe("connecting another account", () => {
  it("a live session starts the intent, and the callback attaches the seller to that person", async () => {
    const session = await sessionFor(ids.owner, 0);
    const { status, intent } = await startConnect(session);
    expect(status).toBe(204);
    expect(await judge(intent!, session)).toEqual({ kind: "attach", userId: ids.owner });
    // No intent, or no session any more (signed out since): an ordinary sign-in as the seller.
    expect(await judge(undefined, session)).toEqual({ kind: "none" });
    expect(await judge(intent!, undefined)).toEqual({ kind: "none" });
    // Another person's session never receives the intent's seller.
    expect(await judge(intent!, await sessionFor(ids.other, 0))).toEqual({ kind: "none" });
  });

  it("after 'sign out everywhere' the old cookie can neither start the intent nor finish one started before", async () => {
    const stolen = await sessionFor(ids.owner, 0);
    const { intent } = await startConnect(stolen); // started while the session still held
    expect(intent).toBeTruthy();
    const version = await bump(db, ids.owner);
    await (await import("../auth/forget-user")).forgetUserMemberships(db, ids.owner);

    expect(await startConnect(stolen)).toEqual({ status: 401, intent: null });
    expect(await judge(intent!, stolen)).toEqual({ kind: "refused" });
    // Signing in again (the current version) works as before.
    const fresh = await sessionFor(ids.owner, version);
    const again = await startConnect(fresh);
    expect(again.status).toBe(204);
    expect(await judge(again.intent!, fresh)).toEqual({ kind: "attach", userId: ids.owner });
  });
});
