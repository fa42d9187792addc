import { EventEmitter } from "node:events";
import type { LiveEvent } from "../schemas/live-events";
import { peekProcessSingleton, processSingleton, setProcessSingleton } from "../process-singleton";
import { logger } from "../log";

const log = logger("events");

/**
 * The event bus of live views (inbox changes, presence): publish(workspaceId, event) anywhere,
 * subscribe per workspace (what /api/events forwards to browsers). Every event gets an id, increasing
 * in the order subscribers see them, so a reconnecting stream resumes after the last id it saw.
 *
 * Callers never see the transport. A server process attaches the database's (./event-log.ts: a table
 * plus NOTIFY, so every instance on one PostgreSQL server hears every event); a process without one
 * (unit tests, benches driving lib/ directly) fans out in memory.
 */
export type LiveEventListener = (event: LiveEvent, id: string) => void;

export interface StoredEvent {
  id: string;
  event: LiveEvent;
}

/** A stored event with the workspace it was published on: what a resume across several accounts reads. */
export interface WorkspaceEvent extends StoredEvent {
  workspaceId: string;
}

export interface EventTransport {
  /** Makes the event durable and delivers it, through `deliver`, to every subscribed process. */
  publish(workspaceId: string, event: LiveEvent): Promise<void>;
  /** The workspaces' events after `afterId`, oldest first (one id order across them), up to the newest already delivered here. */
  since(workspaceIds: readonly string[], afterId: string): Promise<WorkspaceEvent[]>;
  /** The id of the newest event delivered here: where a fresh stream starts. */
  head(): Promise<string>;
}

const EVENT_TRANSPORT = "eventTransport";

function emitter(): EventEmitter {
  return processSingleton("liveEvents", () => {
    const events = new EventEmitter();
    // Every open tab of every teammate is a listener: no artificial cap.
    events.setMaxListeners(0);
    return events;
  });
}

/** Hands an event to this process's subscribers; transports call it, in id order. */
export function deliverWorkspaceEvent(workspaceId: string, stored: StoredEvent): void {
  emitter().emit(workspaceId, stored);
}

/** Installs the transport (once per server process, before requests); later publishes go through it. */
export function attachEventTransport(transport: EventTransport): void {
  setProcessSingleton(EVENT_TRANSPORT, transport);
}

function transport(): EventTransport {
  return peekProcessSingleton<EventTransport>(EVENT_TRANSPORT) ?? memory;
}

/** Fire and forget: a live view missing one event is repaired by its next refetch; the failure is logged. */
export function publishLiveEvent(workspaceId: string, event: LiveEvent): void {
  transport()
    .publish(workspaceId, event)
    .catch((error: Error) => log.error({ err: error, type: event.type }, `could not publish ${event.type}`));
}

/** Returns the unsubscribe function; call it when the stream closes. */
export function subscribeLiveEvents(workspaceId: string, listener: LiveEventListener): () => void {
  const e = emitter();
  const handler = (stored: StoredEvent) => listener(stored.event, stored.id);
  e.on(workspaceId, handler);
  return () => {
    e.off(workspaceId, handler);
  };
}

/**
 * What a stream that reconnects with Last-Event-ID missed (bounded by how long events are kept), for one
 * workspace or several (the all-accounts stream): ids are global, so one cursor serves them all.
 */
export function listLiveEventsSince(workspaceIds: readonly string[], afterId: string): Promise<WorkspaceEvent[]> {
  return transport().since(workspaceIds, afterId);
}

export function headLiveEventId(): Promise<string> {
  return transport().head();
}

/** In memory, for a process with no shared database: ids count from 1, the last few hundred are kept. */
const memory: EventTransport = (() => {
  let next = 0;
  const recent: { workspaceId: string; stored: StoredEvent }[] = [];
  return {
    async publish(workspaceId, event) {
      const stored = { id: String(++next), event };
      recent.push({ workspaceId, stored });
      if (recent.length > 500) recent.shift();
      deliverWorkspaceEvent(workspaceId, stored);
    },
    async since(workspaceIds, afterId) {
      return recent
        .filter((r) => workspaceIds.includes(r.workspaceId) && Number(r.stored.id) > Number(afterId))
        .map((r) => ({ ...r.stored, workspaceId: r.workspaceId }));
    },
    head: async () => String(next),
  };
})();
