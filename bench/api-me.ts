import { rmSync } from "node:fs";
import { openDb } from "../lib/db/client.ts";
import { SELLER } from "../sandbox/testing.ts";
import { lean, ms, percentile, runLoad, sandboxToken, signIn, startApp, startSandbox, withCpu } from "./load.ts";

/**
 * GET /api/me (session check, membership read, token from the store, upstream call, zod parsing)
 * against GET /users/me straight on the sandbox: 1,000 requests at concurrency 20 and 1, after a
 * warm-up, with both servers' CPU. Starts its own sandbox + production app (scripts/serve.mjs; run
 * `npx next build` first) on spare ports. Pin the load generator to see the work rather than queueing:
 * taskset -c 1 npx tsx bench/api-me.ts   (bench/scale-report.ts does that and more)
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3200);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4210);
const DATA_DIR = ".data/bench";
const TOTAL = 1_000;

rmSync(DATA_DIR, { recursive: true, force: true });
const sandbox = await startSandbox(SANDBOX_PORT, [`http://localhost:${APP_PORT}/api/auth/callback/mercadolibre`]);
await (await openDb({ dataDir: DATA_DIR })).close(); // migrated before the app opens it
const app = await startApp({ port: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir: DATA_DIR });
try {
  const cookie = await signIn(app.url);
  const token = await sandboxToken(sandbox.url, SELLER.MLA);
  const direct = () => lean(`${sandbox.url}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const viaApp = () => lean(`${app.url}/api/me`, { headers: { cookie } });
  await runLoad(200, 20, direct);
  await runLoad(200, 20, viaApp);
  const row = (name: string, values: number[]) => `| ${name} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} |`;
  const pids = { app: app.process.pid!, sandbox: sandbox.process.pid! };
  for (const concurrency of [20, 1]) {
    const upstream = await runLoad(TOTAL, concurrency, direct);
    const { result: mine, cpu } = await withCpu(pids, () => runLoad(TOTAL, concurrency, viaApp));
    console.log(`\n${TOTAL} requests, concurrency ${concurrency}\n`);
    console.log("| request | p50 | p95 |\n|---|---|---|");
    console.log(row("GET /users/me on the sandbox", upstream));
    console.log(row("GET /api/me on Mostrador", mine));
    console.log(
      `\noverhead the app adds: p50 ${ms(percentile(mine, 50) - percentile(upstream, 50))}, p95 ${ms(percentile(mine, 95) - percentile(upstream, 95))}`,
    );
    console.log(`CPU during the app's run (% of one core): app ${cpu.app!.toFixed(0)} %, sandbox ${cpu.sandbox!.toFixed(0)} %`);
  }
} finally {
  await app.stop();
  await sandbox.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
