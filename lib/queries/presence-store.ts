import { useSyncExternalStore } from "react";
import { sendJson } from "./fetch-json";

export type PresenceState = "viewing" | "typing";
export type Presence = { user: { id: string; name: string }; state: PresenceState; at: number };

/**
 * Who else is on which question, fed by SSE presence events. Outside React Query because it is a
 * stream of ephemeral facts, not server state to refetch. The server is the one clock: it publishes
 * "left" when a teammate stops refreshing (lib/live/presence.ts), and every stream (re)connection starts
 * with the current presence. So entries never expire here (a local timer made a steady viewer vanish
 * after a minute, since refreshes publish nothing); they are cleared while the stream is down instead.
 */
let byQuestion = new Map<string, Presence[]>();
const listeners = new Set<() => void>();
const EMPTY: Presence[] = [];

function emit() {
  listeners.forEach((l) => l());
}

/** The stream dropped: what we knew may be stale; the reconnection's first events say who is here. */
export function clearPresence() {
  if (byQuestion.size === 0) return;
  byQuestion = new Map();
  emit();
}

export function applyPresence(questionId: string, user: Presence["user"], state: PresenceState | "left") {
  const others = (byQuestion.get(questionId) ?? []).filter((p) => p.user.id !== user.id);
  const next = state === "left" ? others : [...others, { user, state, at: Date.now() }];
  byQuestion = new Map(byQuestion);
  if (next.length) byQuestion.set(questionId, next);
  else byQuestion.delete(questionId);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Teammates on a question, myself excluded (my own presence echoes back through the stream). */
export function usePresence(questionId: string, myUserId: string): Presence[] {
  const all = useSyncExternalStore(
    subscribe,
    () => byQuestion.get(questionId) ?? EMPTY,
    () => EMPTY,
  );
  return all.filter((p) => p.user.id !== myUserId);
}

/**
 * Tells teammates what I am doing on a question (or `sale:<id>`); "left" when I move away, even as the page
 * unloads. `account`: the question's (in the all-accounts inbox, the open row's); else the page's.
 */
export function sendPresence(questionId: string, state: "viewing" | "typing" | "left", account?: string) {
  void sendJson("/api/presence", null, "POST", { questionId, state }, { keepalive: state === "left", account }).catch(() => undefined);
}
