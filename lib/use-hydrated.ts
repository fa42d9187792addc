import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during server rendering and until React has hydrated. Forms that submit through JavaScript
 * keep their button disabled until then, so an early tap never falls back to a native submit that
 * would reload the page and drop what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
