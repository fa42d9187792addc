// Loaded on demand by components/shell/service-worker.tsx, after the first paint: every page's first
// load carries only the import, not this.
import { pushSupport, registerServiceWorker } from "./browser";

/**
 * Registers the service worker where push could ever work, and follows a tapped notification: the worker
 * asks this open window to go to the question (`navigate`). Returns the cleanup.
 */
export function startServiceWorker(navigate: (url: string) => void): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  // Registering again is a no-op for the browser.
  if (pushSupport() !== "unsupported") void registerServiceWorker().catch(() => undefined);
  const onMessage = (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type !== "mostrador:open" || typeof event.data.url !== "string" || !event.data.url.startsWith("/")) return;
    navigate(event.data.url);
    // The worker navigates the window itself when no answer comes (a page still loading its listener).
    event.ports[0]?.postMessage("opened");
  };
  navigator.serviceWorker.addEventListener("message", onMessage);
  return () => navigator.serviceWorker.removeEventListener("message", onMessage);
}
