import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { Agent, request } from "undici";

/**
 * Shared bench helpers: a closed-loop load generator, percentiles, the production app and the sandbox as
 * child processes, a browser sign-in, and CPU time of a process tree. Every bench reuses these instead
 * of its own copy.
 */

/**
 * Tiny closed-loop load generator: `total` requests with `concurrency` in flight; latencies in ms. A
 * request that fails at the connection (a keep-alive socket the server closed just then) is sent again,
 * as the marketplace would, up to 3 times; its latency counts from the first try and `stats.retries`
 * counts the extra tries.
 */
export async function runLoad(
  total: number,
  concurrency: number,
  send: (i: number) => Promise<LoadResponse>,
  {
    accept = (res: LoadResponse) => res.ok,
    stats = { retries: 0 },
  }: { accept?: (res: LoadResponse) => boolean; stats?: { retries: number } } = {},
): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  async function worker() {
    while (issued < total) {
      const i = issued++;
      const started = performance.now();
      let res: LoadResponse;
      for (let attempt = 1; ; attempt++) {
        try {
          res = await send(i);
          await res.arrayBuffer();
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          stats.retries++;
        }
      }
      if (!accept(res)) throw new Error(`HTTP ${res.status}`);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

/** What runLoad reads of an answer: fetch's Response has it, and so does `lean`'s. */
export interface LoadResponse {
  status: number;
  ok: boolean;
  arrayBuffer(): Promise<unknown>;
}

const leanAgent = new Agent({ connections: 128 });

/**
 * A request through undici's `request` on a keep-alive pool: what a load generator should be. fetch's
 * WHATWG layer allocates enough per request that, at a burst's pace, the generator's own garbage
 * collection (8–10 ms scavenges, pinned to one core beside the servers) stalled every request in flight
 * at once, and those stalls were the burst's p99 instead of the server's.
 */
export async function lean(
  url: string,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string } = {},
): Promise<LoadResponse & { json(): Promise<unknown> }> {
  const res = await request(url, { method: init.method ?? "GET", headers: init.headers, body: init.body, dispatcher: leanAgent });
  return {
    status: res.statusCode,
    ok: res.statusCode >= 200 && res.statusCode < 300,
    arrayBuffer: () => res.body.arrayBuffer(),
    json: () => res.body.json(),
  };
}

/**
 * One GET at a time on `url`, `gapMs` apart, until `stop()` is called: what "other requests" see while
 * something else loads the server; `stop()` resolves with the latencies. It runs on its own thread (same
 * core pinning as this process) so the load generator's own work never delays its requests. Resolves
 * once a first, unrecorded request is done: it pays for loading undici in the thread, the name lookup
 * and the connection, none of them the server's latency.
 */
export async function probe(url: string, { gapMs = 10 } = {}): Promise<{ stop(): Promise<number[]> }> {
  const worker = new Worker(PROBE_WORKER, { eval: true, workerData: { url, gapMs } });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
  });
  await ready;
  const latencies = new Promise<number[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const result = await latencies;
      await worker.terminate();
      return result;
    },
  };
}

const PROBE_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { request } = require("undici"); // as \`lean\`: fetch's garbage would be part of what is measured
const { url, gapMs } = workerData;
const get = () => request(url).then((res) => res.body.arrayBuffer());
const latencies = [];
let stopped = false;
parentPort.once("message", () => { stopped = true; });
(async () => {
  await get().catch(() => undefined); // warm-up, not a sample
  parentPort.postMessage("ready");
  while (!stopped) {
    const started = performance.now();
    try {
      await get();
    } catch {
      continue; // a keep-alive socket closed under us: not a latency
    }
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, gapMs));
  }
  parentPort.postMessage(latencies);
})();
`;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * Starts the sandbox and the production app (`scripts/start.ts`, which rebuilds when sources changed)
 * on the given ports with a fresh data folder; resolves once Next.js is ready. `stop()` ends both.
 * `sandboxLines` collects the sandbox's own log lines (start and public-catalog figures).
 */
export async function startProductionApp(opts: { appPort: number; sandboxPort: number; dataDir: string }) {
  const { spawn } = await import("node:child_process");
  const { rmSync } = await import("node:fs");
  rmSync(opts.dataDir, { recursive: true, force: true });
  const url = `http://localhost:${opts.appPort}`;
  const server = spawn("npx", ["tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      APP_PORT: String(opts.appPort),
      SANDBOX_PORT: String(opts.sandboxPort),
      NEXTAUTH_URL: url,
      DATA_DIR: opts.dataDir,
    },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const sandboxLines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split("\n")) if (line.includes("[sandbox]")) sandboxLines.push(line.trim());
      if (text.includes("ready in")) resolve();
    });
    server.on("exit", () => reject(new Error("the app did not start")));
  });
  return {
    url,
    sandboxUrl: `http://127.0.0.1:${opts.sandboxPort}`,
    sandboxLines,
    /** Waits (up to two minutes) for a sandbox log line, e.g. "public catalog ready". */
    waitForSandboxLine: async (text: string) => {
      for (let i = 0; i < 240 && !sandboxLines.some((l) => l.includes(text)); i++) await new Promise((r) => setTimeout(r, 500));
    },
    pid: server.pid!,
    stop: () => process.kill(-server.pid!, "SIGTERM"),
  };
}

