import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript loaded by the PGlite thread, no type declarations
import { withPreparedStatements } from "./pglite-statements.mjs";

type Query = { sql: string; args: unknown[]; argTypes: [] };
const q = (sql: string, ...args: unknown[]): Query => ({ sql, args, argTypes: [] });

let pglite: PGlite;
let prepared: PGlite;
let plain: Awaited<ReturnType<PrismaPGlite["connect"]>>;
let fast: typeof plain;
const preparedCount = async () =>
  Number((await pglite.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements")).rows[0]!.n);

beforeAll(async () => {
  pglite = new PGlite();
  await pglite.exec(`
    CREATE TABLE t (id bigint PRIMARY KEY, name text, price numeric(10,2), tags text[], data jsonb, at timestamptz, raw bytea);
    INSERT INTO t VALUES (9007199254740993, 'uno', 12.50, '{a,b}', '{"k":[1,2]}', '2026-11-26T10:00:00Z', '\\x0102'),
                         (2, NULL, NULL, NULL, NULL, NULL, NULL);`);
  prepared = withPreparedStatements(pglite, { maxStatements: 5 }) as PGlite;
  plain = await new PrismaPGlite(pglite).connect();
  fast = await new PrismaPGlite(prepared).connect();
});
afterAll(() => pglite.close());

describe("Prisma's statements kept prepared in PGlite", () => {
  it("answer exactly as PGlite's own query() does, for every column type Prisma reads and null parameters", async () => {
    const select = q(
      "SELECT * FROM t WHERE id = ANY($1::bigint[]) OR name IS NOT DISTINCT FROM $2 ORDER BY id",
      ["9007199254740993"],
      null,
    );
    expect(await fast.queryRaw(select)).toEqual(await plain.queryRaw(select));
    expect((await fast.queryRaw(select)).rows).toHaveLength(2);
    const write = q("UPDATE t SET name = $1 WHERE id = $2", "dos", 2);
    expect(await fast.executeRaw(write)).toBe(1);
    expect((await fast.queryRaw(q("SELECT name FROM t WHERE id = $1", 2))).rows).toEqual([["dos"]]);
  });

  it("parse a text once and reuse it", async () => {
    const before = await preparedCount();
    for (let i = 0; i < 3; i++) await fast.queryRaw(q("SELECT $1::int + 1 AS x", i));
    expect(await preparedCount()).toBe(before + 1);
  });

  it("reject a failing statement with PostgreSQL's error, and keep serving the next one", async () => {
    await expect(fast.queryRaw(q("SELECT nope FROM t"))).rejects.toMatchObject({ cause: { code: "42703" } });
    await expect(fast.executeRaw(q("INSERT INTO t (id) VALUES ($1)", 2))).rejects.toMatchObject({ cause: { code: "23505" } });
    expect((await fast.queryRaw(q("SELECT count(*)::int FROM t"))).rows).toEqual([[2]]);
  });

  it("prepare again when a table changes shape under a statement", async () => {
    const star = q("SELECT * FROM t WHERE id = $1", 2);
    const columns = (await fast.queryRaw(star)).columnNames.length;
    await pglite.exec("ALTER TABLE t ADD COLUMN extra int DEFAULT 7");
    const after = await fast.queryRaw(star);
    expect(after.columnNames).toHaveLength(columns + 1);
    expect(after.rows[0]!.at(-1)).toBe(7);
  });

  it("start over past the statement cap instead of growing without end", async () => {
    for (let i = 0; i < 12; i++) await fast.queryRaw(q(`SELECT $1::int AS n${i}`, i));
    expect(await preparedCount()).toBeLessThanOrEqual(5);
  });

  it("wait for an open transaction instead of running inside it, as PGlite's query() does", async () => {
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const begun = new Promise<void>((resolve) => (inserted = resolve));
    const tx = pglite
      .transaction(async (t) => {
        await t.query("INSERT INTO t (id, name) VALUES (3, 'tres')");
        inserted();
        await held;
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await begun;
    const read = fast.queryRaw(q("SELECT name FROM t WHERE id = $1", 3));
    // Run inside the transaction, the read would answer at once with the uncommitted row.
    const early = await Promise.race([read.then(() => "answered"), new Promise((r) => setTimeout(() => r("waiting"), 300))]);
    release();
    await tx;
    expect(early).toBe("waiting");
    expect((await read).rows).toEqual([]);
  });
});
