"use client";

import { format, parseISO } from "date-fns";
import { CalendarDays } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { DateRange } from "react-day-picker";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDay, siteDay } from "@/lib/format";
import { matchPreset, presetRange, RANGE_PRESETS, rangeLength, type DayRange } from "@/lib/date-range";
import { Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";

// The calendar (react-day-picker and date-fns locales) loads when the picker first opens, not with the page.
const RangeCalendar = dynamic(() => import("./date-range-calendar"), {
  ssr: false,
  loading: () => <Skeleton aria-busy className="h-80 w-72 rounded-md" />,
});
const toDay = (d: Date) => format(d, "yyyy-MM-dd");

/**
 * A range of days with presets (last 7/30/90 days, this month, last month) and a custom calendar range.
 * Days are the site's calendar days: "today" is today in the seller's site, not in the browser's zone.
 * A preset applies at once; a custom range applies with the Apply button, never past `maxDays`.
 * Keyboard: Tab reaches the presets, the month buttons, then one day of the grid (arrows move, Enter picks
 * the first and then the last day), then Cancel and Apply.
 */
export function DateRangePicker({
  value,
  onChange,
  siteId,
  maxDays,
  label,
  className,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  siteId: string;
  maxDays?: number;
  /** Accessible name prefix of the trigger ("Period"). */
  label?: string;
  className?: string;
}) {
  const t = useTranslations("ui.dateRange");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const today = siteDay(new Date(), siteId);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const preset = matchPreset(value, today);
  const shown = preset ? t(preset) : `${formatDay(value.from, siteId, locale)} – ${formatDay(value.to, siteId, locale)}`;
  const presets = RANGE_PRESETS.filter((p) => !maxDays || rangeLength(presetRange(p, today)) <= maxDays);

  const draftRange = draft?.from && draft.to ? { from: toDay(draft.from), to: toDay(draft.to) } : null;
  const inOrder = Boolean(draftRange && draftRange.from <= draftRange.to && draftRange.to <= today);
  const tooLong = Boolean(maxDays && draftRange && inOrder && rangeLength(draftRange) > maxDays);
  // Typed dates for people who know the days they want (and for keyboards): they edit the same draft.
  const typed = (end: "from" | "to", text: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return;
    setDraft((d) => ({ from: d?.from, to: d?.to, [end]: parseISO(text) }) as DateRange);
  };

  function openChange(next: boolean) {
    setOpen(next);
    if (next) setDraft({ from: parseISO(value.from), to: parseISO(value.to) });
  }

  function apply(range: DayRange) {
    onChange(range);
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <Button variant="secondary" className={cn("justify-start font-medium", className)} aria-label={`${label ?? t("label")}: ${shown}`}>
          <CalendarDays aria-hidden />
          {shown}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex flex-col gap-3 p-3 sm:flex-row" aria-label={label ?? t("label")}>
        <div role="group" aria-label={t("presets")} className="flex flex-row flex-wrap gap-1 sm:w-40 sm:flex-col">
          {presets.map((p) => (
            <Button
              key={p}
              variant={p === preset ? "primary" : "ghost"}
              size="sm"
              aria-pressed={p === preset}
              className="justify-start"
              onClick={() => apply(presetRange(p, today))}
            >
              {t(p)}
            </Button>
          ))}
        </div>
        <div className={stack({ gap: 2 })}>
          <Text variant="body" className="font-medium">
            {t("custom")}
          </Text>
          <RangeCalendar selected={draft} onSelect={setDraft} locale={locale} today={today} maxDays={maxDays} />
          <div className={cluster()}>
            {(["from", "to"] as const).map((end) => (
              <label key={end} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
                {t(end)}
                <input
                  type="date"
                  max={today}
                  value={draft?.[end] ? toDay(draft[end]) : ""}
                  onChange={(e) => typed(end, e.target.value)}
                  className="min-h-10 rounded-md border border-slate-300 px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent"
                />
              </label>
            ))}
          </div>
          {draftRange && !inOrder ? (
            <p role="alert" className="text-xs font-semibold text-red-800">
              {t("invalid")}
            </p>
          ) : tooLong && draftRange ? (
            <p role="alert" className="max-w-72 text-xs font-semibold text-red-800">
              {t("tooLong", { days: maxDays ?? 0, chosen: rangeLength(draftRange) })}
            </p>
          ) : (
            maxDays && <Text variant="caption">{t("maxDays", { days: maxDays })}</Text>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button size="sm" disabled={!draftRange || !inOrder || tooLong} onClick={() => draftRange && apply(draftRange)}>
              {t("apply")}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
