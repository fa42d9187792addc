import { afterAll, describe, expect, it } from "vitest";
import { createPgliteDatabase, createPostgresDatabase, type TestDatabase } from "../testing/databases";
import { applyMigrations } from "./migrations";
import { postgresExecutor } from "./sql-executor";

const created: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(created.map((d) => d.drop()));
});

describe("migrations", () => {
  it("apply to a fresh PostgreSQL server database, then are a no-op", async () => {
    const database = await createPostgresDatabase();
    created.push(database);
    const runner = await postgresExecutor(database.url!);
    try {
      const first = await applyMigrations(runner);
      expect(first.length).toBeGreaterThan(0);
      expect(await applyMigrations(runner)).toEqual([]);
      const tables = await runner.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(["workspaces", "users", "memberships", "marketplace_connections"]),
      );
    } finally {
      await runner.close();
    }
  });

  it("two runners at once on one server apply each migration exactly once", async () => {
    const database = await createPostgresDatabase();
    created.push(database);
    const [a, b] = await Promise.all([postgresExecutor(database.url!), postgresExecutor(database.url!)]);
    try {
      const [ra, rb] = await Promise.all([applyMigrations(a), applyMigrations(b)]);
      const count = (await a.query<{ n: string }>(`SELECT count(*) AS n FROM "_mostrador_migrations"`))[0]!.n;
      expect(ra.length + rb.length).toBe(Number(count));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("give the Prisma client a working schema on embedded PGlite", async () => {
    const database = createPgliteDatabase({ fresh: true });
    created.push(database);
    const { db, close } = await database.open();
    try {
      const ws = await db.workspace.create({ data: { sellerId: 241370001n, nickname: "TIENDA_PAMPA", siteId: "MLA" } });
      expect((await db.workspace.findUniqueOrThrow({ where: { id: ws.id } })).sellerId).toBe(241370001n);
    } finally {
      await close();
    }
  });
});
