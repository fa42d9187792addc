import "server-only";
import { getDb } from "../db";
import { peekProcessSingleton } from "../process-singleton";
import { MEMBERSHIP_CACHE } from "../accounts/membership";

const KEEP = new Set(["_mostrador_migrations"]);

/**
 * Empties every table of the app's database but the migration ledger, as a fresh install would have
 * it. End-to-end tests call it together with the sandbox's reset so that no test sees another's copies
 * of questions, sales or metrics (a sandbox reset invalidates the stored tokens anyway, so every test
 * signs in again). Work in flight for the old workspaces fails its foreign keys and is dropped.
 */
export async function resetAppData(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<Array<{ name: string }>>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
  );
  const tables = rows.map((r) => r.name).filter((name) => !KEEP.has(name));
  if (tables.length) await db.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t}"`).join(", ")} CASCADE`);
  peekProcessSingleton<Map<string, unknown>>(MEMBERSHIP_CACHE)?.clear();
  return tables;
}
