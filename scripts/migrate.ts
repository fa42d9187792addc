import { openDb } from "../lib/db/client.ts";

/** Applies committed migrations to DATABASE_URL, or to the embedded PGlite in DATA_DIR. */
const target = { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? ".data" };
const { close } = await openDb(target);
await close();
console.log(`[migrate] schema up to date (${target.databaseUrl ? "PostgreSQL server" : `PGlite in ${target.dataDir}/pglite`})`);
