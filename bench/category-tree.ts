import { createHash } from "node:crypto";
import { diffTrees } from "../lib/catalog/diff-tree.ts";
import { indexTree, searchTree } from "../lib/catalog/search-tree.ts";
import type { TreeCategory } from "../lib/schemas/category-tree.ts";
import { startSandbox } from "../sandbox/testing.ts";
import { ms, percentile } from "./load.ts";

/**
 * The whole-tree path per site: download /sites/{site}/all over HTTP (gzip), MD5 over the bytes,
 * parse and compact (what lib/catalog/category-tree.ts does before its one database write), then the
 * offline search the browser runs on each keystroke (lib/catalog/search-tree.ts, same code) while
 * typing queries letter by letter. Run: npx tsx bench/category-tree.ts
 */
const sandbox = await startSandbox();
const QUERIES = [
  "electrodomesticos",
  "zapatillas running",
  "celulares samsung",
  "departamentos venta",
  "herramientas electricas",
  "colchones",
];
try {
  console.log("| site | categories | download + MD5 + parse + compact | keystroke p50 | keystroke p95 | max |\n|---|---|---|---|---|---|");
  for (const site of ["MLA", "MLB", "MLM", "MCO", "MLC", "MLU"]) {
    const started = performance.now();
    const res = await fetch(`${sandbox.url}/sites/${site}/all`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const md5 = createHash("md5").update(bytes).digest("hex");
    if (md5 !== res.headers.get("x-content-md5")) throw new Error("MD5 mismatch");
    const dump = JSON.parse(bytes.toString("utf8")) as Record<
      string,
      { id: string; name: string; path_from_root: Array<{ id: string }>; children_categories: unknown[] }
    >;
    const categories: TreeCategory[] = Object.values(dump).map((c) => ({
      id: c.id,
      name: c.name,
      parentId: c.path_from_root.length > 1 ? c.path_from_root.at(-2)!.id : null,
      leaf: c.children_categories.length === 0,
    }));
    diffTrees(categories, categories);
    const took = performance.now() - started;
    const entries = indexTree(categories);
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const q of QUERIES) {
        for (let i = 1; i <= q.length; i++) {
          const t = performance.now();
          searchTree(entries, q.slice(0, i));
          times.push(performance.now() - t);
        }
      }
    }
    console.log(
      `| ${site} | ${categories.length} | ${ms(took)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(Math.max(...times))} |`,
    );
  }
} finally {
  await sandbox.close();
}
