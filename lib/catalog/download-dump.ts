import "server-only";
import { errorFromResponse, MarketplaceError } from "../marketplace/errors";
import { networkFailure } from "../marketplace/http";

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/**
 * The real API serves the dump at /sites/{site}/categories/all (category-dump docs, notes §7 and §11);
 * the interface spec names /sites/{site}/all. The documented path goes first, and a 404 there means a
 * marketplace that follows the spec, so the spec's path is tried next.
 */
const DUMP_PATHS = [(site: string) => `/sites/${site}/categories/all`, (site: string) => `/sites/${site}/all`];

/**
 * The whole category tree of a site: the uncompressed bytes (what X-Content-MD5 covers; fetch undoes
 * the gzip encoding) and the response headers.
 */
export async function downloadDump(baseUrl: string, site: string, timeoutMs: number): Promise<{ bytes: Buffer; headers: Headers }> {
  for (const [n, path] of DUMP_PATHS.entries()) {
    try {
      return await downloadWithRetries(`${baseUrl.replace(/\/$/, "")}${path(site)}`, timeoutMs);
    } catch (error) {
      if (!(error instanceof MarketplaceError) || error.status !== 404 || n === DUMP_PATHS.length - 1) throw error;
    }
  }
  throw new Error("unreachable: the last path's failure is thrown above");
}

/**
 * Up to three attempts: a kept-alive connection the server closes as the request goes out ("other side
 * closed"), a dropped body, a 5xx or a 429 is worth another try.
 */
async function downloadWithRetries(url: string, timeoutMs: number): Promise<{ bytes: Buffer; headers: Headers }> {
  for (let attempt = 1; ; attempt++) {
    let failure: MarketplaceError;
    try {
      const res = await fetch(url, {
        headers: { accept: "application/json", "accept-encoding": "gzip" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.ok) return { bytes, headers: res.headers };
      failure = errorFromResponse(res.status, bytes.toString("utf8"), res.headers.get("retry-after"));
      if (!RETRYABLE.has(res.status)) throw failure;
    } catch (error) {
      if (error instanceof MarketplaceError && !RETRYABLE.has(error.status)) throw error;
      failure = error instanceof MarketplaceError ? error : networkFailure(error);
    }
    if (attempt >= 3) throw failure;
    await new Promise((resolve) => setTimeout(resolve, Math.min((failure.retryAfterSeconds ?? 0) * 1000 || 200 * attempt, 5_000)));
  }
}
