import "server-only";
import { MarketplaceError } from "../marketplace/errors";
import type { BytesAnswer, Http } from "../marketplace/http";

/**
 * The real API serves the dump at /sites/{site}/categories/all (category-dump docs, notes §7 and §11);
 * the interface spec names /sites/{site}/all. The documented path goes first, and a 404 there means a
 * marketplace that follows the spec, so the spec's path is tried next.
 */
const DUMP_PATHS = [(site: string) => `/sites/${site}/categories/all`, (site: string) => `/sites/${site}/all`];

/** MLB's whole tree is tens of megabytes uncompressed: room for it to grow, not for an endless answer. */
const MAX_DUMP_BYTES = 512 * 1024 * 1024;

/**
 * The whole category tree of a site through the marketplace client's bytes call (the governor's
 * application lane, its retries on 5xx and dropped connections, its one 429 policy): the uncompressed
 * bytes (what X-Content-MD5 covers) and the response headers. A public call: no token.
 */
export async function downloadDump(http: Http, site: string, timeoutMs: number): Promise<BytesAnswer> {
  for (const [n, path] of DUMP_PATHS.entries()) {
    try {
      return await http.bytes(path(site), { headers: { accept: "application/json" }, maxBytes: MAX_DUMP_BYTES, timeoutMs });
    } catch (error) {
      if (!(error instanceof MarketplaceError) || error.status !== 404 || n === DUMP_PATHS.length - 1) throw error;
    }
  }
  throw new Error("unreachable: the last path's failure is thrown above");
}
