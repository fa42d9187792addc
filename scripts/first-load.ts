import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of the app's pages, read from a production build's manifests (Next 16 no longer
 * prints sizes): the root main files plus the route's entry chunks (root and nested layouts, the page),
 * each gzipped at level 9. Chunks loaded later on demand (next/dynamic, import()) are not counted.
 * Used by bench/first-load-js.ts and scripts/check-js-budgets.ts; needs no server.
 */
export interface FirstLoad {
  /** "/questions", "/" , "/settings/team"… (route groups removed) */
  path: string;
  /** The build's folder name under .next/server/app, e.g. "(dashboard)/questions". */
  route: string;
  gzip: number;
  raw: number;
  files: string[];
  /** Chunks this route may load on demand (next/dynamic), gzip bytes. */
  lazyGzip: number;
}

const gzipCache = new Map<string, { raw: number; gz: number }>();
function size(nextDir: string, file: string) {
  let s = gzipCache.get(file);
  if (!s) {
    const raw = readFileSync(path.join(nextDir, file));
    s = { raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
    gzipCache.set(file, s);
  }
  return s;
}

export function firstLoad(route: string, nextDir = path.join(process.cwd(), ".next")): FirstLoad {
  const dir = path.join(nextDir, "server", "app", route);
  const build = JSON.parse(readFileSync(path.join(dir, "page", "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const manifest = readFileSync(path.join(dir, "page_client-reference-manifest.js"), "utf8");
  const entries = JSON.parse(manifest.match(/"entryJSFiles":(\{.*?\})\s*[,}]/s)![1]!) as Record<string, string[]>;
  const pageFiles = entries[`[project]/app/${route}/page`];
  if (!pageFiles) throw new Error(`no entry for ${route} in its client reference manifest`);
  const files = [...new Set([...build.rootMainFiles, ...pageFiles])];
  const loadable = path.join(dir, "page", "react-loadable-manifest.json");
  const lazy = existsSync(loadable) ? (JSON.parse(readFileSync(loadable, "utf8")) as Record<string, { files: string[] }>) : {};
  const later = [...new Set(Object.values(lazy).flatMap((l) => l.files))].filter((f) => !files.includes(f));
  const total = files.map((f) => size(nextDir, f)).reduce((a, b) => ({ raw: a.raw + b.raw, gz: a.gz + b.gz }), { raw: 0, gz: 0 });
  return {
    path:
      "/" +
      route
        .split("/")
        .filter((s) => !/^\(.*\)$/.test(s))
        .join("/"),
    route,
    gzip: total.gz,
    raw: total.raw,
    files,
    lazyGzip: later.reduce((n, f) => n + size(nextDir, f).gz, 0),
  };
}

/** Every page of the build (folders under .next/server/app holding a page's client manifest). */
export function listPages(nextDir = path.join(process.cwd(), ".next")): string[] {
  const root = path.join(nextDir, "server", "app");
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (entry.isFile() && entry.name === "page_client-reference-manifest.js") out.push(rel);
      else if (entry.isDirectory() && entry.name !== "api" && entry.name !== "page") walk(rel ? `${rel}/${entry.name}` : entry.name);
    }
  };
  walk("");
  return out.filter((r) => !r.startsWith("_")).sort();
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
