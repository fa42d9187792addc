import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { ms, percentile } from "./load.ts";

/**
 * /metrics data for a seller with 500 listings over 90 days, through the production server (scripts/serve.mjs
 * via scripts/start.ts, after `next build`) and a sandbox in its own process: what the page asks for on
 * open (GET /api/metrics and GET /api/metrics/items, in parallel), cold (read from the marketplace) and
 * warm (from our database). Each cold run asks for a 90-day range nobody has read yet (ending 3 + k days
 * ago, settled data), so none of its numbers are in our copy; the first cold run is "the last 90 days" and
 * its upstream calls are counted from the sandbox's request log, then those of a first look at "the last 30
 * days" (both periods in one 150-day window).
 * The seller's 500 listings are created after the sign-in, as a seller would publish them: the marketplace
 * sends an items notification for each, which keeps our copy of the seller's list current. The count waits
 * for that background work to end first (and for the sign-in's own), so it holds the page's calls only.
 * Run: npx tsx bench/metrics-500.ts (ports 3650 and 4660; BENCH_APP_PORT / BENCH_SANDBOX_PORT override)
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3650);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4660);
const APP = `http://localhost:${APP_PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const SELLER = 241_370_001;
const ITEMS = 500;
const COLD = 5;
const WARM = 20;
const TZ = "America/Argentina/Buenos_Aires";

const localDay = (ms: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

rmSync(".data/bench-metrics", { recursive: true, force: true });
const server = spawn("npx", ["tsx", "scripts/start.ts"], {
  // The sandbox computes 500 listings' series on the same (shared, loaded) machine: a longer upstream
  // timeout than production's 8 s keeps a slow sandbox from turning into 504s that measure nothing.
  env: {
    ...process.env,
    APP_PORT: String(APP_PORT),
    SANDBOX_PORT: String(SANDBOX_PORT),
    NEXTAUTH_URL: APP,
    DATA_DIR: ".data/bench-metrics",
    MARKETPLACE_TIMEOUT_MS: process.env.MARKETPLACE_TIMEOUT_MS ?? "60000",
  },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready in") && resolve());
  server.on("exit", () => reject(new Error("the app did not start")));
});

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage();
  await page.goto(`${APP}/signin`, { timeout: 120_000 });
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: /^TIENDA_PAMPA · MLA · Seller/ }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await page.getByTestId("seller-nickname").waitFor({ timeout: 120_000 });
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await browser.close();

  const grow = await fetch(`${SANDBOX}/__sandbox/sellers/${SELLER}/items`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ total: ITEMS }),
  });
  const grown = (await grow.json()) as { added: number; total: number };
  console.log("catalog:", JSON.stringify({ added: grown.added, total: grown.total }));
  const get = async (path: string) => {
    const res = await fetch(`${APP}${path}`, { headers: { cookie } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
    return body as { items?: unknown[] };
  };
  const load = async (from: string, to: string) => {
    const t0 = performance.now();
    const [, items] = await Promise.all([get(`/api/metrics?from=${from}&to=${to}`), get(`/api/metrics/items?from=${from}&to=${to}`)]);
    return { ms: performance.now() - t0, rows: items.items?.length ?? 0 };
  };
  const log = async () => (await (await fetch(`${SANDBOX}/__sandbox/requests?limit=20000`)).json()) as Array<{ id: number; path: string }>;

  // The sign-in starts the app's own background reads (the inbox's first sweep, item snapshots, the seller's
  // list), and each new listing's items notification reads that listing; they would be counted with the
  // page's calls, so the log must be quiet first: no new request for 5 s (max 3 min).
  const quiet = async () => {
    let newest = (await log())[0]?.id ?? 0;
    let still = 0;
    for (let waited = 0; still < 5 && waited < 180; waited++) {
      await new Promise((r) => setTimeout(r, 1000));
      const now = (await log())[0]?.id ?? 0;
      still = now === newest ? still + 1 : 0;
      newest = now;
    }
  };
  await quiet();

  const today = localDay(Date.now());
  const last90 = { from: addDays(today, -89), to: today };
  const cold: number[] = [];
  const lastId = (await log())[0]?.id ?? 0;
  const first = await load(last90.from, last90.to);
  cold.push(first.ms);
  const upstream = (await log()).filter((r) => r.id > lastId && !r.path.startsWith("/oauth"));
  if (first.rows !== ITEMS) throw new Error(`the table has ${first.rows} listings, not ${ITEMS}`);
  const before30 = (await log())[0]?.id ?? 0;
  await load(addDays(today, -29), today);
  const upstream30 = (await log()).filter((r) => r.id > before30 && !r.path.startsWith("/oauth"));
  for (let k = 1; k < COLD; k++) {
    const to = addDays(today, -2 - k);
    cold.push((await load(addDays(to, -89), to)).ms);
  }
  const warm: number[] = [];
  for (let i = 0; i < WARM; i++) warm.push((await load(last90.from, last90.to)).ms);

  const byPath = new Map<string, number>();
  for (const r of upstream) {
    const key = r.path.replace(/\/\d{6,}/, "/{id}");
    byPath.set(key, (byPath.get(key) ?? 0) + 1);
  }
  console.log(`\nlistings in the table: ${first.rows}`);
  console.log(`\n| ${ITEMS} listings, 90 days, GET /api/metrics + /api/metrics/items | p50 | max | runs |\n|---|---|---|---|`);
  console.log(`| cold (marketplace) | ${ms(percentile(cold, 50))} | ${ms(Math.max(...cold))} | ${COLD} |`);
  console.log(`| warm (our database) | ${ms(percentile(warm, 50))} | ${ms(Math.max(...warm))} | ${WARM} |`);
  console.log(
    `\nupstream calls on the first cold load: ${upstream.length} (ceil(${ITEMS}/50) = ${Math.ceil(ITEMS / 50)}); of the last 30 days then: ${upstream30.length}`,
  );
  console.log(
    `cold p50 ${ms(percentile(cold, 50))} · warm p50 ${ms(percentile(warm, 50))} · upstream calls ${upstream.length} (90 days), ${upstream30.length} (30 days)`,
  );
  for (const [path, n] of [...byPath].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${path}`);
} finally {
  process.kill(-server.pid!, "SIGTERM");
}