/** Signs a seeded seller in through the sandbox's consent page in `page` (Playwright). */
export async function signInPage(page: import("@playwright/test").Page, appUrl: string, nickname: string, site: string) {
  await page.goto(`${appUrl}/signin`);
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: new RegExp(`^${nickname} · ${site} · Seller`) }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await page.getByTestId("seller-nickname").waitFor();
}

/** Headless Chromium with the launch options that work on these machines. */
export async function launchChromium() {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
}

/** Whole milliseconds, for tables. */
export const msShort = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value)} ms`);

export const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

/** Waits until `url` answers at all (any status). */
export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.body?.cancel();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  }
}

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/**
 * Runs `command` on every core even when this bench is pinned (`taskset -c 1`): children inherit the
 * parent's affinity, and only the load generator must stay on its own core.
 */
function spawnUnpinned(command: string, args: string[], env: Record<string, string | undefined>, logFile: string): ChildProcess {
  const cores = `0-${Math.max(0, (globalThis.navigator?.hardwareConcurrency ?? 2) - 1)}`;
  const log = openSync(logFile, "w");
  return spawn("taskset", ["-c", cores, command, ...args], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", log, log],
    detached: true,
  });
}

/** Where a child's output goes (read it when a start fails). */
export const logFileFor = (name: string) => path.join(tmpdir(), `mostrador-bench-${name}.log`);

export interface Child {
  process: ChildProcess;
  url: string;
  stop(): Promise<void>;
  /** Where the server writes its timed requests (AppOptions.timedPath). */
  timingFile?: string;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      // SIGINT lets `node --cpu-prof` write its profile (the server exits on it).
      try {
        process.kill(-child.pid!, "SIGINT");
      } catch {
        return resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // already gone
        }
      }, 10_000).unref();
    });
}

/** The sandbox marketplace on `port`, deliveries off until the bench sets a callback URL. */
export async function startSandbox(port: number, redirectUris: string[]): Promise<Child> {
  const log = logFileFor(`sandbox-${port}`);
  const child = spawnUnpinned(
    bin("tsx"),
    ["sandbox/server.ts"],
    { SANDBOX_PORT: String(port), SANDBOX_CALLBACK_URL: "", SANDBOX_REDIRECT_URIS: redirectUris.join(",") },
    log,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/__sandbox/clock`, 120_000).catch((error: Error) => {
    throw new Error(`${error.message} (see ${log})`);
  });
  return { process: child, url, stop: stopper(child) };
}

/** A server that does no work (bench/control-server.mjs), started as the app's instances are: what the machine alone does to a probe. */
export async function startControlServer(port: number): Promise<Child> {
  const log = logFileFor(`control-${port}`);
  const child = spawnUnpinned(process.execPath, [path.join(root, "bench", "control-server.mjs"), String(port)], {}, log);
  const url = `http://localhost:${port}`;
  await waitForUrl(url, 30_000).catch((error: Error) => {
    throw new Error(`${error.message} (see ${log})`);
  });
  return { process: child, url, stop: stopper(child) };
}

export interface AppOptions {
  port: number;
  sandboxPort: number;
  dataDir: string;
  databaseUrl?: string;
  /** Shared by every instance of one cluster. */
  secrets?: { NEXTAUTH_SECRET: string; TOKEN_ENCRYPTION_KEY: string };
  /** A folder for CPU profiles: SIGUSR2 to the server's process tree starts and stops one (bench/cpu-profile-preload.mjs). */
  cpuProfDir?: string;
  /** Requests for this path (or these, comma-separated) are timed on the server's own clock (bench/request-timing-preload.mjs; read with `servedBetween`). */
  timedPath?: string;
}

/** The production server (scripts/serve.mjs) of the build (run `next build` first), migrated database expected. */
export async function startApp(options: AppOptions): Promise<Child> {
  const url = `http://localhost:${options.port}`;
  const env: Record<string, string | undefined> = {
    NEXTAUTH_URL: url,
    APP_PORT: String(options.port),
    SANDBOX_PORT: String(options.sandboxPort),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl, // unset: embedded PGlite in DATA_DIR
    ...(options.secrets ?? {}),
  };
  const preloads: string[] = [];
  if (options.cpuProfDir) {
    preloads.push("cpu-profile-preload.mjs");
    env.BENCH_CPU_PROF_DIR = options.cpuProfDir;
  }
  const timingFile = options.timedPath ? logFileFor(`timing-${options.port}`) : undefined;
  if (timingFile) {
    rmSync(timingFile, { force: true });
    preloads.push("request-timing-preload.mjs");
    Object.assign(env, { BENCH_TIMED_PATH: options.timedPath, BENCH_TIMING_FILE: timingFile });
  }
  if (preloads.length)
    env.NODE_OPTIONS = [
      process.env.NODE_OPTIONS ?? "",
      ...preloads.map((file) => `--import ${pathToFileURL(path.join(root, "bench", file)).href}`),
    ]
      .join(" ")
      .trim();
  const log = logFileFor(`app-${options.port}`);
  // BENCH_APP_NODE_ARGS: node's or V8's flags for every server (an A/B of a runtime setting).
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawnUnpinned(
    process.execPath,
    [...nodeArgs, path.join(root, "scripts", "serve.mjs"), "-p", String(options.port)],
    env,
    log,
  );
  // /signin answers 200 once the server (and its instrumentation hook: migrations, workers) is ready.
  for (const deadline = Date.now() + 180_000; ;) {
    const ok = await fetch(`${url}/signin`).then(
      (res) => (void res.body?.cancel(), res.ok),
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopper(child)();
      throw new Error(`${url} did not start (see ${log})`);
    }
    await sleep(300);
  }
  return { process: child, url, stop: stopper(child), timingFile };
}

