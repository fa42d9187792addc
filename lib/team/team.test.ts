import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createPgliteDatabase } from "../testing/databases";
import { AppError } from "../errors/app-error";
import { hashInvitationToken, INVITATION_TTL_MS } from "./invitation-token";
import { createInvitation, findUsableInvitation, listPendingInvitations, revokeInvitation } from "./invitations";
import { joinWorkspace } from "./join";
import { changeMemberRole, removeMember } from "./members";
import { verifyPassword } from "./password";
import { joinInputSchema } from "../schemas/team";

const database = createPgliteDatabase();
let db: Db;
let close: () => Promise<void>;
let workspaceId: string;
let ownerId: string;
let seq = 0;

/** A connected seller account (tokens stored), owned by `ownerId` unless told. */
async function account(sellerId: bigint, nickname: string, siteId: string, owner = ownerId) {
  const ws = await db.workspace.create({ data: { sellerId, nickname, siteId } });
  await db.marketplaceConnection.create({
    data: { workspaceId: ws.id, sellerId, accessTokenEnc: "x", refreshTokenEnc: "y", expiresAt: new Date(Date.now() + 3_600_000) },
  });
  if (owner) await db.membership.create({ data: { userId: owner, workspaceId: ws.id, role: "owner" } });
  return ws.id;
}

beforeAll(async () => {
  ({ db, close } = await database.open());
  ownerId = (await db.user.create({ data: { name: "TIENDA_PAMPA", marketplaceUserId: 241370001n } })).id;
  workspaceId = await account(241370001n, "TIENDA_PAMPA", "MLA");
});
afterAll(async () => {
  await close();
  await database.drop();
});

type Role = "owner" | "agent" | "viewer";
const invite = (role: Role, now?: Date) => createInvitation(db, { createdById: ownerId, grants: [{ accountId: workspaceId, role }], now });
const input = (token: string, over: Partial<{ name: string; email: string; password: string }> = {}) =>
  joinInputSchema.parse({ token, name: "Ana Agent", email: `ana${++seq}@example.com`, password: "a long password", ...over });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

describe("invitations", () => {
  it("store only the token's hash, expire in 7 days and list while pending", async () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const { token, invitation } = await invite("agent", now);
    const stored = await db.invitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(stored.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(invitation.expiresAt.getTime() - now.getTime()).toBe(INVITATION_TTL_MS);
    const pending = await listPendingInvitations(db, workspaceId, ownerId, now);
    expect(pending.find((i) => i.id === invitation.id)?.grants).toEqual([
      { accountId: workspaceId, nickname: "TIENDA_PAMPA", siteId: "MLA", role: "agent" },
    ]);
    expect((await listPendingInvitations(db, workspaceId, ownerId, invitation.expiresAt)).map((i) => i.id)).not.toContain(invitation.id);
  });

  it("explain why a link cannot be used: invalid, expired, revoked", async () => {
    expect(await refusal(findUsableInvitation(db, "nonsense"))).toBe("invalid_link");
    expect(await refusal(findUsableInvitation(db, "A".repeat(43)))).toBe("invalid_link");
    const old = await invite("viewer", new Date(Date.now() - INVITATION_TTL_MS - 1000));
    expect(await refusal(findUsableInvitation(db, old.token))).toBe("expired_link");
    const revoked = await invite("viewer");
    await revokeInvitation(db, workspaceId, revoked.invitation.id);
    expect(await refusal(findUsableInvitation(db, revoked.token))).toBe("invalid_link");
    expect(await refusal(revokeInvitation(db, workspaceId, revoked.invitation.id))).toBe("invitation_not_found");
  });
});

