/**
 * Deep paging of the seller searches (`/users/{id}/items/search`, `/questions/search`). The real API
 * refuses `offset + limit` past 1,000 (notes §1 and §11, items-y-busquedas): beyond, `search_type=scan`
 * answers pages each carrying a `scroll_id` to send back for the next, until an empty page. The spec
 * knows no scan, and a server that ignores the parameters answers without a `scroll_id`: callers then
 * page by offset as before, so both behave.
 */
export const OFFSET_WINDOW = 1000;

export interface ScanPage {
  scroll_id?: string | null;
}

/**
 * Starts a scan with `read()` (no scroll id) and, when the answer carries a scroll id, returns its pages
 * in order (the first included), following each page's id until an empty page; null when the server
 * does not scan. `maxPages` bounds a server that would never send an empty page.
 */
export async function openScan<P extends ScanPage>(
  read: (scrollId?: string) => Promise<P>,
  size: (page: P) => number,
  maxPages: number,
): Promise<AsyncIterable<P> | null> {
  const first = await read();
  if (!first.scroll_id) return null;
  return (async function* () {
    let page = first;
    for (let n = 0; size(page) > 0 && n < maxPages; n++) {
      yield page;
      // The id can change from page to page: always send the latest (it also renews its 5 minutes).
      if (!page.scroll_id) return;
      page = await read(page.scroll_id);
    }
  })();
}
