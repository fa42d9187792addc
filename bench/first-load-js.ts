import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of an app route from the production build's manifests (Next 16 no longer prints
 * sizes): the root main files, the route's entry chunks (root and dashboard layouts, the page), gzip -9.
 * Chunks loaded later on demand (next/dynamic, e.g. recharts) are listed apart.
 * Run after `next build`: npx tsx bench/first-load-js.ts "(dashboard)/metrics"
 */
const route = process.argv[2] ?? "(dashboard)/metrics";
const next = path.join(process.cwd(), ".next");
const dir = path.join(next, "server", "app", route);
const build = JSON.parse(readFileSync(path.join(dir, "page", "build-manifest.json"), "utf8")) as { rootMainFiles: string[]; polyfillFiles: string[] };
const manifest = readFileSync(path.join(dir, "page_client-reference-manifest.js"), "utf8");
const entries = JSON.parse(manifest.match(/"entryJSFiles":(\{.*?\})\s*[,}]/s)![1]!) as Record<string, string[]>;
const lazy = JSON.parse(readFileSync(path.join(dir, "page", "react-loadable-manifest.json"), "utf8")) as Record<string, { files: string[] }>;
const pageFiles = entries[`[project]/app/${route}/page`] ?? [];
const files = [...new Set([...build.rootMainFiles, ...pageFiles])];
const size = (f: string) => {
  const raw = readFileSync(path.join(next, f));
  return { raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
};
const sum = (list: string[]) => list.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gz: a.gz + b.gz }), { raw: 0, gz: 0 });
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const first = sum(files);
console.log(`/${route.replace(/\([^)]*\)\//, "")} first load: ${kib(first.gz)} gzip (${kib(first.raw)} raw), ${files.length} files`);
const later = [...new Set(Object.values(lazy).flatMap((l) => l.files))];
const on = sum(later);
console.log(`loaded on demand (next/dynamic): ${kib(on.gz)} gzip (${kib(on.raw)} raw), ${later.length} files`);
