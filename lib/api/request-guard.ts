import "server-only";
import type { NextRequest } from "next/server";
import { env } from "../env";
import { AppError } from "../errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Origins this app is served from: the configured public URL and the one the request was sent to. */
function ownOrigins(req: NextRequest): Set<string> {
  const origins = new Set([new URL(env().appUrl).origin]);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  const proto = req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(":", "");
  if (host) origins.add(`${proto}://${host}`);
  return origins;
}

/**
 * Cross-site request forgery stops here, before the session is read: a state-changing request must come
 * from our own pages. Browsers say so with Sec-Fetch-Site (same-site is refused too: another port on
 * localhost is same-site), else with Origin; a request with neither is not from a browser page, so the
 * cookie was not ridden. Bodies must be JSON: HTML forms and text/plain "simple requests" cannot send it.
 */
export function guardStateChange(req: NextRequest): void {
  if (SAFE_METHODS.has(req.method)) return;
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  if (site && site !== "same-origin" && site !== "none") throw crossOrigin();
  if (origin && !ownOrigins(req).has(origin)) throw crossOrigin();
  if (hasBody(req) && !isJson(req.headers.get("content-type"))) {
    throw new AppError("invalid_body", "The request body must be JSON (Content-Type: application/json).");
  }
}

/**
 * For a GET that changes something upstream (a label download marks the shipment printed): a link on
 * another site must not run it with the seller's cookie. Sec-Fetch-Site says how the request was started:
 * our page's fetch is same-origin, a typed address or a bookmark is none; anything else (cross-site,
 * same-site) is refused. Without the header it is not a browser page (or a browser too old to say).
 */
export function guardSideEffectRead(req: NextRequest): void {
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw crossOrigin();
}

function crossOrigin() {
  return new AppError("cross_origin", "This request did not come from Mostrador's own pages.");
}

/**
 * Whether the request carries a body, by its headers: the server hands every POST/DELETE a body stream,
 * even an empty one, so the stream itself says nothing. Browsers always send Content-Length with a body.
 */
export function hasBody(req: Request): boolean {
  const length = Number(req.headers.get("content-length") ?? 0);
  return length > 0 || req.headers.has("transfer-encoding");
}

export function isJson(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.-]+\+json$/.test(type);
}
