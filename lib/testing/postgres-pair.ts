import { afterAll, beforeAll } from "vitest";
import type { OpenDb } from "../db/client";
import { createPostgresDatabase, type TestDatabase } from "./databases";

/**
 * Two "instances" on one fresh PostgreSQL database: two connection pools, each with its own LISTEN
 * connection, opened before the tests of the enclosing file or describe block, closed (and the
 * database dropped) after them. `onOpen` receives both once open:
 *   let a: OpenDb; let b: OpenDb;
 *   openPostgresPair((pair) => ({ a, b } = pair));
 */
export function openPostgresPair(onOpen: (pair: { a: OpenDb; b: OpenDb }) => void): void {
  let database: TestDatabase | undefined;
  let pair: { a: OpenDb; b: OpenDb } | undefined;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    const a = await database.open();
    pair = { a, b: await database.open() };
    onOpen(pair);
  });
  afterAll(async () => {
    await pair?.a.close();
    await pair?.b.close();
    await database?.drop();
  });
}
