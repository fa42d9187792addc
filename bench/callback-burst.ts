import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { SELLER } from "../sandbox/testing.ts";
import { startLiveBench } from "./live-setup.ts";
import { lean, ms, percentile, runLoad } from "./load.ts";

/**
 * The notification callback under a burst: 1,000 notifications (distinct questions) at concurrency 50,
 * then waits for the mover and the processor to finish. Prints answer-time percentiles, the event-loop
 * delay and the journal's fsyncs during the burst, how many were lost (not stored or never processed)
 * and how many were processed twice (their question read upstream more than once).
 * Run: npx tsx bench/callback-burst.ts
 */
const TOTAL = 1_000;
const CONCURRENCY = 50;
/**
 * The marketplace's HTTP client is not in our process: by default the load comes from a worker thread,
 * so its CPU does not land on the server's event loop. BENCH_IN_PROCESS_LOAD=1 sends from the server's
 * own thread (how this bench measured before; it adds the client's work to every answer).
 */
const IN_PROCESS = process.env.BENCH_IN_PROCESS_LOAD === "1";

function sendInProcess(url: string, bodies: string[]): Promise<number[]> {
  let next = 0;
  return runLoad(bodies.length, CONCURRENCY, () =>
    lean(url, { method: "POST", headers: { "content-type": "application/json" }, body: bodies[next++] }),
  );
}

/** The same closed loop as bench/load.ts, in plain JS for an eval'd worker. */
const WORKER_LOAD = `
const { parentPort, workerData: { url, bodies, concurrency } } = require("node:worker_threads");
const { request } = require("undici"); // as bench/load.ts's \`lean\`: fetch's garbage would be measured too
const latencies = [];
let next = 0;
async function worker() {
  while (next < bodies.length) {
    const body = bodies[next++];
    const started = performance.now();
    const res = await request(url, { method: "POST", headers: { "content-type": "application/json" }, body });
    await res.body.arrayBuffer();
    if (res.statusCode !== 200) throw new Error("HTTP " + res.statusCode);
    latencies.push(performance.now() - started);
  }
}
Promise.all(Array.from({ length: concurrency }, worker)).then(() => parentPort.postMessage(latencies));
`;

function sendFromWorker(url: string, bodies: string[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_LOAD, { eval: true, workerData: { url, bodies, concurrency: CONCURRENCY } });
    worker.once("message", (latencies: number[]) => (resolve(latencies), void worker.terminate()));
    worker.once("error", reject);
  });
}

const bench = await startLiveBench();
try {
  const token = await bench.sandbox.tokenFor(SELLER.MLA);
  // 1,000 real questions, asked with deliveries off, so the burst below is the only source of notifications.
  await bench.control("PUT", "/__sandbox/application", { callback_url: "" });
  await bench.control("POST", "/__sandbox/simulate/questions", { seller_id: SELLER.MLA, count: TOTAL, interval_ms: 0 });
  const ids: number[] = [];
  while (ids.length < TOTAL) {
    const res = await fetch(
      `${bench.sandbox.url}/questions/search?seller_id=${SELLER.MLA}&api_version=4&sort_fields=date_created&sort_types=DESC&limit=100&offset=${ids.length}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    ids.push(...((await res.json()) as { questions: Array<{ id: number }> }).questions.map((q) => q.id));
  }

  const bodies = ids.map((id) => {
    const now = new Date().toISOString();
    return JSON.stringify({
      _id: `burst-${id}`,
      resource: `/questions/${id}`,
      user_id: SELLER.MLA,
      topic: "questions",
      application_id: 5503910054141466,
      attempts: 1,
      sent: now,
      received: now,
    });
  });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const latencies = IN_PROCESS ? await sendInProcess(bench.callbackUrl, bodies) : await sendFromWorker(bench.callbackUrl, bodies);
  const answered = performance.now() - started;
  loop.disable();
  const journal = bench.live.journal.stats();

  bench.live.processor.start(500);
  // Wait for the processor to drain everything the burst stored.
  const deadline = Date.now() + 120_000;
  // Journal lines not yet moved count as pending too.
  while (
    Date.now() < deadline &&
    (bench.live.journal.pending() > 0 || (await bench.db.marketplaceNotification.count({ where: { status: "pending" } })) > 0)
  ) {
    await new Promise((r) => setTimeout(r, 200));
  }
  const drained = performance.now() - started;

  const processed = await bench.db.marketplaceNotification.count({ where: { status: "processed" } });
  const reads = (await bench.control("GET", `/__sandbox/requests?path=/questions/&limit=20000`)) as Array<{ method: string; path: string }>;
  const perQuestion = new Map<string, number>();
  for (const r of reads)
    if (r.method === "GET" && /^\/questions\/\d+$/.test(r.path)) perQuestion.set(r.path, (perQuestion.get(r.path) ?? 0) + 1);
  const twice = [...perQuestion.values()].filter((n) => n > 1).length;

  console.log(
    `callback burst: ${TOTAL} notifications at concurrency ${CONCURRENCY} (receive step on node:http, journal; mover and processor on PGlite; load ${IN_PROCESS ? "in process" : "from a worker thread"})`,
  );
  console.log(
    `  answer time  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(Math.max(...latencies))}`,
  );
  console.log(`  outcomes     ${JSON.stringify(Object.fromEntries(bench.outcomes))}`);
  const loopMs = (ns: number) => ms(ns / 1e6);
  console.log(
    `  event loop   delay p50 ${loopMs(loop.percentile(50))}  p99 ${loopMs(loop.percentile(99))}  max ${loopMs(loop.max)} (server thread, during the burst)`,
  );
  console.log(
    `  journal      ${journal.commits} group commits for ${journal.lines} lines; fsync mean ${ms(journal.syncMs / Math.max(1, journal.commits))}  max ${ms(journal.maxSyncMs)}`,
  );
  console.log(`  all answered in ${ms(answered)}; all processed in ${ms(drained)}`);
  console.log(`  lost ${TOTAL - processed}  processed twice ${twice}`);
} finally {
  await bench.close();
}
