import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createPgliteDatabase } from "../testing/databases";
import { AppError } from "../errors/app-error";
import { createInvitation, findUsableInvitation, listGrantableAccounts, listPendingInvitations, revokeInvitation } from "./invitations";
import { joinWorkspace } from "./join";
import { readLinkGrants } from "./link-grants";
import { joinInputSchema } from "../schemas/team";

// One link granting several accounts (issue 45): Olga owns A (MLA), B (MLB) and C (MLM), Otto owns O alone and
// co-owns B. Only accounts the inviter owns can be put on a link; joining creates a membership in each, skipping
// (and naming) an account the inviter no longer owns, a disconnected one, or one the person is already in.

const database = createPgliteDatabase();
let db: Db;
let close: () => Promise<void>;
const ids = { olga: "", otto: "", a: "", b: "", c: "", o: "" };
let seq = 0;

async function account(sellerId: bigint, nickname: string, siteId: string, owners: string[]) {
  const ws = await db.workspace.create({ data: { sellerId, nickname, siteId } });
  await db.marketplaceConnection.create({
    data: { workspaceId: ws.id, sellerId, accessTokenEnc: "x", refreshTokenEnc: "y", expiresAt: new Date(Date.now() + 3_600_000) },
  });
  await db.membership.createMany({ data: owners.map((userId) => ({ userId, workspaceId: ws.id, role: "owner" as const })) });
  return ws.id;
}

beforeAll(async () => {
  ({ db, close } = await database.open());
  ids.olga = (await db.user.create({ data: { name: "Olga", marketplaceUserId: 5101n } })).id;
  ids.otto = (await db.user.create({ data: { name: "Otto", marketplaceUserId: 5104n } })).id;
  ids.a = await account(5101n, "SHOP_A", "MLA", [ids.olga]);
  ids.b = await account(5102n, "SHOP_B", "MLB", [ids.olga, ids.otto]);
  ids.c = await account(5103n, "SHOP_C", "MLM", [ids.olga]);
  ids.o = await account(5104n, "SHOP_O", "MLA", [ids.otto]);
});
afterAll(async () => {
  await close();
  await database.drop();
});

const input = (token: string, over: Partial<{ email: string; password: string }> = {}) =>
  joinInputSchema.parse({ token, name: "Ana Agent", email: `ana${++seq}@several.example`, password: "a long password", ...over });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

const rolesOf = async (email: string) =>
  Object.fromEntries(
    (await db.membership.findMany({ where: { user: { email } }, select: { workspaceId: true, role: true } })).map((m) => [
      m.workspaceId,
      m.role,
    ]),
  );

