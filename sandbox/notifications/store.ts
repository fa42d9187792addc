import type { SandboxState } from "../state.ts";

/** The body POSTed to the callback (notes §3, general topic model). */
export interface NotificationBody {
  _id: string;
  resource: string;
  user_id: number;
  topic: string;
  application_id: number | string;
  attempts: number;
  sent: string;
  received: string;
  /** Only on sub-topics such as messages. */
  actions?: string[];
}

export interface Exchange {
  request: { url: string; headers: Record<string, string>; data: string };
  response: { req_time: number; http_code: number | null; body: string; headers: Record<string, string>; error: string | null };
}

export interface Notification {
  body: NotificationBody;
  /** Sandbox ms when the event happened: the retry schedule counts from here. */
  receivedMs: number;
  status: "pending" | "delivered" | "missed";
  last: Exchange | null;
}

/** One POST to the callback, as GET /__sandbox/deliveries lists it. */
export interface DeliveryAttempt extends Exchange {
  id: number;
  notification_id: string;
  attempt: number;
  topic: string;
  resource: string;
  user_id: number;
  sent: string;
  delivered: boolean;
}

/** What GET /missed_feeds returns for a notification that got no 200 after 8 attempts. */
export interface MissedFeed extends NotificationBody {
  request: Exchange["request"];
  response: Omit<Exchange["response"], "error">;
  missedAtMs: number;
}

export interface NotificationStore {
  notifications: Map<string, Notification>;
  attempts: DeliveryAttempt[];
  missed: MissedFeed[];
  nextAttemptId: number;
}

export const MAX_LOGGED_ATTEMPTS = 50_000;

/**
 * Keyed by the state object: a reset replaces ctx.state, which gives a fresh, empty store and lets the
 * dispatcher drop retries that belong to the old world. No shared state.ts change needed.
 */
const stores = new WeakMap<SandboxState, NotificationStore>();

export function storeFor(state: SandboxState): NotificationStore {
  let store = stores.get(state);
  if (!store) {
    store = { notifications: new Map(), attempts: [], missed: [], nextAttemptId: 1 };
    stores.set(state, store);
  }
  return store;
}
