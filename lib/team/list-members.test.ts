import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// GET /api/team/members through the real route: owners and agents see their teammates' e-mails (they
// manage and hand work to each other); a viewer sees names and roles only.
type Route = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;
type Listed = { members: Array<{ name: string; role: string; email: string | null; signsInWith: string | null }> };
let members: Route;
let jwt: typeof import("next-auth/jwt");
const ids = { workspace: "", owner: "", agent: "", viewer: "", second: "" };

beforeAll(async () => {
  stubRouteEnv("list-members");
  jwt = await import("next-auth/jwt");
  members = (await import("../../app/api/team/members/route")).GET as Route;
  const db = await (await import("../db")).getDb();
  const workspace = await db.workspace.create({ data: { sellerId: 9501n, nickname: "TEAM", siteId: "MLA" } });
  const [owner, agent, viewer] = await Promise.all(
    ["Olga", "Ana", "Vic"].map((name) => db.user.create({ data: { name, email: `${name.toLowerCase()}@example.com` } })),
  );
  await db.membership.createMany({
    data: [
      { userId: owner!.id, workspaceId: workspace.id, role: "owner" },
      { userId: agent!.id, workspaceId: workspace.id, role: "agent" },
      { userId: viewer!.id, workspaceId: workspace.id, role: "viewer" },
    ],
  });
  // Olga signs in with TEAM's seller; she also owns CASA, whose team page must say she acts there as CASA.
  await db.user.update({ where: { id: owner!.id }, data: { marketplaceUserId: 9501n } });
  const second = await db.workspace.create({ data: { sellerId: 9502n, nickname: "CASA", siteId: "MLB" } });
  await db.membership.createMany({
    data: [
      { userId: owner!.id, workspaceId: second.id, role: "owner" },
      { userId: agent!.id, workspaceId: second.id, role: "agent" },
    ],
  });
  Object.assign(ids, { workspace: workspace.id, owner: owner!.id, agent: agent!.id, viewer: viewer!.id, second: second.id });
});

async function listAs(uid: string, workspaceId = ids.workspace): Promise<Listed> {
  const cookie = await jwt.encode({ token: { uid, workspaceId, sv: 0 }, secret: SECRET, maxAge: 3_600 });
  const res = await members(new NextRequest(`${ORIGIN}/api/team/members`, { headers: { cookie: `next-auth.session-token=${cookie}` } }), {
    params: Promise.resolve({}),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
}

describe("GET /api/team/members", () => {
  it("shows owners and agents every teammate's e-mail", async () => {
    for (const uid of [ids.owner, ids.agent])
      expect((await listAs(uid)).members.map((m) => m.email)).toEqual(["olga@example.com", "ana@example.com", "vic@example.com"]);
  });

  it("shows a viewer names and roles only, not even their own e-mail in the list", async () => {
    const { members: listed } = await listAs(ids.viewer);
    expect(listed.map((m) => [m.name, m.role])).toEqual([
      ["Olga", "owner"],
      ["Ana", "agent"],
      ["Vic", "viewer"],
    ]);
    expect(listed.every((m) => m.email === null)).toBe(true);
    expect(JSON.stringify(listed)).not.toContain("@example.com");
  });

  it("names the account an owner of several accounts signs in with, on the other account's list only", async () => {
    const home = await listAs(ids.owner);
    expect(home.members.map((m) => m.signsInWith)).toEqual([null, null, null]);
    const other = await listAs(ids.agent, ids.second);
    expect(other.members.map((m) => [m.name, m.signsInWith])).toEqual([
      ["Olga", "TEAM"],
      ["Ana", null],
    ]);
  });
});
