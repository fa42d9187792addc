// POST /api/notifications: the marketplace's callback. Public (proxy.ts's matcher skips /api).
import { randomUUID } from "node:crypto";
import { errorResponse } from "@/lib/api/errors";
import { receiveNotification, type ReceiveResult } from "@/lib/inbox/notifications/receive";
import { callbackDeps } from "@/lib/inbox/notifications/runtime";
import { startLiveWorkers } from "@/lib/inbox/scheduler";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  startLiveWorkers();
  let body: unknown;
  try {
    body = await req.json();
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
