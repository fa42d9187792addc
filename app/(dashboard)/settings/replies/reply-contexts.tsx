"use client";

import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { braced, contextsOf, savedReplyProblem } from "@/lib/replies/variables";
import { formatList } from "@/lib/format";

/**
 * Where a saved reply is offered (answers, sale messages or both), or, for one saved before variables were
 * checked, which of them no message can fill: it must be edited before a composer can send it.
 */
export function ReplyContexts({ body }: { body: string }) {
  const t = useTranslations("questions.replies");
  const locale = useLocale();
  const problem = savedReplyProblem(body);
  if (problem) {
    const names = formatList(problem.names.map(braced), locale);
    return <p className="mt-2 text-sm font-medium text-amber-900">{t("needsFix", { names })}</p>;
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
      {t("offeredShort")}
      {contextsOf(body).map((c) => (
        <Badge key={c} tone="neutral">
          {t(`contextsShort.${c}`)}
        </Badge>
      ))}
    </p>
  );
}
