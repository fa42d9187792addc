import { randomUUID } from "node:crypto";
import type { SandboxContext } from "../context.ts";
import type { SandboxState } from "../state.ts";
import { badRequest } from "./errors.ts";

/**
 * Deep paging as the real API does it (SANDBOX_PROFILE=real; notes §1 and §11, items-y-busquedas):
 * `offset + limit` past 1,000 is refused, and `search_type=scan` answers pages that each carry a
 * `scroll_id` to pass back (with `search_type=scan`) for the next one, until `results` comes back empty.
 * A scroll id lives 5 minutes after its last use. The docs name `search_type`, `scan` and `scroll_id`
 * but not where the id sits in the answer: it is a top-level `scroll_id`, as integrators read it.
 */
export const MAX_OFFSET_WINDOW = 1000;
export const SCROLL_TTL_MS = 5 * 60_000;

interface Scroll {
  /** Which search the id belongs to (path and filters): another search's id is refused. */
  key: string;
  position: number;
  lastUsedMs: number;
}

// Scrolls belong to a sandbox state: a reset forgets them like everything else, without a slice in state.ts.
const scrollsByState = new WeakMap<SandboxState, Map<string, Scroll>>();

function scrollsOf(state: SandboxState): Map<string, Scroll> {
  let scrolls = scrollsByState.get(state);
  if (!scrolls) scrollsByState.set(state, (scrolls = new Map()));
  return scrolls;
}

export const isRealProfile = (ctx: SandboxContext) => ctx.config.profile === "real";

/** The real API's refusal of an offset window past 1,000 (the spec profile pages without limit). */
export function checkOffsetWindow(ctx: SandboxContext, offset: number, limit: number): void {
  if (isRealProfile(ctx) && offset + limit > MAX_OFFSET_WINDOW)
    throw badRequest("bad_request", `offset + limit must not exceed ${MAX_OFFSET_WINDOW}; use search_type=scan to read more results`, [
      { code: "invalid_parameter", field: "offset" },
    ]);
}

export interface ScanRequest {
  searchType?: string;
  scrollId?: string;
}

/**
 * Where a scan page starts, or null when the request is no scan (then the caller pages by offset).
 * The spec profile has no scan: it ignores both parameters, as a server that does not know them would.
 */
export function openScan(ctx: SandboxContext, key: string, req: ScanRequest): { scrollId: string; position: number } | null {
  if (!isRealProfile(ctx)) return null;
  if (req.searchType === undefined && req.scrollId === undefined) return null;
  if (req.searchType !== "scan")
    throw badRequest("bad_request", "scroll_id needs search_type=scan", [{ code: "invalid_parameter", field: "search_type" }]);
  const scrolls = scrollsOf(ctx.state);
  const now = ctx.clock.nowMs();
  if (req.scrollId === undefined) {
    const scrollId = randomUUID();
    scrolls.set(scrollId, { key, position: 0, lastUsedMs: now });
    return { scrollId, position: 0 };
  }
  const scroll = scrolls.get(req.scrollId);
  if (!scroll || scroll.key !== key || now - scroll.lastUsedMs > SCROLL_TTL_MS) {
    scrolls.delete(req.scrollId);
    throw badRequest("invalid_scroll_id", "The scroll_id is invalid or has expired", [{ code: "invalid_parameter", field: "scroll_id" }]);
  }
  scroll.lastUsedMs = now;
  return { scrollId: req.scrollId, position: scroll.position };
}

/** Moves the scroll past the page just served. */
export function advanceScan(ctx: SandboxContext, scrollId: string, served: number): void {
  const scroll = scrollsOf(ctx.state).get(scrollId);
  if (scroll) scroll.position += served;
}
