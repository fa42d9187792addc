"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { pushSupport, registerServiceWorker } from "@/lib/push/browser";

/**
 * Registers the service worker from the dashboard shell where the browser has one (push, the offline
 * page), and follows a tapped notification: the worker asks this open window to go to the question.
 */
export function ServiceWorker() {
  const router = useRouter();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // Registering again is a no-op for the browser; only where push could ever work is it worth a worker.
    if (pushSupport() !== "unsupported") void registerServiceWorker().catch(() => undefined);
    const onMessage = (event: MessageEvent<{ type?: string; url?: string }>) => {
      if (event.data?.type === "mostrador:open" && typeof event.data.url === "string" && event.data.url.startsWith("/"))
        router.push(event.data.url);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [router]);
  return null;
}
