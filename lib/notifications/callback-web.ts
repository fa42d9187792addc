import {
  answerNotification,
  callbackHeaders,
  isDeclaredTooLarge,
  limitSender,
  MAX_NOTIFICATION_BYTES,
  tooLargeAnswer,
  type CallbackAnswer,
} from "./callback-http";
import type { ReceiveDeps } from "./receive";

/** The callback on web Request/Response: what app/api/notifications/route.ts serves under any Next server. */
export async function answerCallbackRequest(deps: ReceiveDeps, request: Request): Promise<Response> {
  if (isDeclaredTooLarge(request.headers.get("content-length"))) return toResponse(tooLargeAnswer());
  // Web requests carry no socket: Next's own server puts the peer's address in X-Forwarded-For (only
  // under next dev / next start; production's launcher answers on the fast path with the socket's).
  const limited = limitSender(deps, request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown");
  if (limited) return toResponse(limited);
  const text = await readCapped(request, MAX_NOTIFICATION_BYTES);
  return toResponse(await answerNotification(deps, text));
}

export function toResponse(answer: CallbackAnswer): Response {
  const payload = answer.body ? JSON.stringify(answer.body) : "";
  const { "content-length": _length, connection: _connection, ...headers } = callbackHeaders(answer, payload);
  return new Response(answer.status === 200 ? null : payload || null, { status: answer.status, headers });
}

/** The body as text, or null as soon as it passes the cap (a chunked body has no length to check first). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
