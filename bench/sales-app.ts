import {
  launchChromium,
  lean,
  ms,
  appServerPid,
  percentile,
  runLoad,
  runTimed,
  threadCpuMs,
  signInPage,
  startProductionApp,
} from "./load.ts";

/**
 * Post-sale figures through the production server (scripts/serve.mjs, via scripts/start.ts) and its sandbox:
 * 1. the sales list for a seller with 2,000 sales (GET /api/sales: first page, a filtered page, a search);
 * 2. opening a sale (GET /api/sales/:id: guide + caps + conversation + shipment read upstream in parallel,
 *    stored, marked read) vs the same four upstream calls made straight on the sandbox, in parallel,
 *    one at a time and at concurrency 10;
 *    with the server's CPU per open: all its threads, and its event loop alone (steadier than a p50 on a
 *    busy 2-core machine);
 * 3. buyer reply (sandbox control route) → conversation.updated in an open browser's event stream.
 * Run: npx tsx bench/sales-app.ts   (ports 3550 / 4550; BENCH_APP_PORT / BENCH_SANDBOX_PORT to change them;
 * with NODE_OPTIONS="--import <abs path>/bench/cpu-profile-preload.mjs" BENCH_CPU_PROF_DIR=<dir>, a CPU
 * profile of the server during the one-at-a-time opens)
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3550);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4550);
const APP = `http://localhost:${APP_PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const SELLER = 241_370_001;
const SALES = Number(process.env.BENCH_SALES ?? 2000);

const server = await startProductionApp({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir: ".data/bench-sales" });
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const row = (name: string, v: number[]) => `| ${name} | ${ms(percentile(v, 50))} | ${ms(percentile(v, 95))} |`;

try {
  // The app can be ready before the sandbox has built its catalog.
  for (
    let i = 0;
    !(await fetch(`${SANDBOX}/__sandbox/clock`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 600) throw new Error("the sandbox did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  const seeded = (await (await post(`${SANDBOX}/__sandbox/sellers/${SELLER}/sales`, { count: SALES })).json()) as {
    sales: number;
    orders: number;
  };
  const browser = await launchChromium();
  const page = await browser.newPage();
  await signInPage(page, APP, "TIENDA_PAMPA", "MLA");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  // Next's server may close an idle keep-alive socket just as undici reuses it: one retry on a reset.
  const app = (path: string) => () =>
    lean(`${APP}${path}`, { headers: { cookie } }).catch(() => lean(`${APP}${path}`, { headers: { cookie } }));

  // The first sweep of 2,000 sales outlasts fetch's 300 s header timeout on a loaded machine: start it
  // and watch our copy fill up instead.
  let t = performance.now();
  void post(`${APP}/api/sales/sync`, {}, { cookie }).catch(() => undefined);
  const totalNow = async () => ((await (await app("/api/sales?limit=1")()).json()) as { total: number }).total;
  for (let last = -1, still = 0; ;) {
    await new Promise((r) => setTimeout(r, 2_000));
    const total = await totalNow().catch(() => last);
    if (total >= seeded.sales) break;
    still = total === last ? still + 1 : 0;
    last = total;
    if (still > 60) throw new Error(`the sweep stalled at ${total} sales`);
  }
  console.log(
    `seller with ${seeded.sales} sales (${seeded.orders} orders): first sweep through the app stored them all in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const eventsOnly = process.env.BENCH_ONLY === "events";
  if (!eventsOnly) console.log("\n| GET /api/sales (seller with 2,000 sales) | p50 | p95 |\n|---|---|---|");
  const lists: Array<[string, string]> = [
    ["first page (30)", "/api/sales?limit=30"],
    ["filtered: needs a first message + drop off", "/api/sales?limit=30&show=needs_first&logistic=drop_off"],
    ["filtered: unread for me", "/api/sales?limit=30&show=unread"],
    ["search q=zapatillas", "/api/sales?limit=30&q=zapatillas"],
  ];
  for (const [name, path] of eventsOnly ? [] : lists) {
    await runLoad(20, 1, app(path));
    console.log(row(name, await runLoad(100, 1, app(path))));
  }

  const open = (
    (await (await app("/api/sales?limit=100&show=needs_first")()).json()) as {
      sales: Array<{ id: string; shipment: { id: string | null } }>;
    }
  ).sales.filter((s) => s.shipment.id);
  const token = ((await (await post(`${SANDBOX}/__sandbox/tokens`, { user_id: SELLER })).json()) as { access_token: string }).access_token;
  const h = { authorization: `Bearer ${token}` };
  const direct = (s: (typeof open)[number]) =>
    Promise.all([
      lean(`${SANDBOX}/messages/action_guide/packs/${s.id}?tag=post_sale`, { headers: h }).then((r) => r.arrayBuffer()),
      lean(`${SANDBOX}/messages/action_guide/packs/${s.id}/caps_available?tag=post_sale`, { headers: h }).then((r) => r.arrayBuffer()),
      lean(`${SANDBOX}/messages/packs/${s.id}/sellers/${SELLER}?tag=post_sale&mark_as_read=false&limit=100`, { headers: h }).then((r) =>
        r.arrayBuffer(),
      ),
      lean(`${SANDBOX}/shipments/${s.shipment.id}`, { headers: h }).then((r) => r.arrayBuffer()),
    ]);
  let k = 0;
  const pick = () => open[k++ % open.length]!;
  console.log(
    "\n| opening a sale | app p50 | app p95 | straight p50 | straight p95 | overhead p50 | server CPU per open: all threads / event loop |\n|---|---|---|---|---|---|---|",
  );
  for (const concurrency of eventsOnly ? [] : [1, 10]) {
    const runs = concurrency === 1 ? 100 : 200;
    await runTimed(30, concurrency, () => direct(pick()));
    const straight = await runTimed(runs, concurrency, () => direct(pick()));
    await runLoad(30, concurrency, () => app(`/api/sales/${pick().id}`)());
    const profile = Boolean(process.env.BENCH_CPU_PROF_DIR) && concurrency === 1;
    const appServer = appServerPid(server.pid);
    if (profile) process.kill(appServer, "SIGUSR2");
    const cpuBefore = threadCpuMs(appServer);
    const viaApp = await runLoad(runs, concurrency, () => app(`/api/sales/${pick().id}`)());
    const cpuAfter = threadCpuMs(appServer);
    if (profile) process.kill(appServer, "SIGUSR2");
    const cpu = `${ms((cpuAfter.all - cpuBefore.all) / runs)} / ${ms((cpuAfter.eventLoop - cpuBefore.eventLoop) / runs)}`;
    console.log(
      `| concurrency ${concurrency} | ${ms(percentile(viaApp, 50))} | ${ms(percentile(viaApp, 95))} | ${ms(percentile(straight, 50))} | ${ms(percentile(straight, 95))} | ${ms(percentile(viaApp, 50) - percentile(straight, 50))} | ${cpu} |`,
    );
  }

  // The floor any route pays: Next's own handling of a request that does nothing (an anonymous
  // GET /api/me answers 401 before any work) vs a trivial sandbox route straight.
  const anonymous = () => lean(`${APP}/api/me`).then((r) => r.arrayBuffer());
  const trivial = () => lean(`${SANDBOX}/__sandbox/clock`).then((r) => r.arrayBuffer());
  if (!eventsOnly) {
    for (const concurrency of [1, 10]) {
      await runTimed(30, concurrency, anonymous);
      const floorApp = await runTimed(200, concurrency, anonymous);
      await runTimed(30, concurrency, trivial);
      const floorSandbox = await runTimed(200, concurrency, trivial);
      console.log(
        `| floor at concurrency ${concurrency}: anonymous /api/me (401) vs sandbox /__sandbox/clock | ${ms(percentile(floorApp, 50))} | ${ms(percentile(floorApp, 95))} | ${ms(percentile(floorSandbox, 50))} | ${ms(percentile(floorSandbox, 95))} | ${ms(percentile(floorApp, 50) - percentile(floorSandbox, 50))} | |`,
      );
    }
  }

  // Buyer reply → conversation.updated in the browser's event stream (same clock: one machine).
  await page.goto(`${APP}/messages`);
  await page.evaluate(() => {
    const w = window as unknown as { __es: EventSource; __ready: Promise<void> };
    w.__es = new EventSource("/api/events");
    w.__ready = new Promise((resolve) => w.__es.addEventListener("open", () => resolve(), { once: true }));
  });
  await page.evaluate(() => (window as unknown as { __ready: Promise<void> }).__ready);
  const latencies: number[] = [];
  for (let i = 0; i < 30; i++) {
    const sale = open[i % open.length]!;
    // A string, not a function: tsx's helper names (__name) do not exist in the page.
    await page.evaluate(`(() => {
      const w = window;
      w.__got = new Promise((resolve) => {
        const handler = (e) => {
          const d = JSON.parse(e.data);
          if (d.type === "conversation.updated" && d.saleId === ${JSON.stringify(sale.id)}) {
            w.__es.removeEventListener("message", handler);
            resolve(Date.now());
          }
        };
        w.__es.addEventListener("message", handler);
      });
    })()`);
    t = Date.now();
    const res = await post(`${SANDBOX}/__sandbox/packs/${sale.id}/buyer_reply`, { text: `Hola, consulta ${i}` });
    if (!res.ok) throw new Error(`buyer_reply ${res.status}`);
    const got = await page.evaluate(() => (window as unknown as { __got: Promise<number> }).__got);
    latencies.push(got - t);
  }
  console.log(
    `\nbuyer reply → conversation.updated in an open browser, ${latencies.length} replies: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}`,
  );
  await browser.close();
} finally {
  server.stop();
}
