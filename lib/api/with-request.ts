import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { withRequestId } from "../log";
import { toErrorResponse } from "./errors";

export interface RequestContext<P> {
  params: P;
  requestId: string;
}

type Handler<P> = (req: NextRequest, ctx: RequestContext<P>) => Promise<Response>;

/**
 * The one place a route's failures become the error envelope: a request id on every answer, and whatever
 * the handler throws (AppError, a zod error, a marketplace error, a bug) mapped through the error table.
 * Public routes use it as it is; withSession (under withSeller, withPerson, withAccounts) adds the session.
 */
export function withRequest<P = Record<string, never>>(handler: Handler<P>) {
  return async (req: NextRequest, route?: { params: Promise<P> }): Promise<Response> => {
    const requestId = randomUUID();
    // Every line logged while this request is handled carries its id (lib/log.ts), as the answer does.
    return withRequestId(requestId, async () => {
      try {
        const response = await handler(req, { params: (await route?.params) as P, requestId });
        response.headers.set("x-request-id", requestId);
        return response;
      } catch (error) {
        return toErrorResponse(error, requestId);
      }
    });
  };
}
