import "server-only";
import { openDb, type Db, type OpenDb } from "./db/client";
import type { Listen } from "./db/listen";
import { env } from "./env";
import { processSingleton } from "./process-singleton";

// One per process, across Next's module graphs and dev reloads: one process never opens PGlite twice.
function open(): Promise<OpenDb> {
  return processSingleton("openDb", () => openDb({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR }));
}

/** The app's database client, opened (and migrated) on first use. */
export function getDb(): Promise<Db> {
  return open().then((o) => o.db);
}

/** LISTEN on the app's database (one dedicated connection per process on PostgreSQL). */
export const listenDb: Listen = async (channel, onMessage, onReconnect) => (await open()).listen(channel, onMessage, onReconnect);
