import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDb, type Db, type OpenDb } from "../db/client";
import { PGLITE_TEMPLATE_ENV } from "./pglite-template";

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

/**
 * A fresh embedded PGlite database in a temporary folder: a copy of the run's migrated template when
 * Vitest made one (lib/testing/pglite-template.ts), else created and migrated on open. `fresh`: always
 * the latter (the migrations' own test).
 */
export function createPgliteDatabase({ fresh = false } = {}): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), "mostrador-pglite-"));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && !fresh) cpSync(template, dir, { recursive: true });
  return {
    url: undefined,
    open: () => openDb({ dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A test file's own PGlite database: opened before its tests (handed to `onOpen`), dropped after them. */
export function withPgliteDatabase(onOpen: (db: Db) => void): void {
  const database = createPgliteDatabase();
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await database.open();
    close = opened.close;
    onOpen(opened.db);
  });
  afterAll(async () => {
    await close?.();
    await database.drop();
  });
}
