// POST /api/notifications: the marketplace's callback (public). Under any Next server this file answers it;
// the production launcher (scripts/serve.mjs) answers the same path earlier, with the same decision
// (lib/notifications/callback-http.ts), on Node's own request objects.
import { answerCallbackRequest, toResponse } from "@/lib/notifications/callback-web";
import { callbackDeps } from "@/lib/notifications/runtime";
import { METHOD_NOT_ALLOWED } from "@/lib/notifications/callback-http";

export function POST(request: Request): Promise<Response> {
  return answerCallbackRequest(callbackDeps(), request);
}

function notAllowed(): Response {
  return toResponse(METHOD_NOT_ALLOWED);
}

export const GET = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
