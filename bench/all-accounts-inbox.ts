import { listQuestions, type InboxScope } from "../lib/questions/list-questions";
import { questionFiltersSchema } from "../lib/schemas/questions";
import { createPgliteDatabase, createPostgresDatabase, type TestDatabase } from "../lib/testing/databases";
import { ms, percentile } from "./load.ts";

/**
 * The all-accounts inbox's first page (listQuestions over `workspace_id = ANY($ids)`) for one person with
 * 20 accounts × 10,000 questions (a quarter unanswered), on embedded PGlite and on the local PostgreSQL
 * server, against the control in the same run: the same person's first page of one account of those 20.
 * Rows are inserted directly (generate_series), as the sweep would have stored them.
 * Run: npx tsx --conditions=react-server bench/all-accounts-inbox.ts
 *      (BENCH_ACCOUNTS default 20, BENCH_QUESTIONS per account default 10000, BENCH_RUNS default 100,
 *       BENCH_DATABASES default "pglite,postgres")
 */
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 20);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
const ITEMS = 400;
const ASKERS = 2_000;

async function run(name: string, database: TestDatabase) {
  const { db, close } = await database.open();
  try {
    const person = await db.user.create({ data: { name: "Agency" } });
    const ids: string[] = [];
    const started = performance.now();
    for (let a = 0; a < ACCOUNTS; a++) {
      const ws = await db.workspace.create({
        data: { sellerId: BigInt(500_000 + a), nickname: `SHOP_${a}`, siteId: a % 2 ? "MLB" : "MLA" },
      });
      await db.membership.create({ data: { userId: person.id, workspaceId: ws.id, role: a % 3 ? "agent" : "owner" } });
      ids.push(ws.id);
      await db.$executeRaw`INSERT INTO item_snapshots (id, workspace_id, title, thumbnail, price, currency_id, available_quantity, status, permalink, synced_at)
        SELECT 'MLA' || (${a} * 1000000 + i), ${ws.id}, 'Producto ' || i, NULL, 1000 + i, 'ARS', i % 30, 'active', NULL, now()
        FROM generate_series(0, ${ITEMS - 1}) i`;
      // Spread over the last QUESTIONS minutes, interleaved across accounts; every 4th unanswered.
      await db.$executeRaw`INSERT INTO questions (id, workspace_id, item_id, asker_id, text, status, date_created, answer_text, answer_status, answer_date, synced_at)
        SELECT ${String(BigInt(a) * 100_000_000n + 13_000_000_000n)}::bigint + i, ${ws.id}, 'MLA' || (${a} * 1000000 + (i * 7) % ${ITEMS}),
               300000000::bigint + (i * 13) % ${ASKERS}, '¿Tienen stock en talle ' || (i % 45) || '?',
               CASE WHEN i % 4 = 3 THEN 'UNANSWERED' ELSE 'ANSWERED' END,
               now() - make_interval(secs => ((${QUESTIONS} - i) * 60 + ${a})::double precision),
               CASE WHEN i % 4 = 3 THEN NULL ELSE '¡Hola! Sí, hay stock.' END,
               CASE WHEN i % 4 = 3 THEN NULL ELSE 'ACTIVE' END,
               CASE WHEN i % 4 = 3 THEN NULL ELSE now() END, now()
        FROM generate_series(0, ${QUESTIONS - 1}) i`;
    }
    await db.$executeRaw`INSERT INTO marketplace_user_snapshots (id, nickname, synced_at)
      SELECT 300000000::bigint + i, 'BUYER_' || i, now() FROM generate_series(0, ${ASKERS - 1}) i`;
    await db.$executeRawUnsafe("ANALYZE");
    const seeded = performance.now() - started;

    const all: InboxScope = { workspaceId: ids[0]!, workspaceIds: ids, userId: person.id };
    const one: InboxScope = { workspaceId: ids[0]!, userId: person.id };
    const cases: Array<[string, InboxScope, Record<string, unknown>]> = [
      ["control: one account, first page (UNANSWERED, oldest)", one, {}],
      [`all ${ACCOUNTS} accounts, first page (UNANSWERED, oldest)`, all, {}],
      [`all ${ACCOUNTS} accounts, first page (UNANSWERED, newest)`, all, { sort: "newest" }],
      [`all ${ACCOUNTS} accounts, one account filtered`, all, { inAccount: ids.at(-1) }],
    ];
    console.log(
      `\n${name}: ${ACCOUNTS} accounts × ${QUESTIONS} questions (seeded in ${ms(seeded)}); ${RUNS} runs each\n\n| listQuestions | total | p50 | p95 | p50 ÷ control |\n|---|---|---|---|---|`,
    );
    let control = 0;
    for (const [label, scope, input] of cases) {
      const filters = questionFiltersSchema.parse(input);
      for (let i = 0; i < 10; i++) await listQuestions(db, scope, filters);
      const times: number[] = [];
      let total = "";
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const page = await listQuestions(db, scope, filters);
        times.push(performance.now() - t);
        total = `${page.total}${page.totalCapped ? "+" : ""}`;
      }
      const p50 = percentile(times, 50);
      control ||= p50;
      console.log(`| ${label} | ${total} | ${ms(p50)} | ${ms(percentile(times, 95))} | ${(p50 / control).toFixed(2)}× |`);
    }
  } finally {
    await close();
    await database.drop();
  }
}

for (const name of DATABASES) {
  if (name === "pglite") await run("PGlite (embedded)", createPgliteDatabase({ fresh: true }));
  else if (name === "postgres") await run("PostgreSQL 15 (local server)", await createPostgresDatabase());
}
