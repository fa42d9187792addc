import type { SqlQuery } from "@prisma/driver-adapter-utils";
import { waitUntilUp } from "./load";
import pg from "pg";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { PGliteThread } from "../lib/db/pglite-thread";
import { createTokenCipher } from "../lib/crypto/token-cipher";
import { createSellerClient } from "../lib/marketplace/client";
import { createHttp } from "../lib/marketplace/http";
import { tokenResponseSchema } from "../lib/marketplace/oauth";
import { createTokenStore } from "../lib/marketplace/tokens";
import { getSaleDetail } from "../lib/sales/get-sale-detail";
import { sweepSales } from "../lib/sales/import-sales";
import { listSales } from "../lib/sales/list-sales";
import { saleFiltersSchema } from "../lib/schemas/sales";
import { createPgliteDatabase, createPostgresDatabase } from "../lib/testing/databases";

/**
 * How many SQL statements the post-sale reads cost (load-independent, unlike milliseconds): the sales
 * list (first page, filtered pages, a search) and opening a sale (first time, then again), counted where
 * the Prisma adapter hands SQL to the database. Also times a reopen's one read, and prints the plan
 * (EXPLAIN ANALYZE) of each list query and of that read, so an index change can be checked.
 * Run: npx tsx --conditions=react-server bench/sales-queries.ts
 *      (BENCH_SANDBOX_PORT, default 4314; BENCH_SALES, default 300: counts do not depend on it;
 *       BENCH_POSTGRES=1 on a fresh database of the local PostgreSQL server instead of embedded PGlite;
 *       BENCH_VERBOSE=1 prints every statement)
 */
const PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4314);
const SALES = Number(process.env.BENCH_SALES ?? 300);
const SELLER = 241_370_001;
const url = `http://127.0.0.1:${PORT}`;

// Every statement Prisma hands to the database, with its parameters, from the moment `counting` is set.
type Statement = { sql: string; params: unknown[]; query?: SqlQuery };
let counting: Statement[] | null = null;
// The database that ran the counted statements, to EXPLAIN them on.
const seen: { pglite: PGliteThread | null; pg: pg.Client | null } = { pglite: null, pg: null };
// Embedded PGlite runs on its own thread: Prisma's statements reach it as `queryRaw` / `executeRaw` messages.
const threadProto = PGliteThread.prototype as unknown as { call(op: string, args?: Record<string, unknown>): Promise<unknown> };
const originalCall = threadProto.call;
threadProto.call = function (this: PGliteThread, op: string, args: Record<string, unknown> = {}) {
  if (op === "queryRaw" || op === "executeRaw") {
    seen.pglite = this;
    const query = args.query as SqlQuery;
    counting?.push({ sql: query.sql, params: query.args, query });
  } else if (op === "begin") counting?.push({ sql: "BEGIN", params: [] });
  return originalCall.call(this, op, args);
};

// PostgreSQL: the Prisma adapter's pool runs everything through pg.Client#query({ text, values }).
const pgProto = pg.Client.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
const originalPgQuery = pgProto.query!;
pgProto.query = function (this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
  const text = typeof config === "string" ? config : (config as { text?: string })?.text;
  if (text) {
    seen.pg = this;
    counting?.push({
      sql: text,
      params: (typeof config === "string" ? (values as unknown[]) : (config as { values?: unknown[] }).values) ?? [],
    });
  }
  return originalPgQuery.call(this, config, values, ...rest);
};

async function count<T>(fn: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
  counting = [];
  try {
    const result = await fn();
    return { result, statements: counting };
  } finally {
    counting = null;
  }
}

const child = spawn("npx", ["tsx", "sandbox/server.ts"], {
  env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_CALLBACK_URL: "" },
  stdio: "ignore",
  detached: true,
});
const database = process.env.BENCH_POSTGRES ? await createPostgresDatabase() : createPgliteDatabase();
const post = (p: string, body: unknown) =>
  fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) =>
    r.json(),
  );
const short = (sql: string) => sql.replace(/\s+/g, " ").slice(0, 140);

