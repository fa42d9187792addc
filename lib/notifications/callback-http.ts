import { randomUUID } from "node:crypto";
import { BlockList } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ERROR_CODES } from "../errors/codes";
import type { ApiErrorBody } from "../schemas/api-error";
import { STATIC_SECURITY_HEADERS } from "../security-headers";
import { receiveNotification, type ReceiveDeps } from "./receive";
import { senderAddress } from "../net/networks";
import { logger } from "../log";

const log = logger("notifications");

/** Where the marketplace posts its notifications (the registered callback URL's path). */
export const CALLBACK_PATH = "/api/notifications";

/** A notification is a few hundred bytes; anything near this is not one, and is refused unread. */
export const MAX_NOTIFICATION_BYTES = 8 * 1024;

/** What the callback answers, whichever server carries it. */
export interface CallbackAnswer {
  status: number;
  body: ApiErrorBody | null;
  headers?: Record<string, string>;
}

/**
 * The callback's one decision, shared by both servers that carry it: Next's route file
 * (app/api/notifications/route.ts, under any Next server) and scripts/serve.mjs's fast path on Node's own
 * request objects (answerCallback below). `text` is the body read within the cap, or null past it.
 * Public: it trusts nothing in the body (receiveNotification validates it and only journals it).
 */
export async function answerNotification(deps: ReceiveDeps, text: string | null): Promise<CallbackAnswer> {
  if (text === null) return tooLargeAnswer();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refusal("invalid_notification", "The body is not JSON.");
  }
  try {
    // Journal only (append + fsync): the database is never on this path.
    const result = await receiveNotification(deps, body);
    if (result.status === 400) return refusal("invalid_notification", "The notification is not valid.", result.issues);
  } catch (cause) {
    // Not durable, so not acknowledged: the marketplace retries.
    const answer = refusal("notification_not_stored", "The notification could not be stored; retry.");
    log.error({ err: cause, requestId: answer.body?.error.requestId }, "could not journal a notification");
    return answer;
  }
  // Moving it into the database and processing it (reading the resource upstream) happen after this answer.
  return { status: 200, body: null };
}

export const METHOD_NOT_ALLOWED: CallbackAnswer = { status: 405, body: null, headers: { allow: "POST" } };

/**
 * The sender's bucket (sender-limit.ts): null when it may go on, else a 429 with when to retry. Checked
 * before the body is read, so a flood costs us as little as possible per request.
 */
export function limitSender(deps: ReceiveDeps, sender: string): CallbackAnswer | null {
  if (!deps.limiter) return null;
  const verdict = deps.limiter.take(sender);
  if (verdict.ok) return null;
  deps.intake?.countRateLimited();
  const answer = refusal("rate_limited", "Too many notifications from this address; retry later.");
  return { ...answer, headers: { "retry-after": String(verdict.retryAfterS) } };
}

const NO_PROXIES = new BlockList();

/** The sender of a request on Node's objects: the socket's peer, or what a trusted proxy says it saw. */
function senderOf(deps: ReceiveDeps, req: IncomingMessage): string {
  return senderAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], deps.trustedProxies ?? NO_PROXIES);
}

/** A declared length past the cap is refused unread. */
export function isDeclaredTooLarge(contentLength: string | null | undefined): boolean {
  return Number(contentLength ?? 0) > MAX_NOTIFICATION_BYTES;
}

export function tooLargeAnswer(): CallbackAnswer {
  // The connection closes so an unread body is not parsed as the next request.
  return { ...refusal("notification_too_large", "A notification is never this large."), headers: { connection: "close" } };
}

/** The headers every answer of the callback carries. */
export function callbackHeaders(answer: CallbackAnswer, payload: string): Record<string, string> {
  return {
    ...STATIC_SECURITY_HEADERS,
    "cache-control": "no-store",
    ...(answer.body ? { "content-type": "application/json", "x-request-id": answer.body.error.requestId } : {}),
    "content-length": String(Buffer.byteLength(payload)),
    ...answer.headers,
  };
}

/**
 * The fast path: scripts/serve.mjs hands the callback's path to this before Next.js's request pipeline
 * (routing, web Request/Response, streams), which costs several times the callback's own work. In a burst
 * the marketplace keeps dozens of callbacks in flight, and every other request would wait behind that much
 * of Next's handling.
 */
export async function answerCallback(deps: ReceiveDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "POST") return reply(res, METHOD_NOT_ALLOWED);
  if (isDeclaredTooLarge(req.headers["content-length"])) return tooLarge(req, res);
  const limited = limitSender(deps, senderOf(deps, req));
  if (limited) {
    reply(res, limited);
    return void req.resume(); // unread, and small (the length was checked): drained so the connection stays usable
  }
  const text = await readCapped(req, MAX_NOTIFICATION_BYTES).catch(() => undefined);
  if (text === undefined) return void res.destroy(); // the sender went away mid-body: nobody to answer
  if (text === null) return tooLarge(req, res);
  reply(res, await answerNotification(deps, text));
}

/** The error envelope, its status from the error table (built here: this path runs outside Next's routes). */
function refusal(
  code: "invalid_notification" | "notification_too_large" | "notification_not_stored" | "rate_limited",
  message: string,
  details?: unknown,
): CallbackAnswer {
  return {
    status: ERROR_CODES[code].status,
    body: { error: { code, message, ...(details === undefined ? {} : { details }), requestId: randomUUID() } },
  };
}

function reply(res: ServerResponse, answer: CallbackAnswer): void {
  const payload = answer.body ? JSON.stringify(answer.body) : "";
  res.writeHead(answer.status, callbackHeaders(answer, payload));
  res.end(payload);
}

/** Refused without reading the rest. */
function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  reply(res, tooLargeAnswer());
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
