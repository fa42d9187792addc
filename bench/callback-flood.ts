import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { request as undiciRequest, Agent } from "undici";
import { openDb } from "../lib/db/client.ts";
import { SELLER } from "../sandbox/testing.ts";
import {
  appServerPid,
  control,
  lean,
  percentile,
  probe,
  runLoad,
  sandboxToken,
  signIn,
  sleep,
  startApp,
  startSandbox,
  type LoadResponse,
} from "./load.ts";

/**
 * Issue 42's flood figure through the production server (scripts/serve.mjs, as npm start runs it):
 * 100,000 forged notifications, as fast as this client can send them, from one address (127.0.0.2: not
 * the sandbox's 127.0.0.1, which the app allows as the marketplace's own sender), each naming the
 * connected seller with our application id and a question that does not exist (the forgery that passes
 * every check but the rate); and in the middle, 1,000 real ones (questions asked on the sandbox) from
 * the marketplace's address. Prints: other requests' p99 during the flood against idle (the same probe
 * of anonymous GET /api/me, ratio in the same run), the database's growth (pg_database_size, read with
 * the server stopped), the server's peak RSS, how the forged ones were answered, and whether each real
 * one was read upstream exactly once.
 *
 * Run `npx next build` first, then: npx tsx bench/callback-flood.ts
 * Env: BENCH_APP_PORT (3860), BENCH_SANDBOX_PORT (4860), BENCH_FORGED (100000), BENCH_CONCURRENCY (64).
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3860);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4860);
const FORGED = Number(process.env.BENCH_FORGED ?? 100_000);
const REAL = 1_000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const APPLICATION_ID = 5503910054141466;
const dataDir = `.data/flood-bench-${APP_PORT}`;

async function databaseBytes(): Promise<{ bytes: number; rows: number; forgedRows: number; table: number }> {
  const { db, close } = await openDb({ dataDir });
  try {
    const [row] = await db.$queryRaw<{ bytes: bigint; rows: bigint; forged: bigint; table: bigint }[]>`
      SELECT pg_database_size(current_database()) AS bytes, (SELECT count(*) FROM marketplace_notifications) AS rows,
        (SELECT count(*) FROM marketplace_notifications WHERE dedupe_key LIKE 'id:forged-%') AS forged,
        pg_total_relation_size('marketplace_notifications') AS table`;
    return { bytes: Number(row!.bytes), rows: Number(row!.rows), forgedRows: Number(row!.forged), table: Number(row!.table) };
  } finally {
    await close();
  }
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

async function askQuestions(sandboxUrl: string, count: number): Promise<number[]> {
  await control(sandboxUrl, "PUT", "/__sandbox/application", { callback_url: "" });
  await control(sandboxUrl, "POST", "/__sandbox/simulate/questions", { seller_id: SELLER.MLA, count, interval_ms: 0 });
  const token = await sandboxToken(sandboxUrl, SELLER.MLA);
  const ids: number[] = [];
  while (ids.length < count) {
    const res = await fetch(
      `${sandboxUrl}/questions/search?seller_id=${SELLER.MLA}&api_version=4&sort_fields=date_created&sort_types=DESC&limit=100&offset=${ids.length}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    ids.push(...((await res.json()) as { questions: Array<{ id: number }> }).questions.map((q) => q.id));
  }
  return ids.slice(0, count);
}

/** Upstream reads of each of `ids` logged by the sandbox since `startCounting` (paged: the log is long after a flood). */
async function startCounting(sandboxUrl: string, ids: number[]) {
  type Logged = { id: number; method: string; path: string };
  const newest = await control<Logged[]>(sandboxUrl, "GET", "/__sandbox/requests?limit=1");
  let lastId = newest[0]?.id ?? 0;
  const wanted = new Set(ids);
  const counts = new Map<number, number>();
  return async function poll(): Promise<Map<number, number>> {
    for (;;) {
      const page = await control<Logged[]>(sandboxUrl, "GET", `/__sandbox/requests?path=/questions/&limit=20000&after_id=${lastId}`);
      for (const r of page) {
        lastId = Math.max(lastId, r.id);
        const m = r.method === "GET" && /^\/questions\/(\d+)$/.exec(r.path);
        if (m && wanted.has(Number(m[1]))) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
      }
      if (page.length < 20000) return counts;
    }
  };
}

