import { spawn } from "node:child_process";
import path from "node:path";
import { percentile } from "./load.ts";

/**
 * Sandbox start with the realistic catalog, as `npm run sandbox` does it: N starts of sandbox/server.ts,
 * each timed from the spawn to "listening" (the port answers) and to "public catalog ready" (every
 * site's listings joined), with the process's own CPU time at both (what the load of a shared machine
 * does not inflate much). BENCH_CPU_PROF_DIR=<dir> writes a V8 CPU profile of each start (read it
 * with bench/cpu-profile-top.ts). Run: BENCH_SANDBOX_PORT=4300 npx tsx bench/sandbox-start.ts [runs]
 */
const PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4452);
const RUNS = Number(process.argv[2] ?? 3);
const PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;
const root = path.resolve(import.meta.dirname, "..");

interface Start {
  listenWall: number;
  listenCpu: number;
  readyWall: number;
  readyCpu: number;
}

const cpuIn = (line: string) => Number(/(\d+) ms CPU\)?$/.exec(line)?.[1] ?? NaN);

function startOnce(): Promise<Start> {
  const profile = PROFILE_DIR ? ["--cpu-prof", "--cpu-prof-dir", PROFILE_DIR] : [];
  const started = performance.now();
  // `node --import tsx` (not the tsx CLI, which runs a second node process) so a profile covers it all.
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "sandbox/server.ts"], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_CALLBACK_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const result: Partial<Start> = {};
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => (result.readyWall ? resolve(result as Start) : reject(new Error(`the sandbox exited (${code})`))));
    child.stdout.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.includes("listening on")) Object.assign(result, { listenWall: performance.now() - started, listenCpu: cpuIn(line) });
        if (line.includes("public catalog ready")) {
          Object.assign(result, { readyWall: performance.now() - started, readyCpu: cpuIn(line) });
          child.kill("SIGINT"); // the server exits on it, writing its profile
        }
      }
    });
  });
}

const starts: Start[] = [];
for (let i = 0; i < RUNS; i++) starts.push(await startOnce());
const row = (name: string, values: number[]) =>
  `| ${name} | ${values.map((v) => Math.round(v)).join(", ")} | ${Math.round(percentile(values, 50))} |`;
console.log(
  `Sandbox start, ${RUNS} runs (load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")})`,
);
console.log("| ms | each run | median |\n|---|---|---|");
console.log(
  row(
    "spawn → port answers (wall)",
    starts.map((s) => s.listenWall),
  ),
);
console.log(
  row(
    "  CPU of the process until then",
    starts.map((s) => s.listenCpu),
  ),
);
console.log(
  row(
    "spawn → public catalog ready (wall)",
    starts.map((s) => s.readyWall),
  ),
);
console.log(
  row(
    "  CPU of the process until then",
    starts.map((s) => s.readyCpu),
  ),
);
