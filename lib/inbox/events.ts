import { EventEmitter } from "node:events";
import type { InboxEvent } from "../schemas/inbox";

/**
 * In-process fan-out of inbox events to open SSE streams, keyed by workspace. Kept on globalThis so
 * Next's dev reloads and the route/worker module copies share one emitter. One process only: a
 * multi-instance deployment would bridge this through PostgreSQL LISTEN/NOTIFY.
 */
const holder = globalThis as unknown as { mostradorInboxEvents?: EventEmitter };

function emitter(): EventEmitter {
  if (!holder.mostradorInboxEvents) {
    holder.mostradorInboxEvents = new EventEmitter();
    // Every open tab of every teammate is a listener: no artificial cap.
    holder.mostradorInboxEvents.setMaxListeners(0);
  }
  return holder.mostradorInboxEvents;
}

export type InboxEventListener = (event: InboxEvent) => void;

export function publishInboxEvent(workspaceId: string, event: InboxEvent): void {
  emitter().emit(workspaceId, event);
}

/** Returns the unsubscribe function; call it when the stream closes. */
export function subscribeInboxEvents(workspaceId: string, listener: InboxEventListener): () => void {
  const e = emitter();
  e.on(workspaceId, listener);
  return () => {
    e.off(workspaceId, listener);
  };
}
