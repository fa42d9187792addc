import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept current as the window changes. For what CSS alone cannot
 * switch (a component's props); false on the server and until hydration.
 */
export function useMediaQuery(query: string): boolean {
  // A stable subscribe: a new function each render would make React re-subscribe on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
