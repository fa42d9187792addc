import { flexRender, type Cell } from "@tanstack/react-table";
import { textVariants } from "@/components/ui/text";

const caption = textVariants({ variant: "caption" });

/** The three ways a phone card lists label–value pairs. */
const looks = {
  /** The key line: headline figures side by side. */
  key: {
    list: "flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 gap-y-1",
    pair: "flex items-baseline gap-1.5",
    label: caption,
    value: "font-semibold text-slate-900 tabular-nums",
  },
  /** Fields: one per line, label left and value right. */
  field: {
    list: "grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm",
    pair: "contents",
    label: "text-slate-600",
    value: "min-w-0 text-right text-slate-900 tabular-nums",
  },
  /** The figure line: many plain numbers wrapping as a line or two. */
  figure: {
    list: "flex flex-wrap gap-x-3 gap-y-0.5 text-sm",
    pair: "flex min-w-0 items-baseline gap-1",
    label: caption,
    value: "font-medium text-slate-900 tabular-nums",
  },
} as const;

/** A phone card's cells as a description list, labelled by their column's `meta.label`. */
export function CardPairs<T>({ cells, look }: { cells: Cell<T, unknown>[]; look: keyof typeof looks }) {
  const style = looks[look];
  return (
    <dl className={style.list}>
      {cells.map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <div key={cell.id} className={style.pair}>
            <dt className={meta?.cardKey === "unlabelled" ? "sr-only" : style.label}>{meta?.label ?? cell.column.id}</dt>
            <dd className={style.value}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
          </div>
        );
      })}
    </dl>
  );
}
