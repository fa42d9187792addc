"use client";

import { Timer } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { useAccount } from "@/components/shell/account-context";
import { formatPercent } from "@/lib/format";
import { useResponseTime } from "@/lib/queries/response-time";
import { countdownKey, countdownView, parseCountdownKey, questionBand, type QuestionBand } from "@/lib/questions/response-bands";
import type { ResponseTime } from "@/lib/schemas/questions";
import { siteInfo } from "@/lib/sites";
import { cn } from "@/lib/cn";
import { useClock } from "./use-now";

/** The forecast gain of answering within the hour in this band, when the marketplace gives one. */
export function bandGain(record: ResponseTime | undefined, band: QuestionBand): number | null {
  if (!record?.available || band === "totalOnly") return null;
  return record[band].salesPercentIncrease;
}

const TONES = {
  left: "bg-green-50 text-green-900 ring-green-600/30",
  soon: "bg-amber-100 text-amber-950 ring-amber-600/40",
  over: "bg-red-50 text-red-900 ring-red-600/30",
};

/**
 * An unanswered question's time left to the one-hour mark, the band it counts in (on the site's clock) and,
 * when the marketplace forecasts one for that band, what answering in time is worth. `compact` for list
 * rows; the question view says it in full. Ticks on the page's one clock and reads the response-time
 * record from the cache the card fills: no request per tick.
 */
export function Countdown({ dateCreated, compact = false }: { dateCreated: string; compact?: boolean }) {
  const t = useTranslations("questions.countdown");
  const locale = useLocale();
  const { siteId } = useAccount();
  const band = useMemo(() => questionBand(dateCreated, siteInfo(siteId).timeZone), [dateCreated, siteId]);
  const created = useMemo(() => Date.parse(dateCreated), [dateCreated]);
  const key = useClock(useCallback((now: number) => countdownKey(countdownView(created, now)), [created]));
  const view = parseCountdownKey(key);
  const { data: record } = useResponseTime();
  const gain = bandGain(record, band);
  const percent = gain !== null ? formatPercent(gain / 100, siteId, locale, { digits: 0 }) : null;

  const isOver = view.kind.startsWith("over");
  const tone = isOver
    ? TONES.over
    : view.kind === "leftSeconds" || (view.kind === "leftMinutes" && view.value <= 15)
      ? TONES.soon
      : TONES.left;
  const time =
    view.kind === "leftSeconds"
      ? t("leftSeconds", { time: `${Math.floor(view.value / 60)}:${String(view.value % 60).padStart(2, "0")}` })
      : t(view.kind, { count: view.value });

  if (compact)
    return (
      <span data-testid="countdown" className="inline-flex flex-wrap items-center gap-x-1.5">
        <span className={cn("inline-flex items-center gap-1 rounded-full px-1.5 py-px font-semibold tabular-nums ring-1 ring-inset", tone)}>
          <Timer aria-hidden className="size-3" />
          {time}
        </span>
        <span>{t(`bandShort.${band}`)}</span>
        {percent && !isOver && <span className="font-semibold text-green-800">{t("gainShort", { percent })}</span>}
      </span>
    );

  return (
    <div data-testid="countdown" className="flex flex-col gap-1 text-sm">
      <span className="flex flex-wrap items-center gap-2">
        <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold tabular-nums ring-1 ring-inset", tone)}>
          <Timer aria-hidden className="size-4" />
          {time}
        </span>
        <span className="text-slate-700">{t(`band.${band}`)}</span>
      </span>
      {percent && <span className="text-green-900">{t(isOver ? "gainMissed" : "gain", { percent })}</span>}
    </div>
  );
}
