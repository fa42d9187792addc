import type { RowData } from "@tanstack/react-table";
import type { CsvValue } from "@/lib/format";

declare module "@tanstack/react-table" {
  // What DataTable reads from each column besides TanStack's own fields.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Plain-text name: the column menu, the phone card's field label and the CSV header. */
    label?: string;
    /** The CSV value (plain number, Date, text); defaults to the accessor's value. */
    csv?: (row: TData) => CsvValue;
    /** Numbers align right so digits line up. */
    align?: "left" | "right";
    /** Shown as the card's title on phones (one column per table). */
    primary?: boolean;
    /** The row's header on desktop (`th scope="row"`): screen readers announce it with each of the row's cells. */
    rowHeader?: boolean;
    /** Shown before the card's fields on phones, unlabelled (a row's own checkbox); a plain cell on desktop. */
    leading?: boolean;
    /**
     * A headline figure on phones: in the card's key line, beside the other key figures, before the rest.
     * `"unlabelled"`: its label for screen readers only (a change right after the figure it qualifies).
     */
    cardKey?: true | "unlabelled";
    /** Shown unlabelled at the end of the card's key line on phones (a row's sparkline); a plain cell on desktop. */
    cardAside?: boolean;
  }
}

export {};
