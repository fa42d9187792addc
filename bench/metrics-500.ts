import { startSandbox } from "../sandbox/testing";
import { createInboxFixture, importAll } from "../lib/inbox/test-inbox";
import { addDays, localDate } from "../lib/metrics/range";
import { readAccountMetrics } from "../lib/metrics/read-account";
import { readItemsMetrics } from "../lib/metrics/read-items";
import { metricsScope } from "../lib/metrics/scope";
import { ms, percentile } from "./load.ts";

/**
 * /metrics data for a seller with 500 items over 90 days: what GET /api/metrics and GET /api/metrics/items
 * do (account series + items table), cold (from the marketplace, our cache emptied) and warm (from our
 * database), against a real sandbox over HTTP with an embedded PGlite database. Counts the upstream calls
 * of a cold load from the sandbox's request log. Run: npx tsx --conditions=react-server bench/metrics-500.ts
 */
const ITEMS = 500;
const COLD = 5;
const WARM = 30;

const f = await createInboxFixture(await startSandbox());
try {
  await importAll(f.db, f.a);
  const grow = await fetch(`${f.sandbox.url}/__sandbox/sellers/${f.a.sellerId}/items`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ total: ITEMS }) });
  console.log("catalog:", await grow.json());
  const scope = metricsScope({ db: f.db, marketplace: f.a.marketplace, sellerId: f.a.sellerId, workspaceId: f.a.id, siteId: "MLA" });
  const today = localDate(Date.now(), scope.timeZone);
  const range = { from: addDays(today, -89), to: today };
  const load = () => Promise.all([readAccountMetrics(scope, range), readItemsMetrics(scope, range)]);
  const calls = async () => ((await (await fetch(`${f.sandbox.url}/__sandbox/requests?limit=20000`)).json()) as Array<{ path: string }>).filter((r) => !r.path.startsWith("/oauth"));

  const cold: number[] = [];
  let upstream: Array<{ path: string }> = [];
  for (let i = 0; i < COLD; i++) {
    await f.db.metricsCache.deleteMany();
    const before = (await calls()).length;
    const t0 = performance.now();
    const [, items] = await load();
    cold.push(performance.now() - t0);
    if (i === 0) {
      upstream = (await calls()).slice(0, (await calls()).length - before);
      console.log(`items in table: ${items.items.length}`);
    }
  }
  const warm: number[] = [];
  for (let i = 0; i < WARM; i++) {
    const t0 = performance.now();
    await load();
    warm.push(performance.now() - t0);
  }
  const byPath = new Map<string, number>();
  for (const r of upstream) byPath.set(r.path, (byPath.get(r.path) ?? 0) + 1);
  console.log(`\n| 500 items, 90 days | p50 | max | runs |\n|---|---|---|---|`);
  console.log(`| cold (marketplace) | ${ms(percentile(cold, 50))} | ${ms(Math.max(...cold))} | ${COLD} |`);
  console.log(`| warm (our database) | ${ms(percentile(warm, 50))} | ${ms(Math.max(...warm))} | ${WARM} |`);
  console.log(`\nupstream calls on a cold load: ${upstream.length} (ceil(${ITEMS}/50) = ${Math.ceil(ITEMS / 50)})`);
  for (const [path, n] of [...byPath].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${path}`);
} finally {
  await f.close();
}
