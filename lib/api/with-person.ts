import "server-only";
import type { NextRequest } from "next/server";
import { ACCOUNT_HEADER, ACCOUNT_PARAM, isAllAccounts } from "../accounts/account-param";
import { readSessionToken } from "../auth/session-token";
import { tokenSessionVersion } from "../auth/session-version";
import { ROLES, type Role } from "../auth/roles";
import { getDb } from "../db";
import { AppError } from "../errors/app-error";
import { guardStateChange } from "./request-guard";
import { withRequest } from "./with-request";
import { withSeller } from "./with-seller";

/** One account a request may read, with the person's role in it and what its rows are formatted with. */
export interface PersonAccount {
  workspaceId: string;
  sellerId: number;
  nickname: string;
  siteId: string;
  role: Role;
}

export interface PersonContext<P> {
  params: P;
  requestId: string;
  userId: string;
  /** Every account the person has at least the required role in (one, unless the request asked for all). */
  accounts: PersonAccount[];
}

type Handler<P> = (req: NextRequest, ctx: PersonContext<P>) => Promise<Response>;

/**
 * The all-accounts variant of withSeller, for list routes (the inbox, the sales list): the person's
 * memberships with at least `required`, read on every request, under the same session rules (401 when the
 * session's version is behind the user's). No marketplace client: a list reads our own copy; an action on a
 * listed row goes through withSeller with that row's account.
 */
export function withPerson<P = Record<string, never>>(required: Role, handler: Handler<P>) {
  return withRequest<P>(async (req, { params, requestId }) => {
    guardStateChange(req);
    const token = await readSessionToken(req);
    if (!token?.uid || !token.workspaceId) throw new AppError("unauthenticated", "Sign in to continue.");
    const person = await readPerson(token.uid, required);
    if (!person || person.sessionVersion !== tokenSessionVersion(token)) {
      throw new AppError("unauthenticated", "This session has ended. Sign in again.");
    }
    return handler(req, { params, requestId, userId: token.uid, accounts: person.accounts });
  });
}

/**
 * For a response that outlives its request (the event stream, read on connect like any route): whether the
 * request's session still holds and the person still has at least `required` in each of `accounts`. For
 * the all-accounts stream (`exactly`), they must be exactly the person's accounts: one added says false
 * too, so the reconnection carries it. A membership removed, a role lowered past `required`, or a session
 * version bumped (sign out everywhere, a password changed or reset) says false.
 */
export async function stillHoldsAccounts(
  req: NextRequest,
  required: Role,
  accounts: readonly Pick<PersonAccount, "workspaceId">[],
  { exactly }: { exactly: boolean },
): Promise<boolean> {
  const token = await readSessionToken(req);
  if (!token?.uid) return false;
  const person = await readPerson(token.uid, required);
  if (!person || person.sessionVersion !== tokenSessionVersion(token)) return false;
  if (exactly && person.accounts.length !== accounts.length) return false;
  const held = new Set(person.accounts.map((a) => a.workspaceId));
  return accounts.every((a) => held.has(a.workspaceId));
}

/** The person's session version and accounts with at least `required` (oldest membership first); null when the user is gone. */
async function readPerson(userId: string, required: Role): Promise<{ sessionVersion: number; accounts: PersonAccount[] } | null> {
  const user = await (
    await getDb()
  ).user.findUnique({
    where: { id: userId },
    select: {
      sessionVersion: true,
      memberships: {
        where: { role: { in: ROLES.slice(ROLES.indexOf(required)) as Role[] } },
        orderBy: { createdAt: "asc" },
        select: { role: true, workspace: { select: { id: true, sellerId: true, nickname: true, siteId: true } } },
      },
    },
  });
  if (!user) return null;
  const accounts = user.memberships.map(({ role, workspace }) => ({
    workspaceId: workspace.id,
    sellerId: Number(workspace.sellerId),
    nickname: workspace.nickname,
    siteId: workspace.siteId,
    role,
  }));
  return { sessionVersion: user.sessionVersion, accounts };
}

/**
 * A list route that serves both modes with one handler: `account=all` (header, else query) gives every
 * account the person may read (withPerson); anything else is withSeller's one account, checked there.
 */
export function withAccounts<P = Record<string, never>>(required: Role, handler: Handler<P>) {
  const all = withPerson<P>(required, handler);
  const one = withSeller<P>(required, async (req, ctx) =>
    handler(req, {
      params: ctx.params,
      requestId: ctx.requestId,
      userId: ctx.userId,
      accounts: [{ workspaceId: ctx.workspaceId, sellerId: ctx.sellerId, nickname: "", siteId: ctx.siteId, role: ctx.role }],
    }),
  );
  return (req: NextRequest, route?: { params: Promise<P> }) => (asksForAll(req) ? all(req, route) : one(req, route));
}

export function asksForAll(req: NextRequest): boolean {
  return isAllAccounts(req.headers.get(ACCOUNT_HEADER) ?? req.nextUrl.searchParams.get(ACCOUNT_PARAM));
}
