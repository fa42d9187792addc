import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

/**
 * Every route's workspace checks, with one person in several accounts: owner of A, viewer of B, no role in
 * C. The route files are found on disk (as route-plumbing.test.ts does), so a route added later is covered
 * without editing this test, and one without `withSeller` fails it unless it is listed below with a reason.
 *
 * Per route and method:
 * - naming C (header or ?account=) → 403 `no_account_access`, and nothing of C in the body;
 * - naming B, a write → 403 `forbidden` (viewer), unless listed as a write a viewer may make;
 * - naming B, a read (ids of A's rows in the path) → nothing of A in the body;
 * - naming A, A's question → A's data (the control: the markers would be found if they leaked).
 */
const API_DIR = path.resolve(import.meta.dirname, "../../app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Routes that act on no account, each with the reason; anything else must resolve one. */
const NOT_ACCOUNT_ROUTES: Record<string, string> = {
  "[...slug]": "the JSON 404 of unknown /api paths",
  "auth/[...nextauth]": "next-auth's sign-in endpoints",
  notifications: "the marketplace's server-to-server callback, routed by user_id",
  "testing/reset": "e2e only: a 404 unless MOSTRADOR_TEST_RESET is set",
  "team/join": "the invitation token names the accounts; no session yet",
};
/** Writes a viewer may make: the person's own settings, presence, asking for a refresh, choosing an account. */
const VIEWER_WRITES = new Set([
  "POST accounts/connect",
  "POST accounts/switch",
  "POST me/password",
  "POST me/sign-out-everywhere",
  "PUT metrics/range",
  "POST presence",
  "POST questions/sync",
  "POST sales/sync",
  "POST claims/sync",
  "POST sales/[id]/unread", // deletes the person's own read mark, nothing else
]);
/** Writes that end the session the test signs in with: checked for the refusals, not called as B. */
const SESSION_ENDING = new Set(["POST me/sign-out-everywhere", "POST me/password"]);
/** Streams are checked for the refusal only (a viewer's stream would stay open). */
const STREAMS = new Set(["GET events"]);

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface RouteUnderTest {
  rel: string;
  method: string;
  handler: Handler;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

async function accountRoutes(): Promise<RouteUnderTest[]> {
  const routes: RouteUnderTest[] = [];
  for (const file of routeFiles(API_DIR)) {
    const rel = path.dirname(path.relative(API_DIR, file));
    if (rel in NOT_ACCOUNT_ROUTES) continue;
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) if (typeof mod[method] === "function") routes.push({ rel, method, handler: mod[method] as Handler });
  }
  return routes;
}

let jwt: typeof import("next-auth/jwt");
const ids = { a: "", b: "", c: "", person: "", question: "", reply: "", mate: "", invitation: "" };
const MARK = { a: "SECRET_OF_A", c: "SECRET_OF_C" };

beforeAll(async () => {
  stubRouteEnv("isolation");
  // Nothing listens there: a route that reached the marketplace fails fast, it never reads someone's data.
  vi.stubEnv("MARKETPLACE_API_URL", "http://127.0.0.1:9");
  vi.stubEnv("MARKETPLACE_CLIENT_ID", "1");
  vi.stubEnv("MARKETPLACE_CLIENT_SECRET", "x");
  jwt = await import("next-auth/jwt");
  const db = await (await import("../db")).getDb();
  const [a, b, c] = await Promise.all(
    [9201n, 9202n, 9203n].map((sellerId, i) =>
      db.workspace.create({ data: { sellerId, nickname: ["SHOP_A", "SHOP_B", "SHOP_C"][i]!, siteId: "MLA" } }),
    ),
  );
  const person = await db.user.create({ data: { name: "Pat", marketplaceUserId: 9201n } });
  const mate = await db.user.create({ data: { name: `${MARK.a} mate`, email: "mate-a@example.com" } });
  const stranger = await db.user.create({ data: { name: `${MARK.c} owner`, marketplaceUserId: 9203n } });
  await db.membership.createMany({
    data: [
      { userId: person.id, workspaceId: a!.id, role: "owner" },
      { userId: person.id, workspaceId: b!.id, role: "viewer" },
      { userId: mate.id, workspaceId: a!.id, role: "agent" },
      { userId: stranger.id, workspaceId: c!.id, role: "owner" },
    ],
  });
  const now = new Date();
  const question = (id: bigint, workspaceId: string, text: string) => ({
    id,
    workspaceId,
    itemId: "MLA1",
    askerId: 1n,
    text,
    status: "UNANSWERED",
    dateCreated: now,
    syncedAt: now,
  });
  await db.question.createMany({ data: [question(77001n, a!.id, `${MARK.a} question`), question(77003n, c!.id, `${MARK.c} question`)] });
  await db.note.create({ data: { workspaceId: a!.id, questionId: 77001n, authorId: mate.id, text: `${MARK.a} note` } });
  const reply = await db.savedReply.create({
    data: { workspaceId: a!.id, title: `${MARK.a} reply`, body: "Hola", createdById: person.id },
  });
  const invitation = await db.invitation.create({
    data: {
      grants: { create: { workspaceId: a!.id, role: "agent" } },
      tokenHash: "isolation-hash",
      createdById: person.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  Object.assign(ids, {
    a: a!.id,
    b: b!.id,
    c: c!.id,
    person: person.id,
    question: "77001",
    reply: reply.id,
    mate: mate.id,
    invitation: invitation.id,
  });
});

/** Path parameters naming A's rows, so a route that forgot the workspace in its query would hand them out. */
function paramsFor(rel: string): Record<string, string> {
  if (rel.startsWith("questions/")) return { id: ids.question };
  if (rel.startsWith("saved-replies/")) return { id: ids.reply };
  if (rel.startsWith("team/invitations/")) return { id: ids.invitation };
  if (rel.startsWith("team/members/")) return { userId: ids.mate };
  return { id: "1", userId: "1", brandId: "1" };
}

async function call(route: RouteUnderTest, account: string, via: "header" | "query" = "header") {
  const cookie = await jwt.encode({ token: { uid: ids.person, workspaceId: ids.a, sv: 0 }, secret: SECRET, maxAge: 3_600 });
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}` };
  if (via === "header") headers["x-mostrador-account"] = account;
  const isWrite = WRITES.has(route.method);
  if (isWrite) Object.assign(headers, { origin: ORIGIN, "content-type": "application/json", "content-length": "2" });
  const params = paramsFor(route.rel);
  const urlPath = route.rel.replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? "1");
  const url = `${ORIGIN}/api/${urlPath}${via === "query" ? `?account=${account}` : ""}`;
  const req = new NextRequest(url, { method: route.method, headers, body: isWrite ? "{}" : undefined });
  return route.handler(req, { params: Promise.resolve(params) });
}

const name = (r: RouteUnderTest) => `${r.method} ${r.rel}`;

describe("account isolation on every route", () => {
  it("finds the account routes on disk", async () => {
    expect((await accountRoutes()).length).toBeGreaterThanOrEqual(70);
  });

  it("refuses an account without a role on every route (header and ?account=), with nothing of it", async () => {
    for (const route of await accountRoutes()) {
      for (const via of ["header", "query"] as const) {
        const res = await call(route, ids.c, via);
        const body = await res.text();
        expect(res.status, `${name(route)} via ${via}`).toBe(403);
        expect(JSON.parse(body).error.code, `${name(route)} via ${via}`).toBe("no_account_access");
        expect(body).not.toContain(MARK.c);
      }
    }
  });

  it("refuses a viewer's writes, except the person's own ones", async () => {
    for (const route of await accountRoutes()) {
      if (!WRITES.has(route.method) || VIEWER_WRITES.has(name(route))) continue;
      const res = await call(route, ids.b);
      expect(res.status, name(route)).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code, name(route)).toBe("forbidden");
    }
  });

  it("hands out nothing of A when B is asked, even with A's ids in the path", async () => {
    for (const route of await accountRoutes()) {
      if (STREAMS.has(name(route)) || SESSION_ENDING.has(name(route))) continue;
      const res = await call(route, ids.b);
      const body = await res.text();
      expect(res.status, `${name(route)} ${body.slice(0, 200)}`).not.toBe(500);
      expect(body, name(route)).not.toContain(MARK.a);
    }
  });

  it("the control: A's own routes do hand out A's rows to its owner", async () => {
    const routes = await accountRoutes();
    const detail = routes.find((r) => name(r) === "GET questions/[id]")!;
    const notes = routes.find((r) => name(r) === "GET questions/[id]/notes")!;
    const replies = routes.find((r) => name(r) === "GET saved-replies")!;
    for (const route of [detail, notes, replies]) expect(await (await call(route, ids.a)).text(), name(route)).toContain(MARK.a);
  });
});
