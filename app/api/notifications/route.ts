// POST /api/notifications: the marketplace's callback. Public (proxy.ts's matcher skips /api).
import { randomUUID } from "node:crypto";
import { errorResponse } from "@/lib/api/errors";
import { receiveNotification, type ReceiveResult } from "@/lib/inbox/notifications/receive";
import { callbackDeps } from "@/lib/inbox/notifications/runtime";
import { startLiveWorkers } from "@/lib/inbox/scheduler";

export const dynamic = "force-dynamic";

/** A notification is a few hundred bytes; anything near this is not one, and is refused unread. */
const MAX_NOTIFICATION_BYTES = 8 * 1024;

export async function POST(req: Request): Promise<Response> {
  startLiveWorkers();
  if (Number(req.headers.get("content-length") ?? 0) > MAX_NOTIFICATION_BYTES) {
    return errorResponse(413, "notification_too_large", "A notification is never this large.", randomUUID());
  }
  const text = await readCapped(req, MAX_NOTIFICATION_BYTES);
  if (text === null) return errorResponse(413, "notification_too_large", "A notification is never this large.", randomUUID());
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(400, "invalid_notification", "The body is not JSON.", randomUUID());
  }
  let result: ReceiveResult;
  try {
    // Journal only (append + fsync): the database is never on this path.
    result = await receiveNotification(callbackDeps(), body);
  } catch (error) {
    // Not durable, so not acknowledged: the marketplace retries.
    const requestId = randomUUID();
    console.error(`[notifications] could not journal a notification (${requestId})`, error);
    return errorResponse(503, "notification_not_stored", "The notification could not be stored; retry.", requestId);
  }
  if (result.status === 400) return errorResponse(400, "invalid_notification", "The notification is not valid.", randomUUID(), result.issues);
  // Moving it into the database and processing it (reading the question upstream) happen after this answer.
  return new Response(null, { status: 200 });
}

/** The body as text, or null as soon as it passes the cap (a chunked body has no length to check first). */
async function readCapped(req: Request, max: number): Promise<string | null> {
  if (!req.body) return "";
  const reader = req.body.getReader();
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
