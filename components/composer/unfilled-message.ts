"use client";

import { useLocale, useTranslations } from "next-intl";
import { braced } from "@/lib/replies/variables";
import { formatList } from "@/lib/format";

/**
 * Why a composer will not send: the `{variables}` it could not fill, named ("{price} and {unknown_var}").
 * Null when every variable was filled. Shared by the answer, sale and bulk invoice composers.
 */
export function useUnfilledMessage(unfilled: string[]): string | null {
  const t = useTranslations("questions.composer");
  const locale = useLocale();
  if (unfilled.length === 0) return null;
  const names = formatList(unfilled.map(braced), locale);
  return t("unfilled", { names, count: unfilled.length });
}
