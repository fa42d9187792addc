import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import pg from "pg";
import { openDb } from "../lib/db/client.ts";
import { SELLER } from "../sandbox/testing.ts";
import {
  appServerPid,
  control,
  lean,
  msShort,
  percentile,
  probe,
  runLoad,
  sandboxToken,
  servedBetween,
  signalTree,
  signIn,
  sleep,
  startApp,
  startControlServer,
  startSandbox,
  mainThreadSchedMs,
  withCpu,
  type Child,
  type LoadResponse,
} from "./load.ts";

/**
 * Every figure of issue 14 ("Scale out") through the production server (scripts/serve.mjs), printed as one
 * markdown report. Run `npx next build` first, then: npx tsx bench/scale-report.ts
 *
 * The load generator (this process) pins itself to core 1 (`taskset -c 1`); the servers it starts run
 * on every core. For each setup (PGlite with one instance, PostgreSQL with one and with two instances):
 * - a trivial route of the same server (anonymous GET /api/me, a 401) at concurrency 10 and 50, then a
 *   burst of 1,000 callbacks (distinct questions) at the same concurrency, split round-robin across the
 *   instances; lost (never processed) and twice (read upstream more than once) from the sandbox's log;
 * - other requests (the same trivial route, one at a time) on an idle server, during the burst and
 *   right after it, while the notifications are processed; and the same requests as that server timed
 *   them, with how long its event loop's thread ran and waited for a core meanwhile;
 * - the control: a server that does no work (bench/control-server.mjs), probed in the same windows.
 * Then buyer question → question.updated on the *other* instance's event stream (two instances,
 * PostgreSQL), and GET /api/me's overhead over GET /users/me at concurrency 1 and 20 with both servers'
 * CPU. Env: BENCH_PORT_BASE (default 3850: apps on +0/+1, the control on +10, sandbox on BENCH_SANDBOX_PORT, default 4850),
 * BENCH_ONLY=pglite,pg1,pg2 to run some setups, BENCH_CPU_PROF=<dir> for a CPU profile
 * of each server from the burst's start until all is processed (bench/cpu-profile-top.ts summarizes one).
 */

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3850);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4850);
const TOTAL = Number(process.env.BENCH_TOTAL ?? 1_000);
/**
 * The first burst after a start is reported on its own: besides the notifications it pays for the
 * server's first run of that code (not yet optimized), the database pool's first connections and the
 * first reads of each item and asker. The later ones are what a running deployment sees.
 */
const BURSTS = [
  { concurrency: 10, first: true },
  { concurrency: 10, first: false },
  { concurrency: 50, first: false },
];
const PG_SERVER = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

type Setup = { key: string; label: string; instances: number; postgres: boolean };
const SETUPS: Setup[] = [
  { key: "pglite", label: "PGlite, 1 instance", instances: 1, postgres: false },
  { key: "pg1", label: "PostgreSQL, 1 instance", instances: 1, postgres: true },
  { key: "pg2", label: "PostgreSQL, 2 instances", instances: 2, postgres: true },
];

interface BurstRow {
  setup: string;
  concurrency: number;
  first: boolean;
  callback: number[];
  trivial: number[];
  idle: number[];
  during: number[];
  after: number[];
  /** The same probes as the probed server timed them, and its event loop's thread meanwhile. */
  server: { idle: ServerWindow; during: ServerWindow; after: ServerWindow };
  /** The control server's probes in the same windows. */
  control: { idle: number[]; during: number[]; after: number[] };
  lost: number;
  twice: number;
  retries: number;
  processedSeconds: number;
}

/** A probe's window as the probed server saw it: handled = its requests on the server's clock (ms). */
interface ServerWindow {
  handled: number[];
  ranMs: number;
  waitedMs: number;
  wallMs: number;
}

/** Opens a window on the probed server; `end()` closes it and returns its reader, to call once the server has written its timings. */
function watchServer(app: Child, pid: number) {
  const from = process.hrtime.bigint();
  const before = mainThreadSchedMs(pid);
  return {
    end() {
      const to = process.hrtime.bigint();
      const after = mainThreadSchedMs(pid);
      return (): ServerWindow => ({
        handled: servedBetween(app.timingFile!, from, to),
        ranMs: after.ran - before.ran,
        waitedMs: after.waited - before.waited,
        wallMs: Number(to - from) / 1e6,
      });
    },
  };
}

