import { launchChromium, lean, ms, percentile, runLoad, signInPage, startProductionApp } from "./load.ts";

/**
 * /search over the realistic public catalog: GET /api/catalog/search on Mostrador (session, role, the
 * upstream search, zod, the sellers' nicknames) against GET /sites/MLA/search straight on the sandbox,
 * one request at a time over a mix of queries and filters. Also prints the sandbox's own start figures.
 * Starts its own sandbox + production app on spare ports. Run: npx tsx bench/catalog-search.ts
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3213);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4213);
const APP = `http://localhost:${APP_PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const QUERIES = [
  "q=celular&limit=12",
  "q=celular&limit=12&offset=24",
  "q=celular&limit=12&condition=used&price=100000-900000",
  "q=zapatillas&limit=12",
  "q=heladera&limit=12&shipping_cost=free",
  "q=notebook&limit=12&sort=price_asc",
  "q=departamento&limit=12&item_location=lat:-34.65_-34.53,lon:-58.53_-58.35",
  "category=MLA1051&limit=12",
];

const app = await startProductionApp({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir: ".data/bench-catalog" });

try {
  // Wait for the public catalog (the sandbox adds it right after listening).
  await app.waitForSandboxLine("public catalog ready");
  const browser = await launchChromium();
  const page = await browser.newPage();
  await signInPage(page, APP, "TIENDA_PAMPA", "MLA");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await browser.close();

  let n = 0;
  const next = () => QUERIES[n++ % QUERIES.length]!;
  const direct = () => lean(`${SANDBOX}/sites/MLA/search?${next()}`);
  const viaApp = () => lean(`${APP}/api/catalog/search?${next()}`, { headers: { cookie } });
  await runLoad(QUERIES.length * 2, 1, direct);
  await runLoad(QUERIES.length * 2, 1, viaApp);
  const upstream = await runLoad(QUERIES.length * ROUNDS, 1, direct);
  const viaAppMs = await runLoad(QUERIES.length * ROUNDS, 1, viaApp);
  console.log(app.sandboxLines.join("\n"));
  console.log(`\n${QUERIES.length * ROUNDS} requests each, one at a time, ${QUERIES.length} queries\n`);
  console.log("| request | p50 | p95 |\n|---|---|---|");
  console.log(`| GET /sites/MLA/search on the sandbox | ${ms(percentile(upstream, 50))} | ${ms(percentile(upstream, 95))} |`);
  console.log(`| GET /api/catalog/search on Mostrador | ${ms(percentile(viaAppMs, 50))} | ${ms(percentile(viaAppMs, 95))} |`);
  console.log(
    `\noverhead the app adds: p50 ${ms(percentile(viaAppMs, 50) - percentile(upstream, 50))}, p95 ${ms(percentile(viaAppMs, 95) - percentile(upstream, 95))}`,
  );
} finally {
  app.stop();
}
