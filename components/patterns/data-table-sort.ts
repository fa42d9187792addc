import { sortingFns, type ColumnDef, type SortingFn, type SortingState } from "@tanstack/react-table";

/**
 * TanStack 8.21 places undefined values by `sortUndefined: "first" | "last"` whatever the direction, as
 * wanted, but also answers "before" ("first") or "after" ("last") for two undefined values: an inconsistent
 * comparator, so their order is up to the browser's sort (Chrome reverses them under "first"). For such
 * columns DataTable applies the rule itself (undefined never compared, placed first or last in either
 * direction) and lets two undefined values tie, so the data's order decides between them.
 * Their `sortingFn` is a function or a built-in name; unset, values compare as plain numbers or strings.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own idiom for mixed value types
export function placeUndefined<T>(columns: ColumnDef<T, any>[], sorting: SortingState): ColumnDef<T, any>[] {
  if (!columns.some((c) => c.sortUndefined === "first" || c.sortUndefined === "last")) return columns;
  return columns.map((c) => {
    if (c.sortUndefined !== "first" && c.sortUndefined !== "last") return c;
    const id = c.id ?? ("accessorKey" in c ? String(c.accessorKey) : undefined);
    // TanStack turns the answer around for a descending (or inverted) sort: turn it first so it lands as meant.
    const turn = (sorting.find((s) => s.id === id)?.desc ? -1 : 1) * (c.invertSorting ? -1 : 1);
    const place = c.sortUndefined === "first" ? -1 : 1;
    const named =
      typeof c.sortingFn === "string" && c.sortingFn in sortingFns ? sortingFns[c.sortingFn as keyof typeof sortingFns] : sortingFns.basic;
    const compare: SortingFn<T> = typeof c.sortingFn === "function" ? c.sortingFn : named;
    const sortingFn: SortingFn<T> = (a, b, columnId) => {
      const x = a.getValue(columnId) === undefined;
      const y = b.getValue(columnId) === undefined;
      if (x || y) return x === y ? 0 : (x ? place : -place) * turn;
      return compare(a, b, columnId);
    };
    return { ...c, sortUndefined: false, sortingFn } as ColumnDef<T, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
  });
}
