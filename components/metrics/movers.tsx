"use client";

import { useTranslations } from "next-intl";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { formatChange } from "@/lib/metrics/format";
import { percentChange } from "@/lib/metrics/range";
import type { ItemRow } from "@/lib/schemas/metrics";
import { Text } from "@/components/ui/text";

/** Items whose visits rose or fell most against the previous period (at least 10 visits before, to skip noise). */
export function Movers({ items }: { items: ItemRow[] }) {
  const t = useTranslations("metrics.items");
  const locale = useDisplayLocale();
  const ranked = items
    .map((r) => ({ r, c: percentChange(r.comparedVisits, r.previousVisits) }))
    .filter((x): x is { r: ItemRow; c: number } => x.c !== null && (x.r.previousVisits ?? 0) >= 10)
    .sort((a, b) => b.c - a.c);
  if (ranked.length < 2) return <Text>{t("noMovers")}</Text>;
  const list = (title: string, xs: typeof ranked) => (
    <div className="min-w-0">
      <h3 className="mb-1 text-sm font-medium text-slate-600">{title}</h3>
      <ol className="space-y-1 text-sm">
        {xs.map(({ r, c }) => (
          <li key={r.id} className="flex justify-between gap-2">
            <a href={`/metrics/items/${r.id}`} className="truncate text-accent-strong hover:underline">
              {r.title}
            </a>
            <span className={`shrink-0 tabular-nums ${c >= 0 ? "text-green-700" : "text-red-700"}`}>{formatChange(c, locale)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {list(
        t("best"),
        ranked.slice(0, 3).filter((x) => x.c > 0),
      )}
      {list(
        t("worst"),
        ranked
          .slice(-3)
          .reverse()
          .filter((x) => x.c < 0),
      )}
    </div>
  );
}
