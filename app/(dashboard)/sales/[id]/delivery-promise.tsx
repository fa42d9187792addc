"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatHour, siteHour } from "@/lib/format";
import { useNow } from "@/components/questions/use-now";
import type { GuideReason } from "@/lib/schemas/sales";
import { promisePreview, type PromiseChoice } from "@/lib/sales/promise-preview";
import { controlClass } from "@/components/ui/control";
import { cn } from "@/lib/cn";
import { stack } from "@/components/ui/stack";

export type Promise_ = PromiseChoice;

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const field = cn(controlClass, "min-h-11 px-2 md:text-base");
/** The "today" template (the marketplace refuses a today window whose end has passed on the site's clock). */
const isToday = (templateId: string) => templateId.endsWith("___1");

/** A window that can still be promised for the chosen day: for today, none of it before the site's current hour. */
export function fitToDay(value: Promise_, currentHour: number): Promise_ {
  if (!isToday(value.templateId)) return value;
  const init = Math.max(value.init, currentHour);
  return { ...value, init, limit: Math.max(value.limit, init + 1) };
}

/** Day word (one template each) and the two hours, sent as ___VAR___INIT / ___VAR___LIMIT; the text is previewed. */
export function DeliveryPromise({
  reason,
  siteId,
  value,
  onChange,
}: {
  reason: GuideReason;
  siteId: string;
  value: Promise_;
  onChange: (v: Promise_) => void;
}) {
  const t = useTranslations("sales.promise");
  const locale = useLocale();
  // The option's value stays the plain hour the marketplace expects; its label is in the reader's style.
  const hour = (h: number) => formatHour(h, siteId, locale);
  // The seller's site clock, not the browser's zone: a seller abroad still promises in the buyer's hours.
  const currentHour = siteHour(useNow(), siteId);
  const today = isToday(value.templateId);
  const change = (next: Promise_) => onChange(fitToDay(next, currentHour));
  const template = reason.templates.find((x) => x.id === value.templateId) ?? reason.templates[0];
  // The seller's site's text with the chosen day and hours (lib/sales/promise-preview.ts); null: none given.
  const preview = promisePreview(template?.text ?? null, { ...value, templateId: template?.id ?? value.templateId }, siteId);
  return (
    <div className={stack({ gap: 2 })}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <label className="text-sm">
          {t("day")}
          <select value={value.templateId} onChange={(e) => change({ ...value, templateId: e.target.value })} className={field}>
            {reason.templates.map((tpl, n) => (
              // Late at night (23:00 on) no window of today is left.
              <option key={tpl.id} value={tpl.id} disabled={isToday(tpl.id) && currentHour >= 23}>
                {t.has(`days.${tpl.id.slice(-1)}`) ? t(`days.${tpl.id.slice(-1)}`) : t("otherDay", { n: n + 1 })}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t("from")}
          <select value={value.init} onChange={(e) => change({ ...value, init: Number(e.target.value) })} className={field}>
            {HOURS.slice(0, 23).map((h) => (
              <option key={h} value={h} disabled={today && h < currentHour}>
                {hour(h)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t("to")}
          <select value={value.limit} onChange={(e) => change({ ...value, limit: Number(e.target.value) })} className={field}>
            {HOURS.filter((h) => h > value.init).map((h) => (
              <option key={h} value={h} disabled={today && h <= currentHour}>
                {hour(h)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {today && <p className="text-sm text-slate-700">{t("todayPast", { hour: hour(currentHour) })}</p>}
      <p className="text-xs font-semibold text-slate-600">{t("preview")}</p>
      {preview !== null ? (
        <blockquote className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap">{preview}</blockquote>
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm">{t("noText")}</p>
      )}
    </div>
  );
}