/** Server-side durations (ms) of the timed requests that started within [from, to] (process.hrtime.bigint()). */
export function servedBetween(timingFile: string, from: bigint, to: bigint): number[] {
  const text = existsSync(timingFile) ? readFileSync(timingFile, "utf8") : "";
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(" "))
    .filter(([start]) => BigInt(start!) >= from && BigInt(start!) <= to)
    .map(([, micros]) => Number(micros) / 1000);
}

/** How long a process's main thread (its event loop) has run on a core and waited, ready, for one (ms, Linux's /proc schedstat). */
export function mainThreadSchedMs(pid: number): { ran: number; waited: number } {
  const [ran, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ").map(Number);
  return { ran: ran! / 1e6, waited: waited! / 1e6 };
}

/** Signs the seeded seller in through the sandbox's consent page; returns the session cookie header. */
export async function signIn(appUrl: string, account = /^TIENDA_PAMPA · MLA · Seller/): Promise<string> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/signin`);
    await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
    await page.getByRole("radio", { name: account }).check();
    await page.getByRole("button", { name: "Allow access" }).click();
    await page.getByTestId("seller-nickname").waitFor({ timeout: 60_000 });
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

/** Sends `signal` to `pid` and every descendant (e.g. SIGUSR2 to start/stop CPU profiles in the app server). */
export function signalTree(pid: number, signal: NodeJS.Signals) {
  for (const p of treePids(pid)) {
    try {
      process.kill(p, signal);
    } catch {
      // gone meanwhile
    }
  }
}

function treePids(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // ended meanwhile
    }
  }
  const inTree = (p: number): boolean => p === pid || (p > 1 && parents.has(p) && inTree(parents.get(p)!));
  return [...parents.keys()].filter(inTree);
}

/** CPU milliseconds (user + system) in a /proc `stat` file: a process's, or one thread's (`task/<tid>/stat`). */
function statCpuMs(file: string): number {
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ = 100
}

/** CPU seconds (user + system) used so far by `pid` and all its descendants (Linux /proc). */
export function treeCpuSeconds(pid: number): number {
  let total = 0;
  for (const p of treePids(pid)) {
    try {
      total += statCpuMs(`/proc/${p}/stat`) / 1000;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** The app server's process (scripts/serve.mjs names itself) under `rootPid`. */
export function appServerPid(rootPid: number): number {
  const pid = treePids(rootPid).find((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, "utf8").startsWith("mostrador-server");
    } catch {
      return false;
    }
  });
  if (pid === undefined) throw new Error("no mostrador-server process under the app");
  return pid;
}

/**
 * CPU milliseconds used so far by a process: all its threads (PGlite's included), and its main thread
 * alone (the event loop every request waits on).
 */
export function threadCpuMs(pid: number): { all: number; eventLoop: number } {
  return { all: statCpuMs(`/proc/${pid}/stat`), eventLoop: statCpuMs(`/proc/${pid}/task/${pid}/stat`) };
}

/** Runs `task` and reports how much of one core each process tree used meanwhile (100 % = one full core). */
export async function withCpu<T>(
  pids: Record<string, number>,
  task: () => Promise<T>,
): Promise<{ result: T; cpu: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, treeCpuSeconds(pid)]));
  const started = performance.now();
  const result = await task();
  const wall = (performance.now() - started) / 1000;
  const cpu = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, (100 * (treeCpuSeconds(pid) - before[k]!)) / wall]));
  return { result, cpu };
}

/** A JSON control call on the sandbox (`/__sandbox/...`). */
export async function control<T = unknown>(sandboxUrl: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sandboxUrl}${p}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A bearer token for any sandbox user (seller or buyer). */
export async function sandboxToken(sandboxUrl: string, userId: number): Promise<string> {
  return (await control<{ access_token: string }>(sandboxUrl, "POST", "/__sandbox/tokens", { user_id: userId })).access_token;
}

/** Like runLoad for work that is not one Response (several calls in parallel, a lib function): latencies in ms. */
export async function runTimed(total: number, concurrency: number, fn: () => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued++;
        const started = performance.now();
        await fn();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs` (a sandbox builds its catalog before answering). */
export async function waitUntilUp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
