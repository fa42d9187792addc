import { randomUUID } from "node:crypto";
import type { NotificationEvent, Notifier, SandboxContext } from "../context.ts";
import type { SandboxState } from "../state.ts";
import { createPoster } from "./post.ts";
import { MAX_LOGGED_ATTEMPTS, storeFor, type Notification } from "./store.ts";

export interface NotificationDispatcher extends Notifier {
  stop(): void;
}

/** Notes §3: only HTTP 200 within 500 ms acknowledges a notification. */
export const ACK_TIMEOUT_MS = 500;
export const MAX_ATTEMPTS = 8;
/**
 * When attempt n+1 is due, in sandbox ms after the event: growing gaps of 20 s, 1, 3, 6, 10, 15 and
 * 20 min, so the 8th attempt goes out at 55 min 20 s, inside the documented hour. Sandbox time, so a
 * test that moves the clock forward makes the next attempts due at once.
 */
export const RETRY_OFFSETS_MS = [0, 20, 80, 260, 620, 1220, 2120, 3320].map((s) => s * 1000);
/** Deliveries in flight at once; the rest wait in the queue (their 500 ms starts when they are sent). */
const MAX_IN_FLIGHT = 64;
/** While retries are pending, check this often whether the sandbox clock made one due. */
const TICK_MS = 50;

interface Job {
  state: SandboxState;
  n: Notification;
}

/**
 * Delivers notifications to the application's callback without blocking the request that published
 * them: publish() only queues. Failed deliveries are retried on RETRY_OFFSETS_MS; after MAX_ATTEMPTS
 * they go to the missed feeds. A reset (new ctx.state) drops whatever belonged to the old state.
 */
export function createNotificationDispatcher(ctx: SandboxContext): NotificationDispatcher {
  const poster = createPoster(MAX_IN_FLIGHT);
  const queue: Job[] = [];
  let head = 0;
  let inFlight = 0;
  let retries: Array<{ due: number; job: Job }> = [];
  let ticker: NodeJS.Timeout | null = null;
  let stopped = false;

  const pump = () => {
    while (!stopped && inFlight < MAX_IN_FLIGHT && head < queue.length) {
      const job = queue[head++]!;
      if (job.state !== ctx.state) continue;
      inFlight++;
      void attempt(job).finally(() => {
        inFlight--;
        pump();
      });
    }
    if (head === queue.length) {
      queue.length = 0;
      head = 0;
    }
  };

  const attempt = async (job: Job) => {
    const { n, state } = job;
    const url = state.application?.callbackUrl;
    if (!url) return;
    const store = storeFor(state);
    n.body.attempts++;
    n.body.sent = ctx.clock.now().toISOString();
    const exchange = await poster.post(url, JSON.stringify(n.body), ACK_TIMEOUT_MS);
    const delivered = exchange.response.http_code === 200 && exchange.response.error === null;
    n.last = exchange;
    store.attempts.push({
      id: store.nextAttemptId++,
      notification_id: n.body._id,
      attempt: n.body.attempts,
      topic: n.body.topic,
      resource: n.body.resource,
      user_id: n.body.user_id,
      sent: n.body.sent,
      delivered,
      ...exchange,
    });
    if (store.attempts.length > MAX_LOGGED_ATTEMPTS) store.attempts.splice(0, store.attempts.length - MAX_LOGGED_ATTEMPTS);
    if (delivered) {
      n.status = "delivered";
    } else if (n.body.attempts >= MAX_ATTEMPTS) {
      n.status = "missed";
      const { error: _error, ...response } = exchange.response;
      store.missed.push({ ...n.body, request: exchange.request, response, missedAtMs: ctx.clock.nowMs() });
    } else if (!stopped && state === ctx.state) {
      retries.push({ due: n.receivedMs + RETRY_OFFSETS_MS[n.body.attempts]!, job });
      arm();
    }
  };

  const arm = () => {
    if (ticker || stopped || retries.length === 0) return;
    ticker = setTimeout(tick, TICK_MS);
    ticker.unref();
  };

  const tick = () => {
    ticker = null;
    const now = ctx.clock.nowMs();
    const due = retries.filter((r) => r.due <= now && r.job.state === ctx.state);
    retries = retries.filter((r) => r.due > now && r.job.state === ctx.state);
    for (const r of due.sort((a, b) => a.due - b.due)) queue.push(r.job);
    pump();
    arm();
  };

  return {
    publish(event: NotificationEvent) {
      const state = ctx.state;
      const app = state.application;
      if (stopped || !app?.callbackUrl || !app.topics.includes(event.topic)) return;
      const now = ctx.clock.now();
      const n: Notification = {
        body: {
          _id: randomUUID().replace(/-/g, "").slice(0, 24),
          resource: event.resource,
          user_id: event.user_id,
          topic: event.topic,
          ...(event.actions ? { actions: event.actions } : {}),
          application_id: /^\d+$/.test(app.id) ? Number(app.id) : app.id,
          attempts: 0,
          sent: now.toISOString(),
          received: now.toISOString(),
        },
        receivedMs: now.getTime(),
        status: "pending",
        last: null,
      };
      storeFor(state).notifications.set(n.body._id, n);
      queue.push({ state, n });
      // Deliver after the publishing request has answered, never inside it.
      setImmediate(pump);
    },
    stop() {
      stopped = true;
      if (ticker) clearTimeout(ticker);
      ticker = null;
      retries = [];
      queue.length = 0;
      head = 0;
      poster.close();
    },
  };
}
