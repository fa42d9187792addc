import type { InboxEvent } from "../schemas/inbox";
import { VIEWING_TTL_MS } from "../schemas/presence-timing";
import { publishInboxEvent } from "./events";

/**
 * Who is looking at or typing in which question, per workspace, in memory. Clients refresh their state
 * every few seconds; an entry nobody refreshes expires (a closed laptop leaves no ghost). Only changes are
 * published, so the refreshes themselves cost no events.
 */
export { VIEWING_TTL_MS };
/** Typing lapses back to viewing quickly: a teammate who stopped typing is no longer about to answer. */
export const TYPING_TTL_MS = 6_000;

type State = "viewing" | "typing";
interface Entry {
  user: { id: string; name: string };
  state: State;
  seenAt: number;
  typingAt: number;
}
type PresenceEvent = Extract<InboxEvent, { type: "presence" }>;

// workspace → question → user id → entry; on globalThis so route modules share it across dev reloads.
const holder = globalThis as unknown as { mostradorPresence?: Map<string, Map<string, Map<string, Entry>>>; mostradorPresenceTimer?: NodeJS.Timeout };
const presence = (holder.mostradorPresence ??= new Map());

export function setPresence(
  workspaceId: string,
  user: { id: string; name: string },
  questionId: string,
  state: "viewing" | "typing" | "left",
  now = Date.now(),
): void {
  const questions = presence.get(workspaceId) ?? new Map<string, Map<string, Entry>>();
  presence.set(workspaceId, questions);
  const users = questions.get(questionId) ?? new Map<string, Entry>();
  questions.set(questionId, users);
  const before = users.get(user.id);
  if (state === "left") {
    users.delete(user.id);
    if (before) publish(workspaceId, questionId, user, "left");
  } else {
    users.set(user.id, { user, state, seenAt: now, typingAt: state === "typing" ? now : (before?.typingAt ?? 0) });
    if (before?.state !== state) publish(workspaceId, questionId, user, state);
  }
  if (users.size === 0) questions.delete(questionId);
  if (questions.size === 0) presence.delete(workspaceId);
  ensureExpiryTimer();
}

/** The current state of a workspace, as events: what a freshly opened stream is told first. */
export function listPresence(workspaceId: string): PresenceEvent[] {
  const events: PresenceEvent[] = [];
  for (const [questionId, users] of presence.get(workspaceId) ?? []) {
    for (const e of users.values()) events.push({ type: "presence", questionId, user: e.user, state: e.state });
  }
  return events;
}

/** Drops or downgrades stale entries; exported so tests can run it with their own clock. */
export function expirePresence(now = Date.now()): void {
  for (const [workspaceId, questions] of presence) {
    for (const [questionId, users] of questions) {
      for (const [userId, e] of users) {
        if (now - e.seenAt > VIEWING_TTL_MS) {
          users.delete(userId);
          publish(workspaceId, questionId, e.user, "left");
        } else if (e.state === "typing" && now - e.typingAt > TYPING_TTL_MS) {
          e.state = "viewing";
          publish(workspaceId, questionId, e.user, "viewing");
        }
      }
      if (users.size === 0) questions.delete(questionId);
    }
    if (questions.size === 0) presence.delete(workspaceId);
  }
  if (presence.size === 0 && holder.mostradorPresenceTimer) {
    clearInterval(holder.mostradorPresenceTimer);
    holder.mostradorPresenceTimer = undefined;
  }
}

function ensureExpiryTimer() {
  if (holder.mostradorPresenceTimer || presence.size === 0) return;
  holder.mostradorPresenceTimer = setInterval(() => expirePresence(), 2_000);
  holder.mostradorPresenceTimer.unref();
}

function publish(workspaceId: string, questionId: string, user: { id: string; name: string }, state: PresenceEvent["state"]) {
  publishInboxEvent(workspaceId, { type: "presence", questionId, user, state });
}
