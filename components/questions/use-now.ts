"use client";

import { useCallback, useSyncExternalStore } from "react";

/**
 * One clock for the whole page: a single one-second interval, running only while something listens, and
 * no request per tick. A component reads the clock through a selector and re-renders only when the
 * selector's value changes: a row whose countdown says "23 min" re-renders once a minute, one under five
 * minutes once a second, an age badge once a minute, however many rows the inbox shows.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock's reading of a value; `select` must return something compared by value (a number, a string). */
export function useClock<T extends string | number | boolean>(select: (now: number) => T): T {
  // While nothing listens the stored instant is stale: read the real one (the first render of a page).
  const read = useCallback(() => select(timer ? now : Date.now()), [select]);
  return useSyncExternalStore(subscribe, read, read);
}

const toMinute = (at: number) => Math.floor(at / 60_000) * 60_000;

/** The current time to the minute, so ages, colours and hours move while a page stays open. */
export function useNow(): number {
  return useClock(toMinute);
}
