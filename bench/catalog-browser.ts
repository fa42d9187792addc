import { launchChromium, ms, percentile, signInPage, startProductionApp } from "./load.ts";

/**
 * The whole tree through the production app, then the offline search in a real browser.
 * 1. Per site: POST /api/catalog/tree (download /sites/{site}/all, verify X-Content-MD5, store in our
 *    database) cold, then again with the tree unchanged (download + MD5, nothing rewritten).
 * 2. /categories in headless Chromium with MLA's tree stored: type queries letter by letter (120 ms
 *    apart, a fast typist) into "Search every category" and read the page's performance marks
 *    (tree-search:input on each keystroke, tree-search:shown when the matches are in the DOM) to get
 *    keystroke-to-results time. Run: npx tsx bench/catalog-browser.ts
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3451);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4451);
const SITES = ["MLA", "MLB", "MLM", "MCO", "MLC", "MLU"];
const QUERIES = ["electrodomesticos", "zapatillas running", "celulares samsung", "departamentos venta", "herramientas electricas", "colchones", "accesorios para vehiculos", "juegos y juguetes"];

const app = await startProductionApp({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir: ".data/bench-catalog-browser" });
try {
  await app.waitForSandboxLine("public catalog ready");
  const browser = await launchChromium();
  const page = await browser.newPage();
  await signInPage(page, app.url, "TIENDA_PAMPA", "MLA");

  console.log(app.sandboxLines.join("\n"));
  console.log("\n| site | categories | first download + MD5 + store | again, unchanged (download + MD5) |\n|---|---|---|---|");
  for (const site of SITES) {
    // The sandbox builds each site's dump on first request: build it first so only our side is timed.
    await (await fetch(`${app.sandboxUrl}/sites/${site}/all`)).arrayBuffer();
    const post = async () => {
      const started = performance.now();
      const res = await page.request.post(`${app.url}/api/catalog/tree?site=${site}`);
      if (!res.ok()) throw new Error(`tree ${site}: HTTP ${res.status()}`);
      const body = (await res.json()) as { categoryCount: number; changed: boolean };
      return { ms: performance.now() - started, ...body };
    };
    const cold = await post();
    const warm = await post();
    if (warm.changed) throw new Error(`tree ${site}: an unchanged tree was stored again`);
    console.log(`| ${site} | ${cold.categoryCount} | ${ms(cold.ms)} | ${ms(warm.ms)} |`);
  }

  await page.goto(`${app.url}/categories?site=MLA`);
  const box = page.getByRole("searchbox", { name: "Search every category" });
  await box.waitFor();
  const latencies: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      await page.evaluate(() => performance.clearMarks());
      await box.fill("");
      await box.pressSequentially(query, { delay: 120 });
      await page.waitForTimeout(300);
      const marks = await page.evaluate(() =>
        performance.getEntriesByType("mark").filter((m) => m.name.startsWith("tree-search:")).map((m) => ({ name: m.name, at: m.startTime, detail: (m as PerformanceMark).detail as string })),
      );
      const shown = marks.filter((m) => m.name === "tree-search:shown");
      for (const input of marks.filter((m) => m.name === "tree-search:input" && m.detail)) {
        const next = shown.find((s) => s.at >= input.at);
        if (next) latencies.push(next.at - input.at);
      }
    }
  }
  await browser.close();
  console.log(`\nOffline tree search in Chromium (MLA), ${latencies.length} keystrokes: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}`);
} finally {
  app.stop();
}
