"use client";

import { useEffect } from "react";
import { COMPOSER_ID } from "./composer-id";

/** How long the composer may take to appear (the question's detail loading) before we stop waiting. */
const WAIT_MS = 15_000;

/**
 * `?compose=1` (a tapped push notification) focuses the open question's answer box as soon as it
 * renders, then leaves the URL without the parameter so a reload or back does not grab focus again.
 */
export function useComposeParam() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("compose") !== "1") return;
    const focus = () => {
      const composer = document.getElementById(COMPOSER_ID);
      if (!composer) return false;
      composer.focus();
      url.searchParams.delete("compose");
      window.history.replaceState(window.history.state, "", url);
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  });
}
