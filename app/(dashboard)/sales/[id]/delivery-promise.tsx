"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatHour, siteHour } from "@/lib/format";
import type { GuideReason } from "@/lib/schemas/sales";
import { siteInfo } from "@/lib/sites";
import { Text } from "@/components/ui/text";
import { controlClass } from "@/components/ui/control";
import { cn } from "@/lib/cn";
import { stack } from "@/components/ui/stack";

export interface Promise_ {
  templateId: string;
  init: number;
  limit: number;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const field = cn(controlClass, "min-h-11 px-2 md:text-base");

/** The "today" template (TEMPLATE___DELIVERY_PROMISE___1): its hours are on the site's clock, today. */
const isToday = (templateId: string) => templateId.endsWith("___1");

/**
 * A window the marketplace refuses: "today" until an hour already reached on the site's clock (it answers
 * delivery_date_in_past). `nowHour` is the hour now in the site's time zone (lib/format siteHour).
 */
export function isPastWindow(value: Promise_, nowHour: number): boolean {
  return isToday(value.templateId) && value.limit <= nowHour;
}

/** The same window moved to the first hours still ahead today (init from this hour on, limit after it). */
function fitToday(value: Promise_, nowHour: number): Promise_ {
  const init = Math.min(Math.max(value.init, nowHour), 22);
  return { ...value, init, limit: Math.max(value.limit, init + 1) };
}

/**
 * Day word (one template each) and the two hours, sent as ___VAR___INIT / ___VAR___LIMIT; the text is
 * previewed. For "today", hours already past on the site's clock (`now`) cannot be chosen.
 */
export function DeliveryPromise({
  reason,
  siteId,
  now,
  value,
  onChange,
}: {
  reason: GuideReason;
  siteId: string;
  /** The current time (ms), ticking while the page is open. */
  now: number;
  value: Promise_;
  onChange: (v: Promise_) => void;
}) {
  const t = useTranslations("sales.promise");
  const locale = useLocale();
  // The option's value stays the plain hour the marketplace expects; its label is in the reader's style.
  const hour = (h: number) => formatHour(h, siteId, locale);
  const template = reason.templates.find((x) => x.id === value.templateId) ?? reason.templates[0];
  const nowHour = siteHour(now, siteId);
  const today = isToday(value.templateId);
  const preview = (template?.text ?? "").replace("{INIT}", String(value.init)).replace("{LIMIT}", String(value.limit));
  return (
    <div className={stack({ gap: 2 })}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <label className="text-sm">
          {t("day")}
          <select
            value={value.templateId}
            onChange={(e) => {
              const next = { ...value, templateId: e.target.value };
              onChange(isToday(next.templateId) ? fitToday(next, nowHour) : next);
            }}
            className={field}
          >
            {reason.templates.map((tpl, n) => (
              // Nothing is left of today once its last hour has begun.
              <option key={tpl.id} value={tpl.id} disabled={isToday(tpl.id) && nowHour >= 23}>
                {t.has(`days.${tpl.id.slice(-1)}`) ? t(`days.${tpl.id.slice(-1)}`) : t("otherDay", { n: n + 1 })}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t("from")}
          <select
            value={value.init}
            onChange={(e) => {
              const init = Number(e.target.value);
              onChange({ ...value, init, limit: Math.max(value.limit, init + 1) });
            }}
            className={field}
          >
            {HOURS.slice(0, 23).map((h) => (
              <option key={h} value={h} disabled={today && h < nowHour}>
                {hour(h)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t("to")}
          <select value={value.limit} onChange={(e) => onChange({ ...value, limit: Number(e.target.value) })} className={field}>
            {HOURS.filter((h) => h > value.init).map((h) => (
              <option key={h} value={h} disabled={today && h <= nowHour}>
                {hour(h)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {today && (
        <Text variant="caption">
          {t("todayNote", { time: formatDate(new Date(now), siteId, locale, "time"), city: siteInfo(siteId).timeZoneCity })}
        </Text>
      )}
      <p className="text-xs font-semibold text-slate-600">{t("preview")}</p>
      <blockquote className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap">{preview}</blockquote>
    </div>
  );
}
