import { useSyncExternalStore } from "react";

export type PresenceState = "viewing" | "typing";
export type Presence = { user: { id: string; name: string }; state: PresenceState; at: number };

/**
 * Who else is on which question, fed by SSE presence events. Outside React Query because it is a
 * stream of ephemeral facts, not server state to refetch; entries expire if a "left" never arrives.
 */
const TTL_MS = 60_000;
let byQuestion = new Map<string, Presence[]>();
const listeners = new Set<() => void>();
const EMPTY: Presence[] = [];

function emit() {
  listeners.forEach((l) => l());
}

let sweep: ReturnType<typeof setTimeout> | undefined;
/** Drops entries whose "left" never came (closed laptop, lost connection), then checks again later. */
function scheduleSweep() {
  if (sweep) return;
  sweep = setTimeout(() => {
    sweep = undefined;
    const cutoff = Date.now() - TTL_MS;
    let changed = false;
    const next = new Map<string, Presence[]>();
    for (const [id, list] of byQuestion) {
      const fresh = list.filter((p) => p.at >= cutoff);
      if (fresh.length !== list.length) changed = true;
      if (fresh.length) next.set(id, fresh);
    }
    if (changed) {
      byQuestion = next;
      emit();
    }
    if (byQuestion.size) scheduleSweep();
  }, TTL_MS / 4);
}

export function applyPresence(questionId: string, user: Presence["user"], state: PresenceState | "left") {
  const others = (byQuestion.get(questionId) ?? []).filter((p) => p.user.id !== user.id);
  const next = state === "left" ? others : [...others, { user, state, at: Date.now() }];
  byQuestion = new Map(byQuestion);
  if (next.length) byQuestion.set(questionId, next);
  else byQuestion.delete(questionId);
  emit();
  scheduleSweep();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Teammates on a question, myself excluded (my own presence echoes back through the stream). */
export function usePresence(questionId: string, myUserId: string): Presence[] {
  const all = useSyncExternalStore(subscribe, () => byQuestion.get(questionId) ?? EMPTY, () => EMPTY);
  return all.filter((p) => p.user.id !== myUserId);
}
