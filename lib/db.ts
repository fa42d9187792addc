import "server-only";
import { openDb, type Db } from "./db/client";
import { env } from "./env";

// Survives Next's module reloads in development, so one process never opens PGlite twice.
const holder = globalThis as unknown as { mostradorDb?: Promise<Db> };

/** The app's database client, opened (and migrated) on first use. */
export function getDb(): Promise<Db> {
  holder.mostradorDb ??= openDb({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR }).then((o) => o.db);
  return holder.mostradorDb;
}
