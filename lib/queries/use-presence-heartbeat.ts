"use client";

import { useEffect } from "react";
import { PRESENCE_HEARTBEAT_MS } from "../schemas/presence-timing";
import { sendPresence } from "./presence-store";

/**
 * Tells teammates I am on a question (or `sale:<id>`): "viewing" now and on every heartbeat, "left" when I
 * move on. Closing the tab runs no React cleanup, so the leave also goes on `pagehide` (a keepalive
 * request, which outlives the page like a beacon): teammates see me go at once instead of after the
 * server's expiry. A page restored from the back-forward cache says "viewing" again. Null: nothing to say.
 * `account`: the question's (sendPresence); a sale's page is on its account already.
 */
export function usePresenceHeartbeat(key: string | null, account?: string) {
  useEffect(() => {
    if (key === null) return;
    const viewing = () => sendPresence(key, "viewing", account);
    const left = () => sendPresence(key, "left", account);
    viewing();
    const timer = setInterval(viewing, PRESENCE_HEARTBEAT_MS);
    window.addEventListener("pagehide", left);
    window.addEventListener("pageshow", viewing);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pagehide", left);
      window.removeEventListener("pageshow", viewing);
      left();
    };
  }, [key, account]);
}
