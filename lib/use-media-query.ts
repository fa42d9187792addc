import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept current as the window changes. For what CSS alone cannot
 * switch (a component's props); false on the server and until hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
