"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { daysIn, isDate, MAX_RANGE_DAYS, PRESETS, type DayRange } from "@/lib/metrics/range";
import type { RangeChoice } from "@/lib/metrics/saved-range";

/** Presets plus a custom range; a custom range over 150 days is explained, not sent. */
export function RangePicker({ choice, range, today, onChange }: { choice: RangeChoice; range: DayRange; today: string; onChange: (c: RangeChoice) => void }) {
  const t = useTranslations("metrics.range");
  const [custom, setCustom] = useState<DayRange>(range);
  const [open, setOpen] = useState("custom" in choice);
  const valid = isDate(custom.from) && isDate(custom.to) && custom.from <= custom.to && custom.to <= today;
  const tooLong = valid && daysIn(custom) > MAX_RANGE_DAYS;
  const btn = (active: boolean) => `min-h-10 rounded-lg border px-3 text-sm font-medium ${active ? "border-accent-strong bg-accent-strong text-white" : "border-slate-300 bg-white hover:bg-slate-50"}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="sr-only">{t("label")}</legend>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <button key={p} type="button" aria-pressed={"preset" in choice && choice.preset === p} className={btn("preset" in choice && choice.preset === p)} onClick={() => { setOpen(false); onChange({ preset: p }); }}>
            {t(p)}
          </button>
        ))}
        <button type="button" aria-pressed={"custom" in choice} aria-expanded={open} className={btn("custom" in choice)} onClick={() => setOpen((o) => !o)}>
          {t("custom")}
        </button>
      </div>
      {open && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid && !tooLong) onChange({ custom });
          }}
        >
          <label className="flex flex-col text-sm">
            {t("from")}
            <input type="date" value={custom.from} max={today} onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))} className="min-h-10 rounded-lg border border-slate-300 px-2" />
          </label>
          <label className="flex flex-col text-sm">
            {t("to")}
            <input type="date" value={custom.to} max={today} onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))} className="min-h-10 rounded-lg border border-slate-300 px-2" />
          </label>
          <button type="submit" disabled={!valid || tooLong} className="min-h-10 rounded-lg bg-accent-strong px-4 text-sm font-semibold text-white disabled:opacity-50">
            {t("apply")}
          </button>
          {tooLong && <p role="alert" className="w-full text-sm text-red-700">{t("tooLong", { max: MAX_RANGE_DAYS, days: daysIn(custom) })}</p>}
          {!valid && <p role="alert" className="w-full text-sm text-red-700">{t("invalid")}</p>}
        </form>
      )}
    </fieldset>
  );
}
