import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlExecutor } from "./sql-executor";

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma", "migrations");

/** Arbitrary fixed key: serializes concurrent runners on one PostgreSQL server. */
const LOCK_KEY = 7_240_113;

/**
 * Applies the committed Prisma migration SQL files in order, each in its own transaction, recording
 * them in `_mostrador_migrations`. Prisma's own `migrate deploy` cannot run here against PostgreSQL,
 * so the same runner serves PGlite and PostgreSQL. Returns the names it applied.
 */
export async function applyMigrations(db: SqlExecutor, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_mostrador_migrations" (
      name TEXT PRIMARY KEY,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const done = new Set((await db.query<{ name: string }>(`SELECT name FROM "_mostrador_migrations"`)).map((r) => r.name));
    const names = (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const applied: string[] = [];
    for (const name of names) {
      if (done.has(name)) continue;
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      await db.exec("BEGIN");
      try {
        await db.exec(sql);
        await db.query(`INSERT INTO "_mostrador_migrations" (name) VALUES ($1)`, [name]);
        await db.exec("COMMIT");
      } catch (error) {
        await db.exec("ROLLBACK");
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
    }
    return applied;
  } finally {
    await db.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}
