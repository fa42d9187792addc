import "server-only";
import type { NextRequest } from "next/server";
import { ACCOUNT_HEADER, ACCOUNT_PARAM, isAllAccounts } from "../accounts/account-param";
import type { Role } from "../auth/roles";
import { withPerson, type PersonContext } from "./with-person";
import { withSeller } from "./with-seller";

type Handler<P> = (req: NextRequest, ctx: PersonContext<P>) => Promise<Response>;

/**
 * A list route that serves both modes with one handler: `account=all` (header, else query) gives every
 * account the person may read (withPerson); anything else is withSeller's one account, checked there.
 * Both run the same session prologue (withSession).
 */
export function withAccounts<P = Record<string, never>>(required: Role, handler: Handler<P>) {
  const all = withPerson<P>(required, handler);
  const one = withSeller<P>(required, async (req, ctx) =>
    handler(req, {
      params: ctx.params,
      requestId: ctx.requestId,
      userId: ctx.userId,
      user: ctx.user,
      accounts: [{ workspaceId: ctx.workspaceId, sellerId: ctx.sellerId, nickname: ctx.nickname, siteId: ctx.siteId, role: ctx.role }],
    }),
  );
  return (req: NextRequest, route?: { params: Promise<P> }) => (asksForAll(req) ? all(req, route) : one(req, route));
}

export function asksForAll(req: NextRequest): boolean {
  return isAllAccounts(req.headers.get(ACCOUNT_HEADER) ?? req.nextUrl.searchParams.get(ACCOUNT_PARAM));
}
