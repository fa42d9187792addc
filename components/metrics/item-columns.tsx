"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { Sparkline } from "@/components/patterns/sparkline";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/cn";
import { formatChange, formatCount, formatRate } from "@/lib/metrics/format";
import { percentChange } from "@/lib/metrics/range";
import type { ItemRow } from "@/lib/schemas/metrics";
import "@/components/patterns/data-table-meta";
import { useDisplayLocale } from "@/components/shell/use-display-locale";

const conversionOf = (r: ItemRow) => (r.visits ? r.sales / r.visits : null);
const questionRateOf = (r: ItemRow) => (r.visits ? r.questions / r.visits : null);
const changeOf = (r: ItemRow) => percentChange(r.comparedVisits, r.previousVisits);

/**
 * A numeric column: sorts biggest first on the first click; an unknown value (null: no visits read, no
 * visits to divide by, a listing that is not classified) is undefined to the table, so it sorts last in
 * either direction.
 */
function numberColumn(
  id: string,
  label: string,
  value: (r: ItemRow) => number | null,
  cell: (r: ItemRow) => ReactNode,
  cardKey?: true | "unlabelled",
): ColumnDef<ItemRow, number | undefined> {
  return {
    id,
    accessorFn: (r) => value(r) ?? undefined,
    // "Sales / visits" breaks after the slash, not around it (a narrow column would stack three lines).
    header: label.replace(" / ", "\u00a0/ "),
    sortUndefined: "last",
    sortDescFirst: true,
    meta: { label, align: "right", cardKey },
    cell: ({ row }) => cell(row.original),
  };
}

type Comparison = { compared: string[]; onCompare: (id: string, on: boolean) => void };
/**
 * Which listings are compared reaches the boxes through context, not the columns: new columns would be new
 * cell components, and every cell would mount again on each tick (the ticked box losing focus).
 */
export const ComparisonContext = createContext<Comparison>({ compared: [], onCompare: () => {} });

/**
 * Where the rows' sparklines turn provisional (`firstProvisional` of the table's days): every row shares
 * the range and the day its visits are final through. A context, like the comparison, so the columns stay
 * the same when the data changes.
 */
export const ProvisionalFromContext = createContext(-1);

/** A row's visits per day, dashed from the first day still being counted, as the cards' sparklines. */
function Trend({ row }: { row: ItemRow }) {
  const provisionalFrom = useContext(ProvisionalFromContext);
  // Wider on a phone card, where it stands beside the visits and their change.
  return <Sparkline values={row.spark} provisionalFrom={provisionalFrom} className="block h-8 w-20 text-accent-strong md:h-7 md:w-14" />;
}

/** Controlled: a refused sixth listing (metrics-view's cap) stays unticked. */
function CompareBox({ row }: { row: ItemRow }) {
  const t = useTranslations("metrics.compare");
  const { compared, onCompare } = useContext(ComparisonContext);
  return (
    <Checkbox
      checked={compared.includes(row.id)}
      onCheckedChange={(v) => onCompare(row.id, v === true)}
      aria-label={t("pick", { title: row.title })}
    />
  );
}

/** The listings table's columns: compare box, listing, then the numbers (each sortable). */
export function useItemColumns() {
  const t = useTranslations("metrics.items");
  const tCompare = useTranslations("metrics.compare");
  const locale = useDisplayLocale();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own idiom for mixed value types
  type MixedColumn = ColumnDef<ItemRow, any>;
  return useMemo<MixedColumn[]>(
    () => [
      {
        id: "compare",
        header: () => <span className="sr-only">{tCompare("column")}</span>,
        enableSorting: false,
        enableHiding: false,
        meta: { label: tCompare("column"), leading: true },
        cell: ({ row }) => <CompareBox row={row.original} />,
      },
      {
        id: "item",
        accessorFn: (r) => r.title,
        header: t("item"),
        enableSorting: false,
        enableHiding: false,
        meta: { label: t("item"), primary: true, rowHeader: true },
        cell: ({ row: { original: r } }) => (
          <div className="min-w-32 max-w-64">
            <a href={`/metrics/items/${r.id}`} className="line-clamp-2 font-medium text-accent-strong hover:underline">
              {r.title}
            </a>
            <span className="block text-xs font-normal text-slate-500">{r.id}</span>
            {r.errorCode && (
              <span className="block text-xs font-normal text-amber-800">
                {t("gap")}: {t.has(`gapReason.${r.errorCode}`) ? t(`gapReason.${r.errorCode}`) : t("gapReason.other")}
              </span>
            )}
          </div>
        ),
      },
      // On a phone card, the key line: the visits, their change (coloured, its label for screen readers) and
      // the trend; the other figures follow it.
      numberColumn(
        "visits",
        t("visits"),
        (r) => r.visits,
        (r) => formatCount(r.visits, locale),
        true,
      ),
      numberColumn(
        "change",
        t("change"),
        changeOf,
        (r) => {
          const change = changeOf(r);
          return (
            <span className={cn(change === null ? "text-slate-500" : change >= 0 ? "text-green-700" : "text-red-700")}>
              {formatChange(change, locale)}
            </span>
          );
        },
        "unlabelled",
      ),
      {
        id: "trend",
        header: t("trend"),
        enableSorting: false,
        meta: { label: t("trend"), cardAside: true },
        cell: ({ row }) => <Trend row={row.original} />,
      },
      numberColumn(
        "questions",
        t("questions"),
        (r) => r.questions,
        (r) => formatCount(r.questions, locale),
      ),
      numberColumn(
        "phoneViews",
        t("phoneViews"),
        (r) => (r.classified ? r.phoneViews : null),
        (r) => (r.classified ? formatCount(r.phoneViews, locale) : "—"),
      ),
      numberColumn(
        "sales",
        t("sales"),
        (r) => r.sales,
        (r) => formatCount(r.sales, locale),
      ),
      numberColumn("conversion", t("conversion"), conversionOf, (r) => formatRate(r.sales, r.visits, locale)),
      numberColumn("questionRate", t("questionRate"), questionRateOf, (r) => formatRate(r.questions, r.visits, locale)),
    ],
    [t, tCompare, locale],
  );
}
