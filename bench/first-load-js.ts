import { firstLoad, kib } from "../scripts/first-load.ts";

/**
 * First-load JavaScript of an app route from the production build's manifests (scripts/first-load.ts).
 * Run after `next build`: npx tsx bench/first-load-js.ts "(dashboard)/questions"
 * Every page against its budget: npx tsx scripts/check-js-budgets.ts
 */
const page = firstLoad(process.argv[2] ?? "(dashboard)/metrics");
console.log(`${page.path} first load: ${kib(page.gzip)} gzip (${kib(page.raw)} raw), ${page.files.length} files`);
console.log(`loaded on demand (next/dynamic): ${kib(page.lazyGzip)} gzip`);
