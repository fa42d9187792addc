import type { BlockList } from "node:net";
import type { DropReason, Intake } from "./intake";
import type { Journal } from "./journal";
import { parseNotification } from "./parse";
import type { SenderLimiter } from "./sender-limit";

export interface ReceiveDeps {
  journal: Journal;
  /** Keys this process journaled recently: a retry of one of them is answered without a second line. */
  recent?: RecentKeys;
  /** Told when a new line is durable (wakes the mover and the processor). */
  onJournaled?: () => void;
  /** Drops what is not ours before the journal (another application, a topic we ignore, a stranger). */
  intake?: Intake;
  /** The rate per sender address (the callback answers 429 past it). */
  limiter?: SenderLimiter;
  /** Proxies whose X-Forwarded-For names the sender (sender-limit.ts). */
  trustedProxies?: BlockList;
}

export type ReceiveResult =
  | { status: 200; outcome: "journaled" | "duplicate" }
  | { status: 200; outcome: "dropped"; reason: DropReason }
  | { status: 400; issues: unknown };

/**
 * The callback's work before it answers: validate, drop what is not ours (intake.ts), then make the notification durable in the journal
 * (group-committed append + fsync). The database is not touched here: a slow or stalled database must
 * never make the answer late (the marketplace only counts an answer within 500 ms). The mover stores journal lines in the database afterwards, deduplicated by key,
 * so a duplicate that gets past the in-memory window below is still stored and processed once.
 * Throws when the journal cannot be written: the caller answers an error and the marketplace retries.
 */
export async function receiveNotification(deps: ReceiveDeps, body: unknown): Promise<ReceiveResult> {
  const parsed = parseNotification(body, "callback");
  if (!parsed.ok) return { status: 400, issues: parsed.issues };
  const { record } = parsed;
  // 200 and nothing kept: the marketplace must not retry what is not ours, and a forger gains nothing.
  const reason = deps.intake?.dropReason(record);
  if (reason) return { status: 200, outcome: "dropped", reason };

  const earlier = deps.recent?.get(record.dedupeKey);
  if (earlier) {
    // Answer a retry only once the first copy is durable (it may still be in the same group commit).
    await earlier;
    return { status: 200, outcome: "duplicate" };
  }
  const durable = deps.journal.append(record);
  deps.recent?.remember(record.dedupeKey, durable);
  await durable;
  deps.onJournaled?.();
  return { status: 200, outcome: "journaled" };
}

export interface RecentKeys {
  get(key: string): Promise<void> | undefined;
  remember(key: string, durable: Promise<void>): void;
}

/** A bounded, insertion-ordered window of dedupe keys and their appends; a failed append is forgotten. */
export function createRecentKeys(limit = 10_000): RecentKeys {
  const keys = new Map<string, Promise<void>>();
  return {
    get: (key) => keys.get(key),
    remember(key, durable) {
      keys.set(key, durable);
      durable.catch(() => keys.get(key) === durable && keys.delete(key));
      if (keys.size > limit) keys.delete(keys.keys().next().value!);
    },
  };
}
