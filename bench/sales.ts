import { spawn } from "node:child_process";
import { waitUntilUp } from "./load";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTokenCipher } from "../lib/crypto/token-cipher";
import { openDb } from "../lib/db/client";
import { createSellerClient } from "../lib/marketplace/client";
import { createHttp } from "../lib/marketplace/http";
import { tokenResponseSchema } from "../lib/marketplace/oauth";
import { createTokenStore } from "../lib/marketplace/tokens";
import { getSaleDetail } from "../lib/sales/get-sale-detail";
import { sweepSales } from "../lib/sales/import-sales";
import { listSales } from "../lib/sales/list-sales";
import { saleFiltersSchema } from "../lib/schemas/sales";
import { ms, percentile, runTimed } from "./load.ts";

/**
 * Post-sale figures on the lib code (no Next.js in front), against a sandbox in its own process:
 * 1. a seller with 2,000 sales imported by the reconciliation sweep; the sales list (our copy, PGlite)
 *    first page and a filtered page, p50/p95;
 * 2. opening a sale (guide + caps + conversation + shipment, read in parallel, stored, marked read) vs
 *    the same four upstream calls made straight on the sandbox, one at a time and at concurrency 10.
 * Run: npx tsx --conditions=react-server bench/sales.ts  (through the production server: bench/sales-app.ts)
 */
const PORT = 4314;
const SELLER = 241_370_001;
const url = `http://127.0.0.1:${PORT}`;
const child = spawn("npx", ["tsx", "sandbox/server.ts"], {
  env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_CALLBACK_URL: "" },
  stdio: "ignore",
  detached: true,
});
const dir = mkdtempSync(path.join(tmpdir(), "mostrador-sales-bench-"));
const post = (p: string, body: unknown) =>
  fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) =>
    r.json(),
  );

async function timed(runs: number, concurrency: number, fn: () => Promise<unknown>) {
  const times = await runTimed(runs, concurrency, fn);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

try {
  await waitUntilUp(`${url}/__sandbox/clock`, 30_000);
  const seeded = (await post(`/__sandbox/sellers/${SELLER}/sales`, { count: 2000 })) as { sales: number; orders: number };
  const { db, close } = await openDb({ dataDir: dir });
  const http = createHttp({ baseUrl: url, timeoutMs: 10_000, retries: 0 });
  const store = createTokenStore({
    db,
    cipher: createTokenCipher(randomBytes(32).toString("base64")),
    http,
    client: { clientId: "5503910054141466", clientSecret: "sandbox-client-secret" },
  });
  const tokenBody = tokenResponseSchema.parse(await post("/__sandbox/tokens", { user_id: SELLER }));
  const ws = await db.workspace.create({ data: { sellerId: BigInt(SELLER), nickname: "TIENDA_PAMPA", siteId: "MLA" } });
  await store.saveTokens(ws.id, tokenBody);
  const user = await db.user.create({ data: { name: "bench" } });
  const marketplace = createSellerClient(http, store, SELLER);

  const t = performance.now();
  const imported = await sweepSales({ db, clientFor: async () => marketplace }, ws.id);
  console.log(
    `seller with ${seeded.sales} sales (${seeded.orders} orders): first sweep imported ${imported?.imported} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  await db.$executeRawUnsafe("ANALYZE");

  console.log("\n| sales list (our copy) | p50 | p95 |\n|---|---|---|");
  const cases: Array<[string, Record<string, unknown>]> = [
    ["first page (all, 50)", {}],
    ["filtered: needs a first message + drop off", { show: "needs_first", logistic: "drop_off" }],
    ["filtered: unread for me", { show: "unread" }],
    ['search q="zapatillas"', { q: "zapatillas" }],
  ];
  for (const [name, input] of cases) {
    const f = saleFiltersSchema.parse(input);
    for (let i = 0; i < 20; i++) await listSales(db, ws.id, user.id, f);
    const r = await timed(200, 1, () => listSales(db, ws.id, user.id, f));
    console.log(`| ${name} | ${ms(r.p50)} | ${ms(r.p95)} |`);
  }

  const open = (await listSales(db, ws.id, user.id, saleFiltersSchema.parse({ show: "needs_first", limit: 100 }))).sales;
  const token = tokenBody.access_token;
  const direct = async (id: string, shipment: string) => {
    const h = { authorization: `Bearer ${token}` };
    await Promise.all([
      fetch(`${url}/messages/action_guide/packs/${id}?tag=post_sale`, { headers: h }).then((r) => r.text()),
      fetch(`${url}/messages/action_guide/packs/${id}/caps_available?tag=post_sale`, { headers: h }).then((r) => r.text()),
      fetch(`${url}/messages/packs/${id}/sellers/${SELLER}?tag=post_sale&mark_as_read=false&limit=100`, { headers: h }).then((r) =>
        r.text(),
      ),
      fetch(`${url}/shipments/${shipment}`, { headers: h }).then((r) => r.text()),
    ]);
  };
  let k = 0;
  const pick = () => open[k++ % open.length]!;
  const viewer = { workspaceId: ws.id, sellerId: SELLER, siteId: "MLA", userId: user.id };
  console.log("\n| opening a sale | app p50 | app p95 | straight p50 | straight p95 | overhead p50 |\n|---|---|---|---|---|---|");
  for (const concurrency of [1, 10]) {
    const runs = concurrency === 1 ? 200 : 500;
    await timed(30, concurrency, () => {
      const s = pick();
      return direct(s.id, s.shipment.id!);
    });
    const straight = await timed(runs, concurrency, () => {
      const s = pick();
      return direct(s.id, s.shipment.id!);
    });
    await timed(30, concurrency, () => getSaleDetail(db, marketplace, viewer, BigInt(pick().id)));
    const app = await timed(runs, concurrency, () => getSaleDetail(db, marketplace, viewer, BigInt(pick().id)));
    console.log(
      `| concurrency ${concurrency} | ${ms(app.p50)} | ${ms(app.p95)} | ${ms(straight.p50)} | ${ms(straight.p95)} | ${ms(app.p50 - straight.p50)} |`,
    );
  }
  await close();
} finally {
  process.kill(-child.pid!, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}
