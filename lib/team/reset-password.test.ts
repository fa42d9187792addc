import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// The real reset route over an embedded database of its own: a password is the person's, so the owner of
// account A may reset it only when A's owner owns every account the person works in.
type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
let resetPassword: Route;
let jwt: typeof import("next-auth/jwt");
let db: import("../db/client").Db;
let seller = 9100n;

beforeAll(async () => {
  stubRouteEnv("reset-password");
  jwt = await import("next-auth/jwt");
  resetPassword = (await import("../../app/api/team/members/[userId]/password-reset/route")).POST as Route;
  db = await (await import("../db")).getDb();
});

async function account(owner: { id: string }) {
  seller += 1n;
  const ws = await db.workspace.create({ data: { sellerId: seller, nickname: `SHOP${seller}`, siteId: "MLA" } });
  await db.membership.create({ data: { userId: owner.id, workspaceId: ws.id, role: "owner" } });
  return ws;
}
const owner = (name: string) => db.user.create({ data: { name, marketplaceUserId: (seller += 1n) } });
async function teammate(name: string, roles: Array<[{ id: string }, "agent" | "viewer" | "owner"]>) {
  const user = await db.user.create({ data: { name, email: `${name}-${seller}@x.com`, passwordHash: "the old hash" } });
  for (const [ws, role] of roles) await db.membership.create({ data: { userId: user.id, workspaceId: ws.id, role } });
  return user;
}

async function reset(as: { id: string }, ws: { id: string }, userId: string) {
  const cookie = await jwt.encode({ token: { uid: as.id, workspaceId: ws.id, sv: 0 }, secret: SECRET, maxAge: 3_600 });
  const req = new NextRequest(`${ORIGIN}/api/team/members/${userId}/password-reset`, {
    method: "POST",
    headers: {
      cookie: `next-auth.session-token=${cookie}`,
      origin: ORIGIN,
      "x-mostrador-account": ws.id,
      "content-type": "application/json",
      "content-length": "0",
    },
  });
  return resetPassword(req, { params: Promise.resolve({ userId }) });
}
const passwordOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).passwordHash;

describe("an owner's password reset", () => {
  it("is refused (403) for a person who also works in an account someone else owns, and changes nothing", async () => {
    const [ana, bruno] = [await owner("Ana"), await owner("Bruno")];
    const [a, b] = [await account(ana), await account(bruno)];
    const shared = await teammate("shared", [
      [a, "agent"],
      [b, "viewer"],
    ]);
    const res = await reset(ana, a, shared.id);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("person_in_other_account");
    expect(await passwordOf(shared.id)).toBe("the old hash");
    expect((await db.user.findUniqueOrThrow({ where: { id: shared.id } })).sessionVersion).toBe(0);
  });

  it("is refused when the caller has a role in the other account without owning it", async () => {
    const [ana, bruno] = [await owner("Ana"), await owner("Bruno")];
    const [a, b] = [await account(ana), await account(bruno)];
    await db.membership.create({ data: { userId: ana.id, workspaceId: b.id, role: "agent" } });
    const shared = await teammate("agent-of-both", [
      [a, "agent"],
      [b, "agent"],
    ]);
    expect((await reset(ana, a, shared.id)).status).toBe(403);
    expect(await passwordOf(shared.id)).toBe("the old hash");
  });

  it("is allowed for a person only in this account, and for one in several accounts all owned by the caller", async () => {
    const ana = await owner("Ana");
    const [a, c] = [await account(ana), await account(ana)];
    const onlyHere = await teammate("only-here", [[a, "agent"]]);
    const bothMine = await teammate("both-mine", [
      [a, "agent"],
      [c, "viewer"],
    ]);
    for (const person of [onlyHere, bothMine]) {
      const res = await reset(ana, a, person.id);
      expect(res.status).toBe(200);
      expect((await res.json()).temporaryPassword).toHaveLength(16);
      expect(await passwordOf(person.id)).not.toBe("the old hash");
    }
  });
});
