import "server-only";
import { randomUUID } from "node:crypto";
import { getServerSession } from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "../auth/options";
import { hasRole, type Role } from "../auth/roles";
import { getDb } from "../db";
import type { SellerClient } from "../marketplace/client";
import { sellerClient } from "../marketplace/server";
import { errorResponse, toErrorResponse } from "./errors";

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
 * Wraps a route handler: the session (401), the member's current role read from the database on every
 * request so a removed or demoted teammate loses access at once (403), and the error envelope.
 */
export function withSeller<P = Record<string, never>>(required: Role, handler: Handler<P>) {
  return async (req: NextRequest, route: { params: Promise<P> }): Promise<Response> => {
    const requestId = randomUUID();
    try {
      const session = await getServerSession(authOptions());
      if (!session?.user.id || !session.workspaceId) return errorResponse(401, "unauthenticated", "Sign in to continue.", requestId);
      const db = await getDb();
      const membership = await db.membership.findUnique({
        where: { userId_workspaceId: { userId: session.user.id, workspaceId: session.workspaceId } },
        include: { workspace: true },
      });
      if (!membership) return errorResponse(401, "unauthenticated", "Your access to this account has ended.", requestId);
      if (!hasRole(membership.role, required)) {
        return errorResponse(403, "forbidden", `This action needs the ${required} role.`, requestId);
      }
      const sellerId = Number(membership.workspace.sellerId);
      const response = await handler(req, {
        params: await route.params,
        requestId,
        userId: session.user.id,
        workspaceId: membership.workspaceId,
        sellerId,
        siteId: membership.workspace.siteId,
        role: membership.role,
        marketplace: await sellerClient(sellerId),
      });
      response.headers.set("x-request-id", requestId);
      return response;
    } catch (error) {
      return toErrorResponse(error, requestId);
    }
  };
}
