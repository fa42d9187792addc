// GET /api/events: server-sent events for the workspace's live views (inbox changes, presence).
import { withSeller } from "@/lib/api/with-seller";
import { subscribeInboxEvents } from "@/lib/inbox/events";
import { listPresence } from "@/lib/inbox/presence";
import type { InboxEvent } from "@/lib/schemas/inbox";

export const dynamic = "force-dynamic";

/** Proxies and load balancers close idle connections; a comment line keeps the stream alive. */
const HEARTBEAT_MS = 15_000;

export const GET = withSeller("viewer", async (req, { workspaceId }) => {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup(); // the stream is already closed
        }
      };
      const sendEvent = (event: InboxEvent) => send(`data: ${JSON.stringify(event)}\n\n`);
      // retry: how long the browser's EventSource waits before reconnecting after a drop.
      send("retry: 2000\n\n");
      for (const event of listPresence(workspaceId)) sendEvent(event);
      const unsubscribe = subscribeInboxEvents(workspaceId, sendEvent);
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        req.signal.removeEventListener("abort", cleanup);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      req.signal.addEventListener("abort", cleanup);
    },
    cancel: () => cleanup(),
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      // nginx and similar buffer responses unless told not to, which would delay every event.
      "x-accel-buffering": "no",
    },
  });
});