/**
 * One window of other requests: the probed server and the control probed side by side, and the probed
 * server's own view of the window. `close()` returns its reader, to call once the server has written its timings.
 */
async function openWindow(app: Child, pid: number, controlServer: Child) {
  const controlProbe = await probe(controlServer.url);
  const appProbe = await probe(`${app.url}/api/me`);
  const server = watchServer(app, pid);
  return {
    async close() {
      const latencies = await appProbe.stop();
      const control = await controlProbe.stop();
      return { latencies, control, server: server.end() };
    },
  };
}

interface Cluster {
  sandbox: Child;
  apps: Child[];
  /** Does no work: probed beside the app, it shows what the machine alone does to a probe. */
  controlServer: Child;
  cookie: string;
  close(): Promise<void>;
}

async function startCluster(setup: Setup): Promise<Cluster> {
  const ports = Array.from({ length: setup.instances }, (_, i) => PORT_BASE + i);
  const sandbox = await startSandbox(
    SANDBOX_PORT,
    ports.map((p) => `http://localhost:${p}/api/auth/callback/mercadolibre`),
  );
  const controlServer = await startControlServer(PORT_BASE + 10);
  const apps: Child[] = [];
  const dbName = `scale_bench_${SANDBOX_PORT}`;
  const dataDirs = ports.map((p) => `.data/scale-bench-${p}`);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  let databaseUrl: string | undefined;
  try {
    if (setup.postgres) {
      const admin = new pg.Client({ connectionString: PG_SERVER });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(PG_SERVER);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    mkdirSync(dataDirs[0]!, { recursive: true });
    const { close } = await openDb({ databaseUrl, dataDir: dataDirs[0]! });
    await close();
    const secrets = { NEXTAUTH_SECRET: randomBytes(32).toString("base64"), TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("base64") };
    const profDir = process.env.BENCH_CPU_PROF ? `${process.env.BENCH_CPU_PROF}/${setup.key}` : undefined;
    for (const [i, port] of ports.entries()) {
      apps.push(
        await startApp({
          port,
          sandboxPort: SANDBOX_PORT,
          dataDir: dataDirs[i]!,
          databaseUrl,
          secrets,
          cpuProfDir: profDir,
          timedPath: "/api/me",
        }),
      );
    }
    const cookie = await signIn(apps[0]!.url);
    return {
      sandbox,
      apps,
      controlServer,
      cookie,
      async close() {
        await Promise.all([...apps, controlServer].map((a) => a.stop()));
        await sandbox.stop();
        for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
        if (setup.postgres) {
          const admin = new pg.Client({ connectionString: PG_SERVER });
          await admin.connect();
          await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
          await admin.end();
        }
      },
    };
  } catch (error) {
    await Promise.all([...apps, controlServer].map((a) => a.stop()));
    await sandbox.stop();
    throw error;
  }
}

/** Asks `count` questions with deliveries off; returns their ids, newest first. */
async function askQuestions(sandboxUrl: string, count: number): Promise<number[]> {
  await control(sandboxUrl, "PUT", "/__sandbox/application", { callback_url: "" });
  await control(sandboxUrl, "POST", "/__sandbox/simulate/questions", { seller_id: SELLER.MLA, count, interval_ms: 0 });
  const token = await sandboxToken(sandboxUrl, SELLER.MLA);
  const ids: number[] = [];
  while (ids.length < count) {
    const res = await fetch(
      `${sandboxUrl}/questions/search?seller_id=${SELLER.MLA}&api_version=4&sort_fields=date_created&sort_types=DESC&limit=100&offset=${ids.length}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    ids.push(...((await res.json()) as { questions: Array<{ id: number }> }).questions.map((q) => q.id));
  }
  return ids.slice(0, count);
}

/**
 * Upstream reads of each question (GET /questions/{id}) since it was made, from the sandbox's request
 * log. Each poll reads only what was logged since the last one: the whole log (thousands of entries by
 * the third burst) every second would load the sandbox and this process while the probe measures.
 */
async function questionReads(sandboxUrl: string) {
  type Logged = { id: number; method: string; path: string };
  const newest = await control<Logged[]>(sandboxUrl, "GET", "/__sandbox/requests?limit=1");
  let lastId = newest[0]?.id ?? 0;
  const counts = new Map<number, number>();
  return {
    async poll() {
      const reads = await control<Logged[]>(sandboxUrl, "GET", `/__sandbox/requests?path=/questions/&limit=20000&after_id=${lastId}`);
      for (const r of reads) {
        lastId = Math.max(lastId, r.id);
        const m = r.method === "GET" && /^\/questions\/(\d+)$/.exec(r.path);
        if (m) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
      }
      return counts;
    },
  };
}

async function burst(setup: Setup, cluster: Cluster, { concurrency, first }: { concurrency: number; first: boolean }): Promise<BurstRow> {
  const { apps, sandbox, controlServer } = cluster;
  const trivialAt = (i: number) => lean(`${apps[i % apps.length]!.url}/api/me`);
  const trivialOk = { accept: (res: LoadResponse) => res.status === 401 };
  // Other requests are probed on one server, idle and then during and after the burst: a server is
  // compared with itself (with two instances, the last one, which also answers half the callbacks).
  const probedApp = apps[apps.length - 1]!;
  const probedPid = appServerPid(probedApp.process.pid!);
  const ids = await askQuestions(sandbox.url, TOTAL);
  const reads = await questionReads(sandbox.url);
  await sleep(1_000); // let the server settle after the setup's own traffic
  // Idle: the trivial route one at a time, then at the burst's concurrency.
  const idleWindow = await openWindow(probedApp, probedPid, controlServer);
  await sleep(3_000);
  const idle = await idleWindow.close();
  await runLoad(200, concurrency, trivialAt, trivialOk);
  const trivial = await runLoad(TOTAL, concurrency, trivialAt, trivialOk);

  const run = randomBytes(3).toString("hex");
  const bodies = ids.map((id) => {
    const now = new Date().toISOString();
    return JSON.stringify({
      _id: `burst-${run}-${id}`,
      resource: `/questions/${id}`,
      user_id: SELLER.MLA,
      topic: "questions",
      application_id: 5503910054141466,
      attempts: 1,
      sent: now,
      received: now,
    });
  });
  const profiling = Boolean(process.env.BENCH_CPU_PROF);
  if (profiling) for (const app of apps) signalTree(app.process.pid!, "SIGUSR2");
  const duringWindow = await openWindow(probedApp, probedPid, controlServer);
  const started = performance.now();
  const stats = { retries: 0 };
  const callback = await runLoad(
    TOTAL,
    concurrency,
    (i) =>
      lean(`${apps[i % apps.length]!.url}/api/notifications`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: bodies[i],
      }),
    { stats },
  );
  const during = await duringWindow.close();

  // Right after: until every notification is processed, or nothing more was processed for a minute
  // (then the rest counts as lost; a slow machine only makes this take longer).
  const afterWindow = await openWindow(probedApp, probedPid, controlServer);
  let done = 0;
  let progressAt = Date.now();
  while (Date.now() - progressAt < 60_000) {
    const counts = await reads.poll();
    const now = ids.filter((id) => counts.has(id)).length;
    if (now === ids.length) break;
    if (now > done) [done, progressAt] = [now, Date.now()];
    await sleep(1_000);
  }
  const processedSeconds = (performance.now() - started) / 1000;
  const after = await afterWindow.close();
  if (profiling) for (const app of apps) signalTree(app.process.pid!, "SIGUSR2");
  await sleep(2_000); // a late second read would show up here (and the server has written its timings)
  const counts = await reads.poll();
  return {
    setup: setup.label,
    concurrency,
    first,
    callback,
    trivial,
    idle: idle.latencies,
    during: during.latencies,
    after: after.latencies,
    server: { idle: idle.server(), during: during.server(), after: after.server() },
    control: { idle: idle.control, during: during.control, after: after.control },
    lost: ids.filter((id) => !counts.has(id)).length,
    twice: ids.filter((id) => (counts.get(id) ?? 0) > 1).length,
    retries: stats.retries,
    processedSeconds,
  };
}

/** Buyer asks on the sandbox → callback to instance A → question.updated on instance B's /api/events. */
async function askToEvent(cluster: Cluster, count = 100): Promise<number[]> {
  const { apps, sandbox, cookie } = cluster;
  const [a, b] = [apps[0]!, apps[apps.length - 1]!];
  await control(sandbox.url, "PUT", "/__sandbox/application", { callback_url: `${a.url}/api/notifications` });
  const sellerToken = await sandboxToken(sandbox.url, SELLER.MLA);
  const search = (await (
    await fetch(`${sandbox.url}/questions/search?seller_id=${SELLER.MLA}&api_version=4&limit=50`, {
      headers: { authorization: `Bearer ${sellerToken}` },
    })
  ).json()) as {
    questions: Array<{ item_id: string; from: { id: number } }>;
  };
  const buyerToken = await sandboxToken(sandbox.url, search.questions[0]!.from.id);
  const items = [...new Set(search.questions.map((q) => q.item_id))];

  const abort = new AbortController();
  const stream = await fetch(`${b.url}/api/events`, { headers: { cookie, accept: "text/event-stream" }, signal: abort.signal });
  if (!stream.ok || !stream.body) throw new Error(`/api/events on instance B: HTTP ${stream.status}`);
  const waiting = new Map<string, () => void>();
  const seen = new Set<string>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of message.split("\n")) {
            if (!line.startsWith("data: ")) continue;
            const event = JSON.parse(line.slice(6)) as { type: string; questionId?: string };
            if (event.type === "question.updated" && event.questionId) {
              seen.add(event.questionId);
              waiting.get(event.questionId)?.();
            }
          }
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await sleep(500);
  const latencies: number[] = [];
  for (let i = 0, asked = 0; asked < count && i < count * 3; i++) {
    const started = performance.now();
    const res = await fetch(`${sandbox.url}/questions`, {
      method: "POST",
      headers: { authorization: `Bearer ${buyerToken}`, "content-type": "application/json" },
      body: JSON.stringify({ item_id: items[i % items.length], text: `¿Tienen stock para envío hoy? (${i})` }),
    });
    if (!res.ok) continue; // an item that is not active: try the next one
    const { id } = (await res.json()) as { id: number };
    const arrived = new Promise<void>((resolve) => (seen.has(String(id)) ? resolve() : waiting.set(String(id), resolve)));
    const timedOut = await Promise.race([arrived.then(() => false), sleep(5_000).then(() => true)]);
    latencies.push(timedOut ? Infinity : performance.now() - started);
    asked++;
  }
  abort.abort();
  await control(sandbox.url, "PUT", "/__sandbox/application", { callback_url: "" });
  return latencies;
}

interface MeRow {
  concurrency: number;
  upstream: number[];
  app: number[];
  cpu: Record<string, number>;
}

/** GET /api/me (session, membership, token, upstream call, zod) against GET /users/me on the sandbox. */
async function apiMe(cluster: Cluster): Promise<MeRow[]> {
  const { apps, sandbox, cookie } = cluster;
  const token = await sandboxToken(sandbox.url, SELLER.MLA);
  const direct = () => lean(`${sandbox.url}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const viaApp = () => lean(`${apps[0]!.url}/api/me`, { headers: { cookie } });
  await runLoad(200, 20, direct);
  await runLoad(200, 20, viaApp);
  const pids = { app: apps[0]!.process.pid!, sandbox: sandbox.process.pid! };
  const rows: MeRow[] = [];
  for (const concurrency of [1, 20]) {
    const total = concurrency === 1 ? 300 : 1_000;
    const upstream = await runLoad(total, concurrency, direct);
    const { result: app, cpu } = await withCpu(pids, () => runLoad(total, concurrency, viaApp));
    rows.push({ concurrency, upstream, app, cpu });
  }
  return rows;
}

async function main() {
  // Ctrl-C or a kill: stop the servers this run started (their process groups), then exit.
  const running: Cluster[] = [];
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void Promise.all(running.map((c) => c.close())).finally(() => process.exit(1)));
  const only = process.env.BENCH_ONLY?.split(",");
  const setups = SETUPS.filter((s) => !only || only.includes(s.key));
  const bursts: BurstRow[] = [];
  let events: number[] | null = null;
  let me: MeRow[] | null = null;
  for (const setup of setups) {
    console.error(`[scale-report] ${setup.label}: starting`);
    const cluster = await startCluster(setup);
    running.push(cluster);
    try {
      for (const spec of BURSTS) {
        console.error(`[scale-report] ${setup.label}: burst at concurrency ${spec.concurrency}${spec.first ? " (first after start)" : ""}`);
        const row = await burst(setup, cluster, spec);
        bursts.push(row);
        const p = (v: number[], q: number) => msShort(percentile(v, q));
        console.error(
          `  callback p50/p99 ${p(row.callback, 50)}/${p(row.callback, 99)}, trivial ${p(row.trivial, 50)}/${p(row.trivial, 99)}; other requests p99 idle ${p(row.idle, 99)}, during ${p(row.during, 99)}, after ${p(row.after, 99)} (handled ${p(row.server.idle.handled, 99)}, ${p(row.server.during.handled, 99)}, ${p(row.server.after.handled, 99)}; control ${p(row.control.idle, 99)}, ${p(row.control.during, 99)}, ${p(row.control.after, 99)}); lost ${row.lost}, twice ${row.twice}, processed in ${row.processedSeconds.toFixed(1)} s`,
        );
      }
      if (setup.key === "pglite") {
        console.error(`[scale-report] ${setup.label}: /api/me overhead`);
        me = await apiMe(cluster);
      }
      if (setup.instances > 1) {
        console.error(`[scale-report] ${setup.label}: buyer question → event on the other instance`);
        events = await askToEvent(cluster);
      }
    } finally {
      running.splice(running.indexOf(cluster), 1);
      await cluster.close();
    }
  }
  print(bursts, events, me);
}

/** Other requests' target: their p99 during and right after a burst, at worst, over their idle p99. */
const worstRatio = (w: { idle: number[]; during: number[]; after: number[] }) =>
  Math.max(percentile(w.during, 99), percentile(w.after, 99)) / percentile(w.idle, 99);

function print(bursts: BurstRow[], events: number[] | null, me: MeRow[] | null) {
  const p = (values: number[], q: number) => msShort(percentile(values, q));
  const conc = (r: BurstRow) => `${r.concurrency}${r.first ? " (first after start)" : ""}`;
  const out: string[] = [];
  out.push(
    `## Issue 14 figures (bench/scale-report.ts, ${new Date().toISOString().slice(0, 16)} UTC, load generator on core 1, ${TOTAL} callbacks per burst)`,
    "",
  );
  out.push("### Callback burst through the production server (`scripts/serve.mjs`)", "");
  out.push(
    "| setup | conc. | callback p50 / p99 | trivial route p50 / p99 (same server) | p99 ratio | lost | twice | resent | all processed |",
  );
  out.push("|---|---|---|---|---|---|---|---|---|");
  for (const r of bursts) {
    const ratio = percentile(r.callback, 99) / percentile(r.trivial, 99);
    out.push(
      `| ${r.setup} | ${conc(r)} | ${p(r.callback, 50)} / **${p(r.callback, 99)}** | ${p(r.trivial, 50)} / ${p(r.trivial, 99)} | ${ratio.toFixed(2)}× | ${r.lost} | ${r.twice} | ${r.retries} | ${r.processedSeconds.toFixed(1)} s |`,
    );
  }
  out.push(
    "",
    "### Other requests (anonymous GET /api/me, one at a time) idle, during the burst and right after it (until all is processed)",
    "",
  );
  out.push("| setup | conc. | idle p50 / p99 | during p50 / p99 | after p50 / p99 | worst p99 ÷ idle p99 |");
  out.push("|---|---|---|---|---|---|");
  for (const r of bursts) {
    out.push(
      `| ${r.setup} | ${conc(r)} | ${p(r.idle, 50)} / ${p(r.idle, 99)} | ${p(r.during, 50)} / ${p(r.during, 99)} (${r.during.length}) | ${p(r.after, 50)} / ${p(r.after, 99)} (${r.after.length}) | ${worstRatio(r).toFixed(2)}× |`,
    );
  }
  out.push("", "### The same windows on a server that does no work (the control)", "");
  out.push(
    "A bare `node:http` server (`bench/control-server.mjs`), started as the instances are (a session of its own, every core) and probed the same way in the same windows: what the machine alone does to a probe's p99.",
    "",
  );
  out.push("| setup | conc. | idle p50 / p99 | during p50 / p99 | after p50 / p99 | worst p99 ÷ idle p99 | the app's (above) |");
  out.push("|---|---|---|---|---|---|---|");
  const p1 = (values: number[], q: number) => `${percentile(values, q).toFixed(1)} ms`;
  for (const r of bursts) {
    const c = r.control;
    out.push(
      `| ${r.setup} | ${conc(r)} | ${p1(c.idle, 50)} / ${p1(c.idle, 99)} | ${p1(c.during, 50)} / ${p1(c.during, 99)} (${c.during.length}) | ${p1(c.after, 50)} / ${p1(c.after, 99)} (${c.after.length}) | ${worstRatio(c).toFixed(2)}× | ${worstRatio(r).toFixed(2)}× |`,
    );
  }
  out.push("", "### Where other requests' time went, on the probed server", "");
  out.push(
    "Handled: the same probes from Node's `request` event to the response's end, on the server's own clock (`bench/request-timing-preload.mjs`); the rest of a probe's time passed before the server read the request. Event loop: how long the probed server's main thread ran, and how long it was ready to run but waited for a core (`/proc/<pid>/task/<pid>/schedstat`), over the window's wall time.",
    "",
  );
  out.push("| setup | conc. | handled p50 / p99: idle | during | after | event loop idle: ran / waited | during | after |");
  out.push("|---|---|---|---|---|---|---|---|");
  const handled = (w: ServerWindow) => `${p(w.handled, 50)} / ${p(w.handled, 99)} (${w.handled.length})`;
  const sched = (w: ServerWindow) => `${msShort(w.ranMs)} / ${msShort(w.waitedMs)} of ${msShort(w.wallMs)}`;
  for (const r of bursts) {
    const { idle, during, after } = r.server;
    out.push(
      `| ${r.setup} | ${conc(r)} | ${handled(idle)} | ${handled(during)} | ${handled(after)} | ${sched(idle)} | ${sched(during)} | ${sched(after)} |`,
    );
  }
  if (events) {
    const lost = events.filter((v) => !Number.isFinite(v)).length;
    out.push("", "### Buyer question → question.updated on the other instance's /api/events (PostgreSQL, 2 instances)", "");
    out.push("| questions | p50 | p95 | max | not seen within 5 s |", "|---|---|---|---|---|");
    out.push(
      `| ${events.length} | ${p(events, 50)} | ${p(events, 95)} | ${msShort(Math.max(...events.filter(Number.isFinite)))} | ${lost} |`,
    );
  }
  if (me) {
    out.push("", "### GET /api/me over GET /users/me on the sandbox (PGlite; CPU in % of one core during the app's run)", "");
    out.push(
      "| conc. | upstream p50 / p95 | /api/me p50 / p95 | overhead p50 / p95 | app CPU | sandbox CPU |",
      "|---|---|---|---|---|---|",
    );
    for (const r of me) {
      out.push(
        `| ${r.concurrency} | ${p(r.upstream, 50)} / ${p(r.upstream, 95)} | ${p(r.app, 50)} / ${p(r.app, 95)} | ${msShort(percentile(r.app, 50) - percentile(r.upstream, 50))} / ${msShort(percentile(r.app, 95) - percentile(r.upstream, 95))} | ${Math.round(r.cpu.app!)} % | ${Math.round(r.cpu.sandbox!)} % |`,
      );
    }
  }
  console.log(out.join("\n"));
}

if (process.env.BENCH_PINNED !== "1") {
  // Re-run this script pinned to core 1, so the load generator does not compete with the servers' core.
  const child = spawn("taskset", ["-c", "1", process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_PINNED: "1" },
  });
  child.on("exit", (code) => process.exit(code ?? 1));
} else {
  await main();
}
