import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDb, type OpenDb } from "../db/client";

/** The local PostgreSQL server tests use (CI starts it); each test file gets its own database. */
const SERVER_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  url: string | undefined;
  open(): Promise<OpenDb>;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the local server; `open` migrates it like the app does. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `mostrador_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDb({ databaseUrl: url.toString(), dataDir: "" }),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh embedded PGlite database in a temporary folder. */
export function createPgliteDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), "mostrador-pglite-"));
  return {
    url: undefined,
    open: () => openDb({ dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
