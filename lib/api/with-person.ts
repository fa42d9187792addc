import "server-only";
import type { NextRequest } from "next/server";
import { readPersonAccounts, type PersonAccount } from "../accounts/person-accounts";
import { readSessionToken } from "../auth/session-token";
import { tokenSessionVersion } from "../auth/session-version";
import type { Role } from "../auth/roles";
import { sessionEnded, withSession, type RouteUser } from "./with-session";

export type { PersonAccount } from "../accounts/person-accounts";

export interface PersonContext<P> {
  params: P;
  requestId: string;
  userId: string;
  user: RouteUser;
  /** Every account the person has at least the required role in (one, unless the request asked for all). */
  accounts: PersonAccount[];
}

type Handler<P> = (req: NextRequest, ctx: PersonContext<P>) => Promise<Response>;

/**
 * The all-accounts variant of withSeller, for list routes (the questions, the sales list): the session
 * prologue (withSession), then the person's memberships with at least `required`, read on every request,
 * under the same session rules (401 when the session's version is behind the user's). No marketplace
 * client: a list reads our own copy; an action on a listed row goes through withSeller with that row's account.
 */
export function withPerson<P = Record<string, never>>(required: Role, handler: Handler<P>) {
  return withSession<P>(async (req, { params, requestId, session }) => {
    const person = await readPersonAccounts(session.userId, required);
    if (!person || person.sessionVersion !== session.version) throw sessionEnded();
    return handler(req, {
      params,
      requestId,
      userId: session.userId,
      user: { id: session.userId, name: person.name },
      accounts: person.accounts,
    });
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
  const person = await readPersonAccounts(token.uid, required);
  if (!person || person.sessionVersion !== tokenSessionVersion(token)) return false;
  if (exactly && person.accounts.length !== accounts.length) return false;
  const held = new Set(person.accounts.map((a) => a.workspaceId));
  return accounts.every((a) => held.has(a.workspaceId));
}
