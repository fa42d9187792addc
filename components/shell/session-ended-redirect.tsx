"use client";

import { useEffect } from "react";
import { onSessionEnded, SESSION_ENDED_PATH } from "@/lib/queries/session-ended";

/**
 * In the dashboard, the first API answer saying the session ended (signed out everywhere on another
 * device, a password changed) makes a full load of /session-ended: it clears the cookie and the sign-in
 * page says why. A full load, so the shell (the store header, the query cache, the live stream) goes too.
 */
export function SessionEndedRedirect() {
  useEffect(() => {
    let leaving = false;
    return onSessionEnded(() => {
      if (leaving) return;
      leaving = true;
      window.location.assign(SESSION_ENDED_PATH);
    });
  }, []);
  return null;
}
