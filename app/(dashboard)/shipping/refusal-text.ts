"use client";

import { useTranslations } from "next-intl";

/** A refusal code (ours or the marketplace's) in words; unknown codes are shown as they are. */
export function useRefusalText() {
  const t = useTranslations("shipping.refusal");
  return (code: string) => (t.has(code) ? t(code) : t("other", { code }));
}
