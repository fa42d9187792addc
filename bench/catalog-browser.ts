import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { launchChromium, ms, percentile, signInPage, startProductionApp } from "./load.ts";

/**
 * The whole tree through the production app, then the offline search in a real browser.
 * 1. Per site: POST /api/catalog/tree (download /sites/{site}/all, verify X-Content-MD5, store in our
 *    database) cold, then again with the tree unchanged (download + MD5, nothing rewritten).
 * 2. /categories in headless Chromium with MLA's tree stored: type queries letter by letter (120 ms
 *    apart, a fast typist) into "Search every category" and read the page's performance marks
 *    (tree-search:input on each keystroke, tree-search:shown when the matches are in the DOM) to get
 *    keystroke-to-results time. Wall time on a shared machine mostly measures the neighbours, so the
 *    work itself is counted too, per keystroke, from Chromium's own counters (CDP Performance metrics):
 *    main-thread CPU time (ThreadTime), script, style and layout time, style recalcs and layouts, and
 *    DOM nodes added or removed. BENCH_CPU_PROF_DIR=<dir> also saves a V8 CPU profile of the typing
 *    (read it with bench/cpu-profile-top.ts). BENCH_TREE_SITES=MLA limits part 1 to some sites.
 *    Run: BENCH_APP_PORT=3300 BENCH_SANDBOX_PORT=4300 npx tsx bench/catalog-browser.ts
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3451);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4451);
const SITES = process.env.BENCH_TREE_SITES?.split(",") ?? ["MLA", "MLB", "MLM", "MCO", "MLC", "MLU"];
const PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;
const QUERIES = [
  "electrodomesticos",
  "zapatillas running",
  "celulares samsung",
  "departamentos venta",
  "herramientas electricas",
  "colchones",
  "accesorios para vehiculos",
  "juegos y juguetes",
];

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
  // Counts every DOM node the page adds or removes (the results list is most of it).
  await page.evaluate(() => {
    const w = window as unknown as { domChurn: number };
    w.domChurn = 0;
    new MutationObserver((records) => {
      for (const r of records) w.domChurn += r.addedNodes.length + r.removedNodes.length;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const metrics = async () => {
    const { metrics: list } = await cdp.send("Performance.getMetrics");
    const byName = Object.fromEntries(list.map((m) => [m.name, m.value]));
    const churn = await page.evaluate(() => (window as unknown as { domChurn: number }).domChurn);
    return {
      thread: byName.ThreadTime! * 1000,
      script: byName.ScriptDuration! * 1000,
      style: byName.RecalcStyleDuration! * 1000,
      layout: byName.LayoutDuration! * 1000,
      recalcs: byName.RecalcStyleCount!,
      layouts: byName.LayoutCount!,
      churn,
    };
  };
  const work = { thread: 0, script: 0, style: 0, layout: 0, recalcs: 0, layouts: 0, churn: 0 };
  let keystrokes = 0;
  const loadBefore = loadavg()[0]!;
  if (PROFILE_DIR) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  const latencies: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      await page.evaluate(() => performance.clearMarks());
      await box.fill("");
      await page.waitForTimeout(300);
      const before = await metrics();
      await box.pressSequentially(query, { delay: 120 });
      await page.waitForTimeout(300);
      const after = await metrics();
      for (const key of Object.keys(work) as Array<keyof typeof work>) work[key] += after[key] - before[key];
      keystrokes += query.length;
      const marks = await page.evaluate(() =>
        performance
          .getEntriesByType("mark")
          .filter((m) => m.name.startsWith("tree-search:"))
          .map((m) => ({ name: m.name, at: m.startTime, detail: (m as PerformanceMark).detail as string })),
      );
      const shown = marks.filter((m) => m.name === "tree-search:shown");
      for (const input of marks.filter((m) => m.name === "tree-search:input" && m.detail)) {
        const next = shown.find((s) => s.at >= input.at);
        if (next) latencies.push(next.at - input.at);
      }
    }
  }
  if (PROFILE_DIR) {
    const { profile } = await cdp.send("Profiler.stop");
    mkdirSync(PROFILE_DIR, { recursive: true });
    const file = path.join(PROFILE_DIR, `catalog-browser-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile of the typing: ${file}`);
  }
  await browser.close();
  console.log(
    `\nOffline tree search in Chromium (MLA), ${latencies.length} keystrokes: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))} (load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)})`,
  );
  const per = (value: number) => (value / keystrokes).toFixed(2);
  console.log(
    `Work per keystroke (${keystrokes} keystrokes, Chromium's counters): main-thread CPU ${per(work.thread)} ms, script ${per(work.script)} ms, ` +
      `style ${per(work.style)} ms, layout ${per(work.layout)} ms; ${per(work.recalcs)} style recalcs, ${per(work.layouts)} layouts, ${per(work.churn)} DOM nodes added or removed`,
  );
} finally {
  app.stop();
}
