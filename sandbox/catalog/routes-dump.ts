import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { createRoute, z } from "@hono/zod-openapi";
import type { SiteId } from "../accounts/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { notFound } from "../core/errors.ts";
import { categoryRecord } from "./category-record.ts";
import { requireSite } from "./routes-categories.ts";
import { siteTree } from "./tree.ts";

export interface SiteDump {
  json: Buffer;
  gzip: Buffer;
  /** Hex MD5 of the uncompressed JSON bytes (what X-Content-MD5 carries). */
  md5: string;
  generationMs: number;
}

/** The dump is a pure function of the site's tree, so it is generated once per process. */
const DUMPS = new Map<SiteId, SiteDump>();

/** After a tree edit the dump is generated again, so its MD5 changes. */
export function forgetSiteDump(site: SiteId): void {
  DUMPS.delete(site);
}

export function siteDump(site: SiteId): SiteDump {
  let dump = DUMPS.get(site);
  if (!dump) {
    const started = performance.now();
    const all: Record<string, unknown> = {};
    for (const node of siteTree(site).byId.values()) all[node.id] = categoryRecord(node);
    const json = Buffer.from(JSON.stringify(all), "utf8");
    const gzip = gzipSync(json, { level: 6 });
    dump = { json, gzip, md5: createHash("md5").update(json).digest("hex"), generationMs: performance.now() - started };
    DUMPS.set(site, dump);
  }
  return dump;
}

const SPEC_PATH = "/sites/{site_id}/all";

/**
 * GET /sites/{site_id}/all (the spec's path) and /sites/{site_id}/categories/all (the path of the real
 * API's docs, notes §7): the whole tree as gzip-encoded JSON keyed by category id. The real profile
 * serves only the documented path: the spec's answers the standard 404 envelope there.
 */
export function registerDumpRoutes(app: SandboxApp, ctx: SandboxContext): void {
  for (const path of [SPEC_PATH, "/sites/{site_id}/categories/all"]) {
    app.openapi(
      createRoute({
        method: "get",
        path,
        tags: ["catalog"],
        summary: "The whole category tree (gzip)",
        request: { params: z.object({ site_id: z.string() }) },
        responses: {
          200: {
            description: "gzip-encoded JSON object keyed by category id; X-Content-Created, X-Content-MD5 (MD5 of the uncompressed JSON)",
          },
          ...(path === SPEC_PATH ? { 404: { description: "not_found (profile real: the real API has no such path)" } } : {}),
        },
      }),
      (c) => {
        if (path === SPEC_PATH && ctx.config.profile === "real")
          throw notFound(`Resource /sites/${c.req.valid("param").site_id}/all not found`);
        const site = requireSite(c.req.valid("param").site_id);
        const dump = siteDump(site);
        // X-Content-Created: when this sandbox state first generated (served) the dump, in sandbox time.
        const created = ctx.state.catalog.dumpCreated;
        if (!created.has(site)) created.set(site, ctx.clock.now().toISOString());
        return new Response(new Uint8Array(dump.gzip), {
          status: 200,
          headers: {
            "content-type": "application/json; charset=utf-8",
            "content-encoding": "gzip",
            "content-length": String(dump.gzip.length),
            "x-content-created": created.get(site)!,
            "x-content-md5": dump.md5,
          },
        });
      },
    );
  }
}