describe("joining", () => {
  it("creates the account with a hashed password and the invited role, once", async () => {
    const { token } = await invite("agent");
    const joined = await joinWorkspace(db, input(token, { email: " Ana.New@Example.com " }));
    expect(joined).toMatchObject({ workspaceId, role: "agent", isNewAccount: true });
    const user = await db.user.findUniqueOrThrow({ where: { email: "ana.new@example.com" } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash!, "a long password")).toBe(true);
    const invitation = await db.invitation.findUniqueOrThrow({ where: { tokenHash: hashInvitationToken(token) } });
    expect(invitation).toMatchObject({ acceptedById: user.id });
    expect(await refusal(joinWorkspace(db, input(token)))).toBe("used_link");
  });

  it("lets only one of two simultaneous joins use a link", async () => {
    const { token } = await invite("viewer");
    const emails = ["race1@example.com", "race2@example.com"];
    const results = await Promise.allSettled(emails.map((email) => joinWorkspace(db, input(token, { email }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    // The loser's account was rolled back with its claim.
    expect(await db.user.count({ where: { email: { in: emails } } })).toBe(1);
  });

  it("refuses an expired link", async () => {
    const { token } = await invite("agent", new Date(Date.now() - INVITATION_TTL_MS - 1));
    expect(await refusal(joinWorkspace(db, input(token)))).toBe("expired_link");
  });

  it("asks an existing account for its own password, then adds the membership", async () => {
    const other = { id: await account(241370002n, "CASA_DO_CAMPO_BR", "MLB") };
    const first = await invite("agent");
    const email = "multi@example.com";
    await joinWorkspace(db, input(first.token, { email, password: "first password" }));
    const second = await createInvitation(db, { createdById: ownerId, grants: [{ accountId: other.id, role: "viewer" }] });
    expect(await refusal(joinWorkspace(db, input(second.token, { email, password: "not the password" })))).toBe("account_exists");
    const joined = await joinWorkspace(db, input(second.token, { email, password: "first password", name: "ignored" }));
    expect(joined).toMatchObject({ workspaceId: other.id, role: "viewer", isNewAccount: false });
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { memberships: true } });
    expect(user.name).toBe("Ana Agent");
    expect(user.memberships).toHaveLength(2);
    const third = await invite("viewer");
    expect(await refusal(joinWorkspace(db, input(third.token, { email, password: "first password" })))).toBe("already_member");
    // The refusal did not spend the link.
    await expect(findUsableInvitation(db, third.token)).resolves.toBeTruthy();
  });

  it("validates the form: e-mail shape and a 10-character password", () => {
    expect(joinInputSchema.safeParse({ token: "t", name: "A", email: "not-an-email", password: "a long password" }).success).toBe(false);
    expect(joinInputSchema.safeParse({ token: "t", name: "A", email: "a@b.co", password: "short" }).success).toBe(false);
    expect(joinInputSchema.safeParse({ token: "t", name: " ", email: "a@b.co", password: "a long password" }).success).toBe(false);
  });
});

describe("members", () => {
  it("change roles and remove members, but never the last owner", async () => {
    const { token } = await invite("viewer");
    const { userId } = await joinWorkspace(db, input(token));
    expect(await changeMemberRole(db, { workspaceId, userId, role: "agent" })).toEqual({ userId, role: "agent" });
    expect(await refusal(changeMemberRole(db, { workspaceId, userId: ownerId, role: "viewer" }))).toBe("last_owner");
    expect(await refusal(removeMember(db, { workspaceId, userId: ownerId }))).toBe("last_owner");

    await changeMemberRole(db, { workspaceId, userId, role: "owner" });
    await changeMemberRole(db, { workspaceId, userId: ownerId, role: "agent" });
    expect(await refusal(removeMember(db, { workspaceId, userId }))).toBe("last_owner");
    await changeMemberRole(db, { workspaceId, userId: ownerId, role: "owner" });
    await removeMember(db, { workspaceId, userId });
    expect(await db.membership.findUnique({ where: { userId_workspaceId: { userId, workspaceId } } })).toBeNull();
    expect(await refusal(removeMember(db, { workspaceId, userId }))).toBe("member_not_found");
  });

  it("keep one owner when two owners demote each other at once", async () => {
    const { token } = await invite("owner");
    const { userId } = await joinWorkspace(db, input(token));
    const results = await Promise.allSettled([
      changeMemberRole(db, { workspaceId, userId, role: "agent" }),
      changeMemberRole(db, { workspaceId, userId: ownerId, role: "agent" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.membership.count({ where: { workspaceId, role: "owner" } })).toBe(1);
  });
});
