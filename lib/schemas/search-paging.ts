// No zod here: the search page reads it in the browser on its first paint.

/** The paging the marketplace serves: offsets from 0 to 10,000, pages of 1 to 50 results. */
export const MAX_OFFSET = 10_000;
export const MAX_LIMIT = 50;

/**
 * The search page's URL with its paging made valid, the way searchParamsSchema (./search.ts) reads it: an offset below
 * 0 or past the last the marketplace serves is clamped into 0 … MAX_OFFSET, a limit into 1 … MAX_LIMIT, and
 * one that is not a number is dropped (its default). A hand-edited link then shows results, not an error
 * no retry can fix. Returns the same string when nothing needed fixing.
 */
export function clampPaging(query: string): string {
  const params = new URLSearchParams(query);
  const fix = (key: string, min: number, max: number) => {
    const raw = params.get(key);
    if (raw === null) return;
    const n = Number(raw.trim());
    if (raw.trim() === "" || !Number.isFinite(n)) params.delete(key);
    else {
      const clamped = String(Math.min(max, Math.max(min, Math.trunc(n))));
      if (clamped !== raw) params.set(key, clamped);
    }
  };
  fix("offset", 0, MAX_OFFSET);
  fix("limit", 1, MAX_LIMIT);
  if (params.get("offset") === "0") params.delete("offset");
  const next = params.toString();
  return next === new URLSearchParams(query).toString() ? query : next;
}
