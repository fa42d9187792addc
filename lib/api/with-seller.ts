import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { readMembership } from "../auth/membership";
import { readSessionToken } from "../auth/session-token";
import { hasRole, type Role } from "../auth/roles";
import type { SellerClient } from "../marketplace/client";
import { sellerClient } from "../marketplace/server";
import { errorResponse, toErrorResponse } from "./errors";
import { guardStateChange } from "./request-guard";

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
 * request so a removed or demoted teammate loses access at once (403), the cross-site check for writes
 * (before anything else), and the error envelope.
 */
export function withSeller<P = Record<string, never>>(required: Role, handler: Handler<P>) {
  return async (req: NextRequest, route: { params: Promise<P> }): Promise<Response> => {
    const requestId = randomUUID();
    try {
      guardStateChange(req);
      const token = await readSessionToken(req);
      if (!token?.uid || !token.workspaceId) return errorResponse(401, "unauthenticated", "Sign in to continue.", requestId);
      const membership = await readMembership(token.uid, token.workspaceId);
      if (!membership) return errorResponse(401, "unauthenticated", "Your access to this account has ended.", requestId);
      if (!hasRole(membership.role, required)) {
        return errorResponse(403, "forbidden", `This action needs the ${required} role.`, requestId);
      }
      const response = await handler(req, {
        params: await route.params,
        requestId,
        userId: token.uid,
        workspaceId: membership.workspaceId,
        sellerId: membership.sellerId,
        siteId: membership.siteId,
        role: membership.role,
        marketplace: await sellerClient(membership.sellerId),
      });
      response.headers.set("x-request-id", requestId);
      return response;
    } catch (error) {
      return toErrorResponse(error, requestId);
    }
  };
}
