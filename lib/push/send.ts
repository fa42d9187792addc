import "server-only";
// eslint-disable-next-line mostrador/no-raw-http -- push sends go to the browsers' push services, not the marketplace
import { request, type Agent } from "undici";
import webpush from "web-push";
import type { Db } from "../db/client";
import { env } from "../env";
import { sqlUtc } from "../db/sql-time";
import type { PushPayload } from "../schemas/push";
import { vapidKeys } from "./vapid-keys";
import { endpointAllowance } from "./endpoint-policy";
import { createPushDispatcher } from "./push-dispatcher";
import { logger } from "../log";

const log = logger("push");

export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service may take to accept a message before we give up on this one. */
const TIMEOUT_MS = 10_000;
/** Minutes a push service keeps an undelivered message (the device offline): an old question is still worth it. */
const TTL_SECONDS = 4 * 60 * 60;

/** Kept-alive connections per kind: to push services (guarded), and to the tests' local one. */
let dispatchers: { guarded: Agent; open: Agent } | undefined;
function dispatcherFor(endpoint: string): Agent | null {
  const { pushExtraOrigins, pushExtraOriginsMayBePrivate } = env();
  const allowance = endpointAllowance(endpoint, pushExtraOrigins);
  if (!allowance) return null;
  dispatchers ??= { guarded: createPushDispatcher({ guarded: true }), open: createPushDispatcher({ guarded: false }) };
  return allowance === "extra_origin" && pushExtraOriginsMayBePrivate ? dispatchers.open : dispatchers.guarded;
}

/**
 * Encrypts the payload for one device (aes128gcm, RFC 8291) and signs the request with our VAPID key,
 * both by web-push; the request itself goes through undici so it keeps connections to the push service
 * alive (a burst of questions reuses them) and works against a plain-http push service in tests.
 * The push service's 404/410 says the subscription is gone: its row is deleted (deliveries cascade).
 * Only to a known push service (lib/push/endpoint-policy.ts, checked again here for rows stored before
 * that rule), through a connection that refuses private addresses (./push-dispatcher.ts).
 * Returns the push service's status (0 when it could not be reached or was refused).
 */
export async function sendPush(db: Db, target: PushTarget, payload: PushPayload): Promise<number> {
  const dispatcher = dispatcherFor(target.endpoint);
  if (!dispatcher) {
    log.error({ subscriptionId: target.id }, "not sent: the subscription is not at a known push service");
    return 0;
  }
  const keys = await vapidKeys(db);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: payload.silent ? "low" : "high",
      topic: topicOf(payload.tag),
      contentEncoding: "aes128gcm",
    },
  );
  let status = 0;
  try {
    const answer = await request(details.endpoint, {
      method: "POST",
      dispatcher,
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    status = answer.statusCode;
    await answer.body.dump();
  } catch (error) {
    log.error({ err: error }, "could not reach the push service");
    return 0;
  }
  if (status === 404 || status === 410) await db.$executeRaw`DELETE FROM push_subscriptions WHERE id = ${target.id}`;
  else if (status >= 200 && status < 300)
    await db.$executeRaw`UPDATE push_subscriptions SET last_success_at = ${sqlUtc(new Date())}::timestamp(3) WHERE id = ${target.id}`;
  else log.error({ status }, `the push service answered ${status}`);
  return status;
}

/**
 * The Topic header (RFC 8030 §5.4, at most 32 URL-safe characters): a push service holding an
 * undelivered message replaces it with a newer one of the same topic, as the device does by tag.
 */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32);
}
