import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiErrorBody } from "../../schemas/api-error";
import { STATIC_SECURITY_HEADERS } from "../../security-headers";
import { receiveNotification, type ReceiveDeps } from "./receive";

/** Where the marketplace posts its notifications (the registered callback URL's path). */
export const CALLBACK_PATH = "/api/notifications";

/** A notification is a few hundred bytes; anything near this is not one, and is refused unread. */
const MAX_NOTIFICATION_BYTES = 8 * 1024;

/**
 * The marketplace's callback, answered on Node's own request and response: scripts/serve.mjs hands this
 * path to it before Next.js's request pipeline (routing, web Request/Response, streams), which costs
 * several times the callback's own work. In a burst the marketplace keeps dozens of callbacks in flight,
 * and every other request would wait behind that much of Next's handling.
 * Public: it trusts nothing in the body (receiveNotification validates it and only journals it).
 */
export async function answerCallback(deps: ReceiveDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "POST") return reply(res, 405, error("method_not_allowed", "Only POST is accepted here."), { allow: "POST" });
  if (Number(req.headers["content-length"] ?? 0) > MAX_NOTIFICATION_BYTES) return tooLarge(req, res);
  const text = await readCapped(req, MAX_NOTIFICATION_BYTES).catch(() => undefined);
  if (text === undefined) return void res.destroy(); // the sender went away mid-body: nobody to answer
  if (text === null) return tooLarge(req, res);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(res, 400, error("invalid_notification", "The body is not JSON."));
  }
  try {
    // Journal only (append + fsync): the database is never on this path.
    const result = await receiveNotification(deps, body);
    if (result.status === 400) return reply(res, 400, error("invalid_notification", "The notification is not valid.", result.issues));
  } catch (cause) {
    // Not durable, so not acknowledged: the marketplace retries.
    const body = error("notification_not_stored", "The notification could not be stored; retry.");
    console.error(`[notifications] could not journal a notification (${body.error.requestId})`, cause);
    return reply(res, 503, body);
  }
  // Moving it into the database and processing it (reading the resource upstream) happen after this answer.
  reply(res, 200, null);
}

function error(code: string, message: string, details?: unknown): ApiErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }), requestId: randomUUID() } };
}

function reply(res: ServerResponse, status: number, body: ApiErrorBody | null, headers: Record<string, string> = {}): void {
  const payload = body ? JSON.stringify(body) : "";
  res.writeHead(status, {
    ...STATIC_SECURITY_HEADERS,
    "cache-control": "no-store",
    ...(body ? { "content-type": "application/json", "x-request-id": body.error.requestId } : {}),
    "content-length": String(Buffer.byteLength(payload)),
    ...headers,
  });
  res.end(payload);
}

/** Refused without reading the rest; the connection closes so the unread body is not parsed as a request. */
function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  reply(res, 413, error("notification_too_large", "A notification is never this large."), { connection: "close" });
  req.resume();
}

/** The body as text, or null as soon as it passes the cap (a chunked body has no length to check first). */
function readCapped(req: IncomingMessage, max: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= max) return void chunks.push(chunk);
      req.off("data", onData).off("end", onEnd);
      resolve(null);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString("utf8"));
    req.on("data", onData).on("end", onEnd).on("error", reject);
  });
}