try {
  await waitUntilUp(`${url}/__sandbox/clock`, 60_000);
  const seeded = (await post(`/__sandbox/sellers/${SELLER}/sales`, { count: SALES })) as { sales: number };
  const { db, close } = await database.open();
  const http = createHttp({ baseUrl: url, timeoutMs: 30_000, retries: 0 });
  const store = createTokenStore({
    db,
    cipher: createTokenCipher(randomBytes(32).toString("base64")),
    http,
    client: { clientId: "5503910054141466", clientSecret: "sandbox-client-secret" },
  });
  const ws = await db.workspace.create({ data: { sellerId: BigInt(SELLER), nickname: "TIENDA_PAMPA", siteId: "MLA" } });
  await store.saveTokens(ws.id, tokenResponseSchema.parse(await post("/__sandbox/tokens", { user_id: SELLER })));
  const user = await db.user.create({ data: { name: "bench" } });
  const marketplace = createSellerClient(http, store, SELLER);
  await sweepSales({ db, clientFor: async () => marketplace }, ws.id);
  await db.$executeRawUnsafe("ANALYZE");
  // Warm the token cache, so no statement below is the token's.
  await store.getAccessToken(SELLER);
  console.log(`seller with ${seeded.sales} sales imported\n\n| call | SQL statements |\n|---|---|`);

  const plans: Array<[string, Statement]> = [];
  const lists: Array<[string, Record<string, unknown>]> = [
    ["list: first page (30)", { limit: 30 }],
    ["list: needs a first message + drop off", { limit: 30, show: "needs_first", logistic: "drop_off" }],
    ["list: unread for me", { limit: 30, show: "unread" }],
    ["list: search q=zapatillas", { limit: 30, q: "zapatillas" }],
  ];
  let second: string | null = null;
  for (const [name, input] of lists) {
    const { result, statements } = await count(() => listSales(db, ws.id, user.id, saleFiltersSchema.parse(input)));
    second ??= result.nextCursor;
    console.log(`| ${name} | ${statements.length} |`);
    if (name === "open the same sale again") plans.push([name, statements[0]!]);
    if (process.env.BENCH_VERBOSE) for (const s of statements) console.log(`    ${short(s.sql)}`);
    plans.push([name, statements[0]!]);
  }
  if (second) {
    const { statements } = await count(() => listSales(db, ws.id, user.id, saleFiltersSchema.parse({ limit: 30, cursor: second })));
    console.log(`| list: second page | ${statements.length} |`);
  }

  const open = (await listSales(db, ws.id, user.id, saleFiltersSchema.parse({ show: "needs_first", limit: 5 }))).sales.filter(
    (s) => s.shipment.id,
  );
  const viewer = { workspaceId: ws.id, sellerId: SELLER, siteId: "MLA", userId: user.id };
  for (const [name, sale] of [
    ["open a sale: first time", open[0]!],
    ["open the same sale again", open[0]!],
    ["open another sale: first time", open[1]!],
  ] as const) {
    const { statements } = await count(() => getSaleDetail(db, marketplace, viewer, BigInt(sale.id)));
    console.log(`| ${name} | ${statements.length} |`);
    if (name === "open the same sale again") plans.push([name, statements[0]!]);
    if (process.env.BENCH_VERBOSE) for (const s of statements) console.log(`    ${short(s.sql)}`);
  }

  // A reopen's one read as the server runs it (on PGlite: through its thread, prepared after the first run).
  const reopen = plans.find(([name]) => name === "open the same sale again")![1];
  const runRead = () => (seen.pglite ? seen.pglite.call("queryRaw", { query: reopen.query! }) : seen.pg!.query(reopen.sql, reopen.params));
  for (let i = 0; i < 30; i++) await runRead();
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    await runRead();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`\na reopen's one read, 300 times one after another: p50 ${times[149]!.toFixed(2)} ms, p95 ${times[284]!.toFixed(2)} ms`);

  console.log(`\nplans on ${process.env.BENCH_POSTGRES ? "PostgreSQL" : "PGlite"}:`);
  for (const [name, s] of plans) {
    const explain = `EXPLAIN (ANALYZE, COSTS OFF) ${s.sql}`;
    const plan = seen.pglite
      ? (await seen.pglite.call<{ rows: string[][] }>("queryRaw", { query: { ...s.query!, sql: explain } })).rows.map((r) => r[0]!)
      : (await seen.pg!.query<Record<string, string>>(explain, s.params)).rows.map((r) => r["QUERY PLAN"]!);
    console.log(`\n${name}:\n${plan.map((l) => `  ${l}`).join("\n")}`);
  }
  await close();
} finally {
  process.kill(-child.pid!, "SIGTERM");
  await database.drop();
}
