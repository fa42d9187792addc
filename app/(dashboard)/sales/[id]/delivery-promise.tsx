"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatHour } from "@/lib/format";
import type { GuideReason } from "@/lib/schemas/sales";
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
  const template = reason.templates.find((x) => x.id === value.templateId) ?? reason.templates[0];
  const preview = (template?.text ?? "").replace("{INIT}", String(value.init)).replace("{LIMIT}", String(value.limit));
  return (
    <div className={stack({ gap: 2 })}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <label className="text-sm">
          {t("day")}
          <select value={value.templateId} onChange={(e) => onChange({ ...value, templateId: e.target.value })} className={field}>
            {reason.templates.map((tpl, n) => (
              <option key={tpl.id} value={tpl.id}>
                {t.has(`days.${tpl.id.slice(-1)}`) ? t(`days.${tpl.id.slice(-1)}`) : t("otherDay", { n: n + 1 })}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t("from")}
          <select value={value.init} onChange={(e) => onChange({ ...value, init: Number(e.target.value) })} className={field}>
            {HOURS.slice(0, 23).map((h) => (
              <option key={h} value={h}>
                {hour(h)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {t("to")}
          <select value={value.limit} onChange={(e) => onChange({ ...value, limit: Number(e.target.value) })} className={field}>
            {HOURS.filter((h) => h > value.init).map((h) => (
              <option key={h} value={h}>
                {hour(h)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-xs font-semibold text-slate-600">{t("preview")}</p>
      <blockquote className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap">{preview}</blockquote>
    </div>
  );
}