const body = (id: string, questionId: number) => {
  const now = new Date().toISOString();
  return JSON.stringify({
    _id: id,
    resource: `/questions/${questionId}`,
    user_id: SELLER.MLA,
    topic: "questions",
    application_id: APPLICATION_ID,
    attempts: 1,
    sent: now,
    received: now,
  });
};

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await (await openDb({ dataDir })).close(); // migrated before the server starts
  const sandbox = await startSandbox(SANDBOX_PORT, [`http://localhost:${APP_PORT}/api/auth/callback/mercadolibre`]);
  let app = await startApp({ port: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir });
  try {
    await signIn(app.url);
    const ids = await askQuestions(sandbox.url, REAL);
    await sleep(5_000); // the sign-in's own background work (first sweep, listing) settles
    // Restarted so "before" is read with the server stopped (embedded PGlite is one process's), as "after" is.
    await app.stop();
    const before = await databaseBytes();
    app = await startApp({ port: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir });
    const serverPid = appServerPid(app.process.pid!);

    // Idle: the probe alone.
    const idleProbe = await probe(`${app.url}/api/me`);
    await sleep(5_000);
    const idle = await idleProbe.stop();

    let peakRss = rssMb(serverPid);
    const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(serverPid))), 250);
    // Client-level localAddress: undici ignores one under `connect`.
    const forger = new Agent({ connections: CONCURRENCY, localAddress: "127.0.0.2" });
    const statuses = new Map<number, number>();
    const run = randomBytes(3).toString("hex");
    const forgedSend = async (i: number): Promise<LoadResponse> => {
      const res = await undiciRequest(`${app.url}/api/notifications`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body(`forged-${run}-${i}`, 900_000_000_000 + i),
        dispatcher: forger,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      return { status: res.statusCode, ok: res.statusCode === 200 || res.statusCode === 429, arrayBuffer: () => res.body.arrayBuffer() };
    };

    const readsOf = await startCounting(sandbox.url, ids);
    const duringProbe = await probe(`${app.url}/api/me`);
    const started = performance.now();
    const flood = runLoad(FORGED, CONCURRENCY, forgedSend);
    // The real ones in the middle: once half the forged ones are sent (polled on the answers counted).
    while ([...statuses.values()].reduce((a, b) => a + b, 0) < FORGED / 2) await sleep(50);
    const realAnswers = await runLoad(REAL, 10, (i) =>
      lean(`${app.url}/api/notifications`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body(`real-${run}-${ids[i]}`, ids[i]!),
      }),
    );
    await flood;
    const floodSeconds = (performance.now() - started) / 1000;
    const during = await duringProbe.stop();

    // Until every real one is read upstream (or nothing moves for a minute).
    let done = 0;
    let progressAt = Date.now();
    while (Date.now() - progressAt < 60_000) {
      const now = (await readsOf()).size;
      if (now === REAL) break;
      if (now > done) [done, progressAt] = [now, Date.now()];
      await sleep(1_000);
    }
    await sleep(3_000); // a late second read would show up
    clearInterval(rssTimer);
    const reads = await readsOf();
    await app.stop();
    const after = await databaseBytes();

    const p99 = (values: number[]) => percentile(values, 99);
    console.log(
      `forged: ${FORGED} in ${floodSeconds.toFixed(1)} s (${Math.round(FORGED / floodSeconds)}/s) at concurrency ${CONCURRENCY}, answered ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(
      `other requests (GET /api/me, one at a time): idle p99 ${p99(idle).toFixed(1)} ms (n=${idle.length}), during p99 ${p99(during).toFixed(1)} ms (n=${during.length}): ${(p99(during) / p99(idle)).toFixed(2)}x`,
    );
    console.log(
      `database: ${(before.bytes / 1e6).toFixed(2)} MB → ${(after.bytes / 1e6).toFixed(2)} MB (+${((after.bytes - before.bytes) / 1e6).toFixed(3)} MB); notification rows ${before.rows} → ${after.rows}`,
    );
    // The real ones add their own rows (and their questions); the forged ones' share of the notifications table, pro rata.
    const forgedShare = after.rows ? ((after.table - before.table) * after.forgedRows) / after.rows : 0;
    console.log(
      `forged rows kept ${after.forgedRows} of ${after.rows}: about ${(forgedShare / 1e6).toFixed(3)} MB of the notifications table's +${((after.table - before.table) / 1e6).toFixed(3)} MB`,
    );
    console.log(`server peak RSS during the flood: ${peakRss.toFixed(0)} MB`);
    console.log(
      `real: ${realAnswers.length} answered; read upstream once ${ids.filter((id) => reads.get(id) === 1).length}, twice or more ${ids.filter((id) => (reads.get(id) ?? 0) > 1).length}, never ${ids.filter((id) => !reads.has(id)).length}`,
    );
  } finally {
    await app.stop();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_PINNED !== "1") {
  // Re-run pinned to core 1 (as bench/scale-report.ts): the load generator leaves the other core to the servers.
  const child = spawn("taskset", ["-c", "1", process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_PINNED: "1" },
  });
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  await main();
}
