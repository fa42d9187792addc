"use client";

import type { Table } from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import type { ItemRow } from "@/lib/schemas/metrics";

export type ItemRows = ReturnType<typeof useItemRows>;

/**
 * The listings table's search, and the rows as the table shows them for the section's CSV. Searching
 * matches the title or the exact id and goes back to the first page; the table sorts (default: most visits).
 */
export function useItemRows(items: ItemRow[]) {
  const [query, setQuery] = useState("");
  const table = useRef<Table<ItemRow>>(null);
  // In id order: the table breaks ties by the data's order, so equal values list by id in either direction.
  const byId = useMemo(() => [...items].sort((a, b) => a.id.localeCompare(b.id)), [items]);
  const found = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle ? byId.filter((r) => r.title.toLocaleLowerCase().includes(needle) || r.id.toLowerCase() === needle) : byId;
  }, [byId, query]);
  return {
    found,
    total: items.length,
    query,
    search: (text: string) => {
      setQuery(text);
      table.current?.setPageIndex(0);
    },
    table,
    /** Every page of the searched rows, in the table's order (call it from an event, not while rendering). */
    sortedRows: () => table.current?.getSortedRowModel().rows.map((r) => r.original) ?? found,
  };
}
