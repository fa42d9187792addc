"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * The service worker (push notifications, the offline page), registered from the dashboard shell; a
 * tapped notification moves this window to its question. The code loads after the first paint.
 */
export function ServiceWorker() {
  const router = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let closed = false;
    void import("@/lib/push/register-worker").then(({ startServiceWorker }) => {
      if (!closed) stop = startServiceWorker((url) => router.push(url));
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [router]);
  return null;
}