describe("a link granting several accounts", () => {
  it("creates a membership in each account with its own role, in one claim", async () => {
    const { token, invitation } = await createInvitation(db, {
      createdById: ids.olga,
      grants: [
        { accountId: ids.a, role: "agent" },
        { accountId: ids.b, role: "viewer" },
      ],
    });
    expect(invitation.grants.map((g) => [g.nickname, g.role])).toEqual([
      ["SHOP_A", "agent"],
      ["SHOP_B", "viewer"],
    ]);
    const joined = await joinWorkspace(db, input(token, { email: "both@several.example" }));
    expect(joined).toMatchObject({ workspaceId: ids.a, role: "agent", isNewAccount: true, skipped: [] });
    expect(joined.accounts.map((a) => a.workspaceId)).toEqual([ids.a, ids.b]);
    expect(await rolesOf("both@several.example")).toEqual({ [ids.a]: "agent", [ids.b]: "viewer" });
    expect(await refusal(joinWorkspace(db, input(token)))).toBe("used_link");
  });

  it("refuses a forged grant of an account the inviter does not own, or that does not exist", async () => {
    const before = await db.invitation.count();
    const forged = (accountId: string) =>
      createInvitation(db, {
        createdById: ids.olga,
        grants: [
          { accountId: ids.a, role: "agent" },
          { accountId, role: "owner" },
        ],
      });
    expect(await refusal(forged(ids.o))).toBe("grant_not_owned");
    expect(await refusal(forged("cnonexistent0000000000"))).toBe("grant_not_owned");
    // Otto co-owns B but not A: B alone is his to grant, A is not.
    expect(await refusal(createInvitation(db, { createdById: ids.otto, grants: [{ accountId: ids.a, role: "viewer" }] }))).toBe(
      "grant_not_owned",
    );
    expect(await db.invitation.count()).toBe(before);
    expect((await listGrantableAccounts(db, ids.otto)).map((a) => a.nickname)).toEqual(["SHOP_B", "SHOP_O"]);
  });

  it("skips, and names, an account the inviter no longer owns or that was disconnected; the rest is granted", async () => {
    const { token } = await createInvitation(db, {
      createdById: ids.olga,
      grants: [
        { accountId: ids.a, role: "agent" },
        { accountId: ids.b, role: "agent" },
        { accountId: ids.c, role: "viewer" },
      ],
    });
    const invitation = await findUsableInvitation(db, token);
    // Olga is demoted in B and C is disconnected after the link was made.
    await db.membership.update({ where: { userId_workspaceId: { userId: ids.olga, workspaceId: ids.b } }, data: { role: "agent" } });
    const connection = await db.marketplaceConnection.delete({ where: { workspaceId: ids.c } });
    try {
      const shown = await readLinkGrants(db, invitation, null);
      expect(shown.granted.map((g) => g.nickname)).toEqual(["SHOP_A"]);
      expect(shown.skipped.map((s) => [s.nickname, s.reason])).toEqual([
        ["SHOP_B", "not_owner"],
        ["SHOP_C", "disconnected"],
      ]);
      const joined = await joinWorkspace(db, input(token, { email: "skips@several.example" }));
      expect(joined.skipped.map((s) => s.reason)).toEqual(["not_owner", "disconnected"]);
      expect(await rolesOf("skips@several.example")).toEqual({ [ids.a]: "agent" });
    } finally {
      await db.membership.update({ where: { userId_workspaceId: { userId: ids.olga, workspaceId: ids.b } }, data: { role: "owner" } });
      await db.marketplaceConnection.create({ data: connection });
    }
  });

  it("a link with nothing left to grant is refused and not spent", async () => {
    const { token } = await createInvitation(db, { createdById: ids.olga, grants: [{ accountId: ids.c, role: "agent" }] });
    await db.membership.update({ where: { userId_workspaceId: { userId: ids.olga, workspaceId: ids.c } }, data: { role: "viewer" } });
    try {
      expect(await refusal(joinWorkspace(db, input(token, { email: "nothing@several.example" })))).toBe("link_no_accounts");
      expect(await db.user.count({ where: { email: "nothing@several.example" } })).toBe(0);
      await expect(findUsableInvitation(db, token)).resolves.toBeTruthy();
    } finally {
      await db.membership.update({ where: { userId_workspaceId: { userId: ids.olga, workspaceId: ids.c } }, data: { role: "owner" } });
    }
  });

  it("a person who already has an account joins the extra accounts and keeps the role they had", async () => {
    const email = "existing@several.example";
    const first = await createInvitation(db, { createdById: ids.olga, grants: [{ accountId: ids.a, role: "viewer" }] });
    await joinWorkspace(db, input(first.token, { email, password: "first password" }));
    const both = await createInvitation(db, {
      createdById: ids.olga,
      grants: [
        { accountId: ids.a, role: "owner" },
        { accountId: ids.c, role: "agent" },
      ],
    });
    expect(await refusal(joinWorkspace(db, input(both.token, { email, password: "not the password" })))).toBe("account_exists");
    const joined = await joinWorkspace(db, input(both.token, { email, password: "first password" }));
    expect(joined).toMatchObject({ workspaceId: ids.c, role: "agent", isNewAccount: false });
    expect(joined.skipped.map((s) => [s.nickname, s.reason])).toEqual([["SHOP_A", "already_member"]]);
    expect(await rolesOf(email)).toEqual({ [ids.a]: "viewer", [ids.c]: "agent" });
    // Already in every account a link grants: refused, the link not spent.
    const again = await createInvitation(db, { createdById: ids.olga, grants: [{ accountId: ids.c, role: "viewer" }] });
    expect(await refusal(joinWorkspace(db, input(again.token, { email, password: "first password" })))).toBe("already_member");
    await expect(findUsableInvitation(db, again.token)).resolves.toBeTruthy();
  });

  it("is listed on each granted account's team, naming only accounts the reader is in; revoking it anywhere ends it", async () => {
    const { token, invitation } = await createInvitation(db, {
      createdById: ids.olga,
      grants: [
        { accountId: ids.a, role: "agent" },
        { accountId: ids.b, role: "viewer" },
      ],
    });
    const olgaOnA = (await listPendingInvitations(db, ids.a, ids.olga)).find((i) => i.id === invitation.id)!;
    expect(olgaOnA.grants.map((g) => g.nickname)).toEqual(["SHOP_A", "SHOP_B"]);
    expect(olgaOnA.otherAccounts).toBe(0);
    // Otto co-owns B but has no role in A: B is named first, A only counted.
    const ottoOnB = (await listPendingInvitations(db, ids.b, ids.otto)).find((i) => i.id === invitation.id)!;
    expect(ottoOnB.grants).toEqual([{ accountId: ids.b, nickname: "SHOP_B", siteId: "MLB", role: "viewer" }]);
    expect(ottoOnB.otherAccounts).toBe(1);
    expect(JSON.stringify(ottoOnB)).not.toContain("SHOP_A");
    expect((await listPendingInvitations(db, ids.o, ids.otto)).map((i) => i.id)).not.toContain(invitation.id);
    // Not revocable from an account it does not grant; revoked from B, the whole link stops working.
    expect(await refusal(revokeInvitation(db, ids.o, invitation.id))).toBe("invitation_not_found");
    await revokeInvitation(db, ids.b, invitation.id);
    expect(await refusal(findUsableInvitation(db, token))).toBe("invalid_link");
  });

  it("refuses to put a disconnected account on a link", async () => {
    const connection = await db.marketplaceConnection.delete({ where: { workspaceId: ids.c } });
    try {
      expect((await listGrantableAccounts(db, ids.olga)).find((a) => a.accountId === ids.c)?.isConnected).toBe(false);
      expect(await refusal(createInvitation(db, { createdById: ids.olga, grants: [{ accountId: ids.c, role: "agent" }] }))).toBe(
        "grant_disconnected",
      );
    } finally {
      await db.marketplaceConnection.create({ data: connection });
    }
  });
});
