"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { formatNumber } from "@/lib/format";
import { Text } from "@/components/ui/text";

const SIZES = [12, 24, 48];

/** Which page numbers to show: the first, the last and two around the current one. */
export function pageWindow(current: number, pages: number): Array<number | "gap"> {
  const wanted = [...new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  wanted.forEach((p, i) => {
    if (i > 0 && p - wanted[i - 1]! > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

/**
 * Paging with the marketplace's own offset and limit: "Results 4–6 of 249" (offset 3, limit 3), page
 * numbers and the page size, all in the URL.
 */
export function SearchPaging({
  paging,
  site,
  onChange,
}: {
  paging: { total: number; offset: number; limit: number };
  site: string;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const t = useTranslations("catalog.search");
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, site, locale);
  const { total, offset, limit } = paging;
  const pages = Math.max(1, Math.ceil(total / limit));
  const current = Math.floor(offset / limit) + 1;
  const go = (page: number) => onChange({ offset: page === 1 ? null : String((page - 1) * limit) });
  const sizes = SIZES.includes(limit) ? SIZES : [limit, ...SIZES].sort((a, b) => a - b);
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Text variant="body" aria-live="polite">
        {t("showing", { from: n(offset + 1), to: n(Math.min(offset + limit, total)), total: n(total) })}
      </Text>
      <nav aria-label={t("pagination")} className="flex flex-wrap items-center gap-1">
        <Button variant="ghost" size="icon" onClick={() => go(current - 1)} disabled={current <= 1} aria-label={t("previous")}>
          <ChevronLeft aria-hidden />
        </Button>
        {pageWindow(current, pages).map((p, i) =>
          p === "gap" ? (
            <span key={`gap${i}`} className="px-1 text-slate-500">
              …
            </span>
          ) : (
            <Button
              key={p}
              variant={p === current ? "primary" : "ghost"}
              size="sm"
              className="min-w-11 md:min-w-8"
              onClick={() => go(p)}
              aria-current={p === current ? "page" : undefined}
              aria-label={t("page", { page: n(p) })}
            >
              {n(p)}
            </Button>
          ),
        )}
        <Button variant="ghost" size="icon" onClick={() => go(current + 1)} disabled={current >= pages} aria-label={t("next")}>
          <ChevronRight aria-hidden />
        </Button>
      </nav>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        {t("pageSize")}
        <Select
          options={sizes.map((s) => ({ value: String(s), label: s }))}
          value={String(limit)}
          onValueChange={(value) => onChange({ limit: value, offset: null })}
          className="w-20"
        />
      </label>
    </div>
  );
}
