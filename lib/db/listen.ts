import pg from "pg";
import { logger } from "../log";

const log = logger("db");

/**
 * LISTEN on a channel; resolves once listening, with the function that stops. `onReconnect` runs after
 * a dropped connection is listening again: notifications sent meanwhile were lost, so callers that keep
 * a cursor catch up from their table then.
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1_000;

/**
 * One dedicated connection per process for every channel (LISTEN cannot go through a pool: the pooled
 * connection that ran it may be handed to someone else). A dropped connection is reopened after a
 * pause, its channels listened again, and every subscriber told to catch up.
 */
export function postgresListener(connectionString: string): { listen: Listen; close: () => Promise<void> } {
  const handlers = new Map<string, Set<{ onMessage: (payload: string) => void; onReconnect?: () => void }>>();
  let client: Promise<pg.Client> | null = null;
  let closed = false;

  function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString });
    c.on("notification", (n) => {
      for (const h of handlers.get(n.channel) ?? []) h.onMessage(n.payload ?? "");
    });
    c.on("error", (error) => {
      log.error({ err: error }, "listener connection lost");
      if (client) reconnect();
    });
    c.on("end", () => {
      if (client && !closed) reconnect();
    });
    return c.connect().then(async () => {
      for (const channel of handlers.keys()) await c.query(`LISTEN ${quote(channel)}`);
      return c;
    });
  }

  function reconnect() {
    const old = client;
    client = null;
    void old?.then((c) => c.end()).catch(() => undefined);
    if (closed) return;
    setTimeout(() => {
      if (closed || client) return;
      client = connect();
      client.then(
        () => {
          for (const set of handlers.values()) for (const h of set) h.onReconnect?.();
        },
        (error: Error) => {
          log.error({ err: error }, "listener reconnect failed");
          reconnect();
        },
      );
    }, RECONNECT_MS).unref();
  }

  return {
    async listen(channel, onMessage, onReconnect) {
      const entry = { onMessage, onReconnect };
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      handlers.set(channel, set.add(entry));
      client ??= connect();
      if (first) await (await client).query(`LISTEN ${quote(channel)}`);
      else await client;
      return async () => {
        set.delete(entry);
        if (set.size === 0) {
          handlers.delete(channel);
          await (await client)?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.then((x) => x.end()).catch(() => undefined);
    },
  };
}

/** Channel names are ours (constants), but quote them anyway: LISTEN takes no parameters. */
function quote(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
