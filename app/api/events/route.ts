// GET /api/events: server-sent events for the workspace's live views (inbox changes, presence); with
// `?account=all`, one stream over every account the person has a role in (the all-accounts views).
import { withAccounts } from "@/lib/api/with-person";
import { getDb } from "@/lib/db";
import { headLiveEventId, listLiveEventsSince, subscribeLiveEvents, type StoredEvent } from "@/lib/live/bus";
import { listPresence } from "@/lib/live/presence";
import { startLiveWorkers } from "@/lib/jobs/scheduler";
import type { LiveEvent } from "@/lib/schemas/live-events";
import { AppError } from "@/lib/errors/app-error";
import { MAX_STREAMS_PER_USER, takeStreamSlot } from "@/lib/live/stream-slots";

export const dynamic = "force-dynamic";

/** Proxies and load balancers close idle connections; a comment line keeps the stream alive. */
const HEARTBEAT_MS = 15_000;

export const GET = withAccounts("viewer", async (req, { accounts, userId }) => {
  const workspaceIds = accounts.map((a) => a.workspaceId);
  startLiveWorkers();
  const release = takeStreamSlot(userId);
  if (!release) throw new AppError("too_many_streams", `At most ${MAX_STREAMS_PER_USER} live views may be open at once; close a tab.`);
  // The browser's EventSource sends the last id it saw when it reconnects (to this or any instance).
  const resumeFrom = req.headers.get("last-event-id")?.trim() || null;
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const send = (chunk: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup(); // the stream is already closed
        }
      };
      const sendPresence = (event: LiveEvent) => send(`data: ${JSON.stringify(event)}\n\n`);
      let lastSent = -1n;
      const sendStored = ({ id, event }: StoredEvent) => {
        if (BigInt(id) <= lastSent) return; // already sent from the backlog
        lastSent = BigInt(id);
        send(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      // Subscribe first and hold live events while the backlog is read, so nothing falls in between.
      let held: StoredEvent[] | null = [];
      const unsubscribes = workspaceIds.map((workspaceId) =>
        subscribeLiveEvents(workspaceId, (event, id) => (held ? held.push({ id, event }) : sendStored({ id, event }))),
      );
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        closed = true;
        release();
        clearInterval(heartbeat);
        for (const unsubscribe of unsubscribes) unsubscribe();
        req.signal.removeEventListener("abort", cleanup);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      req.signal.addEventListener("abort", cleanup);
      // retry: how long the browser's EventSource waits before reconnecting after a drop.
      send("retry: 2000\n\n");
      try {
        if (resumeFrom && /^\d{1,19}$/.test(resumeFrom)) {
          lastSent = BigInt(resumeFrom);
          // Event ids are one sequence across accounts: the accounts' backlogs merge in id order.
          const missed = (await Promise.all(workspaceIds.map((id) => listLiveEventsSince(id, resumeFrom)))).flat();
          for (const stored of missed.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))) sendStored(stored);
        } else {
          // A fresh stream: an id line with no data sets the browser's Last-Event-ID to "now".
          const head = await headLiveEventId();
          lastSent = BigInt(head);
          send(`id: ${head}\n\n`);
        }
        const db = await getDb();
        for (const workspaceId of workspaceIds) for (const event of await listPresence(db, workspaceId)) sendPresence(event);
      } catch (error) {
        console.error("[events] could not start a stream:", (error as Error).message);
        cleanup(); // the browser reconnects and resumes
        return;
      }
      const backlog = held;
      held = null;
      for (const stored of backlog) sendStored(stored);
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
