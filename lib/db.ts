import "server-only";
import { openDb, type Db, type OpenDb } from "./db/client";
import type { Listen } from "./db/listen";
import { env } from "./env";

// Survives Next's module reloads in development, so one process never opens PGlite twice.
const holder = globalThis as unknown as { mostradorOpenDb?: Promise<OpenDb> };

function open(): Promise<OpenDb> {
  holder.mostradorOpenDb ??= openDb({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR });
  return holder.mostradorOpenDb;
}

/** The app's database client, opened (and migrated) on first use. */
export function getDb(): Promise<Db> {
  return open().then((o) => o.db);
}

/** LISTEN on the app's database (one dedicated connection per process on PostgreSQL). */
export const listenDb: Listen = async (channel, onMessage, onReconnect) => (await open()).listen(channel, onMessage, onReconnect);
