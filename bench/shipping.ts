import { launchChromium, ms, percentile, signInPage, startProductionApp } from "./load.ts";

/**
 * /shipping for a seller with 500 items, against the production server (scripts/serve.mjs) and the sandbox: upstream calls and p50
 * of GET /api/shipping/items cold (read from the marketplace) and warm (our copy); then a bulk change of
 * 100 items: total time and per-item p50. Starts its own sandbox + production app on spare ports.
 * Run: npx tsx bench/shipping.ts
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3216);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4216);
const APP = `http://localhost:${APP_PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const SELLER = 241370001;
const COLD_ROUNDS = 6;
const WARM_ROUNDS = 50;

const server = await startProductionApp({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir: ".data/bench-shipping" });

const control = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${SANDBOX}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- control answers vary
};
let mark = 0;
const setMark = async () => (mark = ((await control("GET", "/__sandbox/requests?limit=1")) as Array<{ id: number }>)[0]?.id ?? 0);
const callsSince = async () =>
  ((await control("GET", "/__sandbox/requests?limit=20000")) as Array<{ id: number; path: string }>).filter((r) => r.id > mark);

try {
  const grown = await control("POST", `/__sandbox/sellers/${SELLER}/items`, { total: 500 });
  const browser = await launchChromium();
  const page = await browser.newPage();
  await signInPage(page, APP, "TIENDA_PAMPA", "MLA");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await browser.close();
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${APP}${path}`, { headers: { cookie } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return { body, elapsed: performance.now() - started };
  };

  console.log(`seller ${SELLER}: ${grown.total} items\n`);
  const cold: number[] = [];
  const coldCalls: number[] = [];
  const coldCostCalls: number[] = [];
  const coldModesCalls: number[] = [];
  for (let i = 0; i < COLD_ROUNDS; i++) {
    await setMark();
    const { body, elapsed } = await get("/api/shipping/items?limit=1000&refresh=1");
    const calls = await callsSince();
    cold.push(elapsed);
    coldCalls.push(calls.length);
    coldCostCalls.push(calls.filter((c) => c.path === "/items/shipping_options/free").length);
    coldModesCalls.push(calls.filter((c) => c.path.endsWith("/shipping_modes")).length);
    if (i === 0) console.log(`rows: ${body.total}, categories: ${coldModesCalls[0]}`);
  }
  await setMark();
  const warm: number[] = [];
  for (let i = 0; i < WARM_ROUNDS; i++) warm.push((await get("/api/shipping/items?limit=1000")).elapsed);
  const warmCalls = (await callsSince()).length;
  const later = cold.slice(1);
  console.log(
    "| /api/shipping/items, 500 items | p50 | upstream calls per load | cost multi-get calls | modes records |\n|---|---|---|---|---|",
  );
  console.log(
    `| first cold load (empty database) | ${ms(cold[0]!)} (1 load) | ${coldCalls[0]} | ${coldCostCalls[0]} (ceil(500/50) = 10) | ${coldModesCalls[0]} |`,
  );
  console.log(
    `| cold, modes kept (${later.length} loads, refresh=1) | ${ms(percentile(later, 50))} | ${coldCalls[1]} | ${coldCostCalls[1]} | ${coldModesCalls[1]} |`,
  );
  console.log(`| warm (${WARM_ROUNDS} loads) | ${ms(percentile(warm, 50))} | ${warmCalls / WARM_ROUNDS} | 0 | 0 |`);

  const candidates = (await get("/api/shipping/items?limit=1000&free=not_free&mode=me2&accepts=yes")).body.items
    .filter((r: { status: string }) => r.status === "active")
    .slice(0, 100);
  const ids = candidates.map((r: { id: string }) => r.id);
  const started = performance.now();
  const res = await fetch(`${APP}/api/shipping/bulk`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: APP },
    body: JSON.stringify({ action: "on", itemIds: ids, apply: true }),
  });
  const { runId } = (await res.json()) as { runId: string };
  let run: { status: string; counts: Record<string, number>; items: Array<{ status: string; result: { ms?: number } | null }> };
  for (;;) {
    run = (await get(`/api/shipping/runs/${runId}`)).body;
    if (run.status === "finished") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const total = performance.now() - started;
  const perItem = run.items.flatMap((i) => (i.result?.ms === undefined ? [] : [i.result.ms]));
  console.log(`\n| bulk free shipping on, ${ids.length} items | value |\n|---|---|`);
  console.log(`| total time (create run → finished) | ${ms(total)} |`);
  console.log(`| per item p50 (fresh read, PUT, re-read, audit) | ${ms(percentile(perItem, 50))} |`);
  console.log(`| per item p95 | ${ms(percentile(perItem, 95))} |`);
  console.log(`| done / refused / failed | ${run.counts.done} / ${run.counts.refused} / ${run.counts.failed} |`);
} finally {
  server.stop();
}
