import "server-only";
import { getDb } from "../db";
import type { LiveEvent } from "../schemas/live-events";
import { headLiveEventId, listLiveEventsSince, subscribeLiveEvents, type StoredEvent } from "./bus";
import { listPresence } from "./presence";
import { logger } from "../log";

const log = logger("events");

/**
 * Proxies and load balancers close idle connections; a comment line keeps the stream alive. Each heartbeat
 * also re-checks the stream's right to go on (`stillAllowed`), so this bounds how long a removed member
 * or an ended session keeps hearing the account.
 */
export const HEARTBEAT_MS = 15_000;

const timing = { heartbeatMs: HEARTBEAT_MS };
/** Tests shorten the heartbeat of streams the route opens (and restore it with no argument). */
export function setHeartbeatForTests(ms: number = HEARTBEAT_MS): void {
  timing.heartbeatMs = ms;
}

export interface EventStreamOptions {
  /** The accounts (workspaces) whose events the stream carries: the page's one, or every account of the person. */
  accountIds: readonly string[];
  /** The browser's Last-Event-ID header: resume after it (any instance, any of the accounts). */
  lastEventId: string | null;
  signal: AbortSignal;
  /** Called once when the stream ends, however it ends (the per-user stream slot). */
  onClose: () => void;
  /**
   * Asked with each heartbeat (does the session still hold, are these still the person's accounts?). False,
   * or a thrown error, ends the stream: the browser reconnects, resumes from its last id, and the route
   * reads the accounts again (or refuses an ended session or a removed member).
   */
  stillAllowed?: () => Promise<boolean>;
  heartbeatMs?: number;
}

/**
 * The server-sent events of /api/events. Each message is a live event tagged with the account it happened
 * in (`accountId`), so an all-accounts view knows which account's queries it touches. Stored events carry
 * `id:` (global, increasing across accounts: one cursor resumes them all); presence is sent as it stands
 * on every (re)connection.
 */
export function liveEventStream({
  accountIds,
  lastEventId,
  signal,
  onClose,
  stillAllowed,
  heartbeatMs = timing.heartbeatMs,
}: EventStreamOptions): Response {
  const resumeFrom = lastEventId?.trim() || null;
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
      // `{"accountId":"…",` + the event's JSON without its opening brace: the tag costs a concatenation, not
      // a copy of the event (every event is an object with a type, so never `{}`).
      const prefixes = new Map(accountIds.map((id) => [id, `{"accountId":${JSON.stringify(id)},`]));
      const tagged = (event: LiveEvent, accountId: string) => `${prefixes.get(accountId)}${JSON.stringify(event).slice(1)}`;
      let lastSent = -1n;
      const sendStored = (accountId: string, { id, event }: StoredEvent) => {
        if (BigInt(id) <= lastSent) return; // already sent from the backlog
        lastSent = BigInt(id);
        send(`id: ${id}\ndata: ${tagged(event, accountId)}\n\n`);
      };
      // Subscribe first and hold live events while the backlog is read, so nothing falls in between.
      // The transport delivers in id order across workspaces, so one cursor (lastSent) serves every account.
      let held: { accountId: string; stored: StoredEvent }[] | null = [];
      const unsubscribes = accountIds.map((accountId) =>
        subscribeLiveEvents(accountId, (event, id) =>
          held ? held.push({ accountId, stored: { id, event } }) : sendStored(accountId, { id, event }),
        ),
      );
      let checking = false;
      const heartbeat = setInterval(() => {
        send(": heartbeat\n\n");
        if (!stillAllowed || checking) return;
        checking = true;
        stillAllowed()
          .catch((error: Error) => {
            log.error({ err: error }, "could not re-check the stream's accounts");
            return false;
          })
          .then((allowed) => allowed || cleanup())
          .finally(() => (checking = false));
      }, heartbeatMs);
      cleanup = () => {
        if (closed) return;
        closed = true;
        onClose();
        clearInterval(heartbeat);
        for (const unsubscribe of unsubscribes) unsubscribe();
        signal.removeEventListener("abort", cleanup);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      signal.addEventListener("abort", cleanup);
      // retry: how long the browser's EventSource waits before reconnecting after a drop.
      send("retry: 2000\n\n");
      try {
        if (resumeFrom && /^\d{1,19}$/.test(resumeFrom)) {
          lastSent = BigInt(resumeFrom);
          for (const { workspaceId, ...stored } of await listLiveEventsSince(accountIds, resumeFrom)) sendStored(workspaceId, stored);
        } else {
          // A fresh stream: an id line with no data sets the browser's Last-Event-ID to "now".
          const head = await headLiveEventId();
          lastSent = BigInt(head);
          send(`id: ${head}\n\n`);
        }
        const db = await getDb();
        for (const accountId of accountIds) {
          for (const event of await listPresence(db, accountId)) send(`data: ${tagged(event, accountId)}\n\n`);
        }
      } catch (error) {
        log.error({ err: error }, "could not start a stream");
        cleanup(); // the browser reconnects and resumes
        return;
      }
      const backlog = held;
      held = null;
      for (const { accountId, stored } of backlog) sendStored(accountId, stored);
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
}
