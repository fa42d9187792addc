import type { ShippingListQuery, ShippingRow } from "../schemas/shipping";

export type ShippingFilter = Pick<ShippingListQuery, "q" | "free" | "mode" | "accepts">;

/** Search (title words or the exact id) and the page's filters, on our copy of the rows. */
export function filterShippingRows(rows: ShippingRow[], f: ShippingFilter): ShippingRow[] {
  const needle = f.q ? fold(f.q) : null;
  return rows.filter(
    (r) =>
      (!needle || r.id.toLowerCase() === needle || fold(r.title).includes(needle)) &&
      (f.free === "all" || (f.free === "free") === r.freeShipping) &&
      (f.mode === "all" || r.mode === f.mode) &&
      (f.accepts === "all" || r.categoryAcceptsFree === (f.accepts === "yes")),
  );
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
