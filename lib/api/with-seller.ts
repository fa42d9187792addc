import "server-only";
import type { NextRequest } from "next/server";
import { ACCOUNT_HEADER, ACCOUNT_PARAM, readAccountId } from "../accounts/account-param";
import { resolveAccount } from "../accounts/resolve-account";
import { readSessionToken } from "../auth/session-token";
import { tokenSessionVersion } from "../auth/session-version";
import { hasRole, type Role } from "../auth/roles";
import { AppError } from "../errors/app-error";
import type { SellerClient } from "../marketplace/client";
import { sellerClient } from "../marketplace/server";
import { guardStateChange } from "./request-guard";
import { withRequest } from "./with-request";

export interface SellerContext<P> {
  params: P;
  requestId: string;
  userId: string;
  workspaceId: string;
  sellerId: number;
  siteId: string;
  role: Role;
  /** Calls the marketplace as this workspace's seller. */
  marketplace: SellerClient;
}

type Handler<P> = (req: NextRequest, ctx: SellerContext<P>) => Promise<Response>;

/**
 * Wraps a route handler: the account the request names (the x-mostrador-account header, else the
 * `account` query parameter, else the session's default; lib/accounts/resolve-account), the session (401, also when its version is behind the user's: signed out
 * everywhere, or a password changed), the member's current role read from the database on every
 * request so a removed or demoted teammate loses access at once (403), the cross-site check for writes
 * (before anything else), and the error envelope (withRequest).
 */
export function withSeller<P = Record<string, never>>(required: Role, handler: Handler<P>) {
  return withRequest<P>(async (req, { params, requestId }) => {
    guardStateChange(req);
    const token = await readSessionToken(req);
    if (!token?.uid || !token.workspaceId) throw new AppError("unauthenticated", "Sign in to continue.");
    const resolved = await resolveAccount(token.uid, requestedAccount(req), token.workspaceId, tokenSessionVersion(token));
    // Signed out everywhere, the password changed since this cookie was issued, or no account left: it is over.
    if (resolved.kind === "ended") throw new AppError("unauthenticated", "This session has ended. Sign in again.");
    if (resolved.kind === "no_access") throw new AppError("no_account_access", "You have no access to this account.");
    const membership = resolved.facts;
    if (!hasRole(membership.role, required)) throw new AppError("forbidden", `This action needs the ${required} role.`);
    return handler(req, {
      params,
      requestId,
      userId: token.uid,
      workspaceId: membership.workspaceId,
      sellerId: membership.sellerId,
      siteId: membership.siteId,
      role: membership.role,
      marketplace: await sellerClient(membership.sellerId),
    });
  });
}

/** The header (fetchJson/sendJson) first, then `?account=` (EventSource, a download link), else none. */
function requestedAccount(req: NextRequest): string | null | "invalid" {
  return readAccountId(req.headers.get(ACCOUNT_HEADER) ?? req.nextUrl.searchParams.get(ACCOUNT_PARAM));
}
