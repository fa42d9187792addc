import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaClient } from "@prisma/client";
import { applyMigrations } from "./migrations";
import { postgresListener, type Listen } from "./listen";
import { prepareRepeatedStatements } from "./prepared-statements";
import { PGliteThread } from "./pglite-thread";
import { postgresExecutor } from "./sql-executor";

export type Db = PrismaClient;

/** An open database: the Prisma client, LISTEN on a channel (NOTIFY is plain SQL), and close. */
export interface OpenDb {
  db: Db;
  listen: Listen;
  close: () => Promise<void>;
}

export interface DbTarget {
  /** postgresql://… for a server; undefined for embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

/**
 * Prisma's defaults (2 s to start, 5 s to finish) end a transaction that a busy two-core host merely
 * slowed down (seen: a sweep's write rolled back at 5.5 s while builds ran beside it); our transactions
 * are short, so a longer limit only spares a retry.
 */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

/**
 * Opens the database and brings its schema up to date. PGlite is one process's database, so it is
 * opened lazily (never at import time: `next build` must not open it) and only by the server process.
 */
export async function openDb(target: DbTarget): Promise<OpenDb> {
  if (target.databaseUrl) {
    const runner = await postgresExecutor(target.databaseUrl);
    try {
      await applyMigrations(runner);
    } finally {
      await runner.close();
    }
    const pool = new pg.Pool({ connectionString: target.databaseUrl });
    prepareRepeatedStatements(pool);
    const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), transactionOptions: TRANSACTION_OPTIONS });
    const listener = postgresListener(target.databaseUrl);
    return {
      db,
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await db.$disconnect();
      },
    };
  }
  const dir = path.resolve(target.dataDir, "pglite");
  mkdirSync(dir, { recursive: true, mode: 0o700 }); // the data folder is private (lib/data-dir.ts)
  const pglite = await PGliteThread.open(dir);
  await applyMigrations(pglite.executor());
  const db = new PrismaClient({ adapter: pglite.prismaAdapter(), transactionOptions: TRANSACTION_OPTIONS });
  return {
    db,
    listen: pglite.listen,
    close: async () => {
      await db.$disconnect();
      await pglite.close();
    },
  };
}
