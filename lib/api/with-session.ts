import "server-only";
import type { NextRequest } from "next/server";
import { readSessionToken } from "../auth/session-token";
import { tokenSessionVersion } from "../auth/session-version";
import { AppError } from "../errors/app-error";
import { guardStateChange } from "./request-guard";
import { withRequest } from "./with-request";

/** What the session cookie says, before any account is read: who, their default account, and under which version. */
export interface SessionFacts {
  userId: string;
  /** The session's default account (the last one switched to); the account wrappers decide whether it still holds. */
  defaultAccount: string;
  /** The version the cookie was issued under: behind the user's current one, the session has ended. */
  version: number;
}

export interface SessionContext<P> {
  params: P;
  requestId: string;
  session: SessionFacts;
}

/** The signed-in person as route handlers name them (an author, a presence, a note). */
export interface RouteUser {
  id: string;
  name: string;
}

type Handler<P> = (req: NextRequest, ctx: SessionContext<P>) => Promise<Response>;

/**
 * The one session prologue under withSeller, withPerson and withAccounts: the cross-site check for writes
 * first (before the cookie is read, so a forged request learns nothing), then the session cookie (401
 * without one), all inside withRequest's error envelope. What the session may reach (an account, its role,
 * whether its version still holds) is read from the database by the wrapper on top, on every request.
 */
export function withSession<P = Record<string, never>>(handler: Handler<P>) {
  return withRequest<P>(async (req, { params, requestId }) => {
    guardStateChange(req);
    const token = await readSessionToken(req);
    if (!token?.uid || !token.workspaceId) throw new AppError("unauthenticated", "Sign in to continue.");
    return handler(req, {
      params,
      requestId,
      session: { userId: token.uid, defaultAccount: token.workspaceId, version: tokenSessionVersion(token) },
    });
  });
}

/** Signed out everywhere, a password changed since the cookie was issued, or no account left: it is over. */
export function sessionEnded(): AppError {
  return new AppError("unauthenticated", "This session has ended. Sign in again.");
}
