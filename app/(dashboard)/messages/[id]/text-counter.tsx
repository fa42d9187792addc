"use client";

import { useTranslations } from "next-intl";

/** The live 350 counter; the textarea's maxLength stops typing at the limit. */
export function TextCounter({ length, max }: { length: number; max: number }) {
  const t = useTranslations("messages-feature.composer");
  return (
    <p aria-live="polite" className={`text-xs tabular-nums ${length >= max ? "font-semibold text-red-700" : length > max - 50 ? "text-amber-800" : "text-slate-600"}`}>
      {t("count", { length, max })}
    </p>
  );
}
