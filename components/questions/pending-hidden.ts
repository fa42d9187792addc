"use client";

import { useSyncExternalStore } from "react";
import { hideQuestions } from "@/lib/queries/hide-questions";

// Hidden on screen, not yet on the marketplace (which cannot unhide): the request goes when the Undo toast
// closes (use-hide-with-undo.ts). A list re-read meanwhile must not bring these rows back. Its own module
// so the inbox's first paint reads the set without loading the hide action.
let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const batches = new Map<string[], string>();
function setPending(next: ReadonlySet<string>) {
  pending = next;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Leaving the page inside the undo window still hides what the user hid.
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    for (const [ids, account] of batches) {
      void hideQuestions(ids, account, { keepalive: true }).catch(() => undefined);
    }
    batches.clear();
  });
}

/** These rows (of `account`) leave the list now; their request is sent on commit, or on leaving the page. */
export function addPendingHidden(ids: string[], account: string): void {
  batches.set(ids, account);
  setPending(new Set([...pending, ...ids]));
}

/** Committed or undone: the batch is no longer the page-leave's to send. */
export function releasePendingHidden(ids: string[]): void {
  batches.delete(ids);
  setPending(new Set([...pending].filter((id) => !ids.includes(id))));
}

/** Question ids waiting out their undo window: the inbox leaves them out of the list it draws. */
export function usePendingHidden(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
}
