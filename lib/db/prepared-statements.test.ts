import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type TestDatabase } from "../testing/databases";
import { prepareRepeatedStatements } from "./prepared-statements";

describe("prepareRepeatedStatements (PostgreSQL server)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(() => database.drop());

  /** One connection, so every query and the check of what it has prepared run in the same session. */
  async function onePool(options?: { after?: number; max?: number }) {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    prepareRepeatedStatements(pool, options);
    const prepared = async () =>
      (await pool.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements ORDER BY statement")).rows.map(
        (r) => r.statement,
      );
    return { pool, prepared };
  }

  it("prepares a text from its second execution on, once per connection, with the same answers", async () => {
    const { pool, prepared } = await onePool();
    const add = (n: number) => pool.query<{ n: number }>({ text: "SELECT $1::int + 1 AS n", values: [n] });
    expect((await add(1)).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toEqual([]);
    expect((await add(2)).rows).toEqual([{ n: 3 }]);
    expect((await add(3)).rows).toEqual([{ n: 4 }]);
    expect(await prepared()).toEqual(["SELECT $1::int + 1 AS n"]);
    await pool.end();
  });

  it("names at most `max` texts, so one-off texts never pile up on the server", async () => {
    const { pool, prepared } = await onePool({ after: 1, max: 2 });
    for (const i of [1, 2, 3, 4]) await pool.query({ text: `SELECT ${i} AS n` });
    expect(await prepared()).toEqual(["SELECT 1 AS n", "SELECT 2 AS n"]);
    await pool.end();
  });

  it("leaves a query that already has a name, and plain-text queries, as they are", async () => {
    const { pool, prepared } = await onePool({ after: 1 });
    await pool.query({ name: "mine", text: "SELECT 7 AS n" });
    await pool.query("SELECT 8 AS n");
    expect(await prepared()).toEqual(["SELECT 7 AS n"]);
    await pool.end();
  });
});
