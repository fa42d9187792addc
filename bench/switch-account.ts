import { rmSync } from "node:fs";
import { openDb } from "../lib/db/client.ts";
import { SELLER } from "../sandbox/testing.ts";
import { lean, ms, percentile, servedBetween, signIn, startApp, startSandbox } from "./load.ts";

/**
 * Switching account, on the production server's own clock (bench/request-timing-preload.mjs): the
 * switch (POST /api/accounts/switch, which checks the role in the account named and re-issues the session
 * cookie) and the first API read after it (GET /api/questions with the new account's header), against
 * the control: the same read, repeated in one account with no switch, in the same run.
 *
 * A person owner of two accounts: the MLA seller signs in (Chromium, the sandbox's OAuth), then, with the
 * server stopped, an MLB workspace is added with them as owner. Run `npx next build` first.
 * npx tsx bench/switch-account.ts   (BENCH_APP_PORT, BENCH_SANDBOX_PORT)
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3260);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4260);
const DATA_DIR = ".data/bench-switch";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const SWITCH = "/api/accounts/switch";
const READ = "/api/questions";

rmSync(DATA_DIR, { recursive: true, force: true });
const sandbox = await startSandbox(SANDBOX_PORT, [`http://localhost:${APP_PORT}/api/auth/callback/mercadolibre`]);
await (await openDb({ dataDir: DATA_DIR })).close(); // migrated before the app opens it
const options = { port: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir: DATA_DIR, timedPath: `${SWITCH},${READ}` };
let app = await startApp(options);
try {
  const cookie = await signIn(app.url);
  await app.stop();
  // The second account: PGlite has one process at a time, so it is added while the server is down.
  const opened = await openDb({ dataDir: DATA_DIR });
  const a = await opened.db.workspace.findFirstOrThrow({ include: { memberships: true } });
  const b = await opened.db.workspace.create({ data: { sellerId: BigInt(SELLER.MLB), nickname: "SECOND_MLB", siteId: "MLB" } });
  await opened.db.membership.create({ data: { userId: a.memberships[0]!.userId, workspaceId: b.id, role: "owner" } });
  await opened.close();
  app = await startApp(options);

  const send = (method: "GET" | "POST", url: string, account: string) =>
    lean(`${app.url}${url}`, {
      method,
      headers: {
        cookie,
        "x-mostrador-account": account,
        ...(method === "POST" ? { origin: app.url, "content-type": "application/json" } : {}),
      },
      body: method === "POST" ? "{}" : undefined,
    }).then(async (res) => {
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${method} ${url} → ${res.status}`);
    });
  /** ROUNDS requests one at a time; the windows they were sent in (the server's lines are read at the end). */
  async function timed(step: (i: number) => Promise<void>, before: (i: number) => Promise<void> = async () => {}) {
    const windows: Array<[bigint, bigint]> = [];
    for (let i = 0; i < ROUNDS; i++) {
      await before(i);
      const from = process.hrtime.bigint();
      await step(i);
      windows.push([from, process.hrtime.bigint()]);
    }
    return windows;
  }
  const account = (i: number) => (i % 2 === 0 ? b.id : a.id);
  // Warm-up: both routes, both accounts.
  for (let i = 0; i < 50; i++) await send("POST", SWITCH, account(i)).then(() => send("GET", READ, account(i)));
  const controlWindows = await timed(() => send("GET", READ, a.id));
  const switchWindows = await timed((i) => send("POST", SWITCH, account(i)));
  // The read alone, each right after a switch to its account.
  const firstReadWindows = await timed(
    (i) => send("GET", READ, account(i)),
    (i) => send("POST", SWITCH, account(i)),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the preload writes its lines twice a second
  const served = (windows: Array<[bigint, bigint]>) => windows.flatMap(([from, to]) => servedBetween(app.timingFile!, from, to));
  const control = served(controlWindows);
  const switches = served(switchWindows);
  const firstReads = served(firstReadWindows);
  const row = (name: string, values: number[]) =>
    `| ${name} | ${values.length} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${(percentile(values, 95) / percentile(control, 95)).toFixed(2)}× |`;
  console.log(`\nserver time, one request at a time, ${ROUNDS} rounds\n`);
  console.log("| request | n | p50 | p95 | p95 ÷ control |\n|---|---|---|---|---|");
  console.log(row(`control: GET ${READ}, same account`, control));
  console.log(row(`POST ${SWITCH}`, switches));
  console.log(row(`GET ${READ}, first read after a switch`, firstReads));
} finally {
  await app.stop();
  await sandbox.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
