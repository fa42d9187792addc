import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../db/client";

/** Where createPgliteDatabase finds the migrated template (set for the whole run, workers included). */
export const PGLITE_TEMPLATE_ENV = "MOSTRADOR_PGLITE_TEMPLATE";

/**
 * Vitest's global setup: one embedded database, created and migrated once per run. A test's fresh
 * database is a copy of it (createPgliteDatabase), instead of PGlite's initdb and every migration again
 * in each of the run's few dozen embedded databases.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), "mostrador-pglite-template-"));
  const { close } = await openDb({ dataDir: dir });
  await close();
  process.env[PGLITE_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
