import { firstLoad, kib, listPages } from "./first-load.ts";

/**
 * Fails (exit 1) when a page's first-load JavaScript (gzip) grows past its budget. Reads the production
 * build's manifests only, no server: run it right after `next build` (scripts/test-all.sh does).
 * Run: npx tsx scripts/check-js-budgets.ts
 * A page over budget: load what its first paint does not need on demand (next/dynamic, import()),
 * see README "First-load JavaScript". Raise a budget only with a reason in the commit message.
 */
const KiB = 1024;
const kB = 1000;
/** Per page, in gzip bytes. Pages not listed get DEFAULT_BUDGET. */
const BUDGETS: Record<string, number> = {
  // 181.7 KiB, of which React and Next's runtime are 132. Messages are precompiled (no ICU parser), the
  // list's rows and virtualizer load beside its first page of data, mutations on use; the detail, dialogs,
  // toasts, zod and next-auth already loaded on demand. What is left beside the runtime: TanStack Query
  // (13), tailwind-merge (8), icons, next-intl's provider, the inbox's code and the shared error table
  // (lib/errors/codes.ts with its reader, 2.3 KiB, which every page's shell uses).
  // +2 KiB (2026-11-29): the due-soonest order and My queue controls, the all-accounts filter, and links that
  // keep the page's account.
  // +2 KiB (2026-12-08): 186.5 KiB with the composer's fact check on suggestions, its rate-limit notice and
  // "answering as" across accounts (issue 58), which the first answer can need at once.
  "/questions": 188 * KiB,
  // Its forms parse with zod in the first paint (31 KiB); links that keep the page's account took it past 300.
  "/shipping/calculator": 304 * KiB,
  "/metrics": 250 * kB, // recharts loads on demand (next/dynamic)
  "/metrics/items/[id]": 250 * kB,
  "/dev/ui": 360 * KiB, // the design-system showcase renders every component at once; not a seller's page
};
const DEFAULT_BUDGET = 300 * KiB;

const pages = listPages();
if (pages.length === 0) {
  console.error("no production build in .next: run `npx next build` first");
  process.exit(1);
}
let failed = 0;
const rows = pages.map((route) => {
  const page = firstLoad(route);
  const budget = BUDGETS[page.path] ?? DEFAULT_BUDGET;
  const over = page.gzip > budget;
  if (over) failed++;
  return `${over ? "✗" : "✓"} ${page.path.padEnd(28)} ${kib(page.gzip).padStart(10)} / ${kib(budget).padStart(10)}${page.lazyGzip ? `   (+${kib(page.lazyGzip)} on demand)` : ""}`;
});
const missing = Object.keys(BUDGETS).filter((p) => !pages.some((route) => firstLoad(route).path === p));
console.log("first-load JavaScript (gzip) / budget");
console.log(rows.join("\n"));
for (const p of missing) console.log(`✗ ${p}: has a budget but is not in the build (renamed? update scripts/check-js-budgets.ts)`);
if (failed || missing.length) {
  console.error(
    `\n${failed + missing.length} page(s) over budget or missing. Load what the first paint does not need on demand (next/dynamic, import()).`,
  );
  process.exit(1);
}
