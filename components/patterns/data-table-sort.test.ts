import { createTable, getCoreRowModel, getSortedRowModel, type ColumnDef, type SortingState } from "@tanstack/react-table";
import { describe, expect, it } from "vitest";
import { placeUndefined } from "./data-table-sort";

type Row = { id: string; n: number | null };
// In id order: ties keep it, in either direction.
const DATA: Row[] = [
  { id: "a", n: null },
  { id: "b", n: 2 },
  { id: "c", n: null },
  { id: "d", n: 1 },
  { id: "e", n: 2 },
  { id: "f", n: null },
  { id: "g", n: 3 },
];
const COLUMNS: ColumnDef<Row, number | undefined>[] = [{ id: "n", accessorFn: (r) => r.n ?? undefined, sortUndefined: "last" }];

function order(sorting: SortingState, columns: ColumnDef<Row, number | undefined>[] = COLUMNS, data = DATA) {
  const table = createTable<Row>({
    data,
    columns: placeUndefined(columns, sorting),
    state: {
      sorting,
      columnPinning: {},
      columnVisibility: {},
      columnOrder: [],
      columnFilters: [],
      columnSizing: {},
      columnSizingInfo: {
        startOffset: null,
        startSize: null,
        deltaOffset: null,
        deltaPercentage: null,
        isResizingColumn: false,
        columnSizingStart: [],
      },
      rowSelection: {},
      expanded: {},
      grouping: [],
      pagination: { pageIndex: 0, pageSize: 100 },
      rowPinning: { top: [], bottom: [] },
      globalFilter: undefined,
    },
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return table
    .getSortedRowModel()
    .rows.map((r) => r.original.id)
    .join("");
}

describe("placeUndefined (sortUndefined first/last in DataTable)", () => {
  it("puts unknown values last in both directions, ties and unknowns in the data's order", () => {
    expect(order([{ id: "n", desc: false }])).toBe("dbegacf");
    expect(order([{ id: "n", desc: true }])).toBe("gbedacf");
  });

  it("keeps the data's order among unknowns whatever it is", () => {
    const reversed = [...DATA].reverse();
    expect(order([{ id: "n", desc: true }], COLUMNS, reversed)).toBe("gebdfca");
  });

  it("puts them first with sortUndefined first, and uses the column's own sortingFn for known values", () => {
    const byDistanceFromTwo: ColumnDef<Row, number | undefined>[] = [
      { ...COLUMNS[0]!, sortUndefined: "first", sortingFn: (a, b) => Math.abs(a.original.n! - 2) - Math.abs(b.original.n! - 2) },
    ];
    expect(order([{ id: "n", desc: false }], byDistanceFromTwo)).toBe("acfbedg");
    expect(order([{ id: "n", desc: true }], byDistanceFromTwo)).toBe("acfdgbe");
  });

  it("holds on a long list too (where the sort merges runs rather than inserting)", () => {
    const many: Row[] = Array.from({ length: 120 }, (_, i) => ({
      id: `r${String(i).padStart(3, "0")}`,
      n: i % 3 === 0 ? null : (i * 7) % 5,
    }));
    for (const desc of [false, true]) {
      const known = many.filter((r) => r.n !== null).sort((a, b) => (desc ? b.n! - a.n! : a.n! - b.n!) || a.id.localeCompare(b.id));
      expect(order([{ id: "n", desc }], COLUMNS, many)).toBe([...known, ...many.filter((r) => r.n === null)].map((r) => r.id).join(""));
    }
  });

  it("leaves tables without such columns as they are", () => {
    const plain: ColumnDef<Row, number | undefined>[] = [{ id: "n", accessorFn: (r) => r.n ?? -1 }];
    expect(placeUndefined(plain, [])).toBe(plain);
  });
});
