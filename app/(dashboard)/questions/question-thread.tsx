"use client";

import { useLocale, useTranslations } from "next-intl";
import { useAccount } from "@/components/shell/account-context";
import type { QuestionDetail } from "@/lib/schemas/questions";
import { formatDate } from "@/lib/format";
import { Text } from "@/components/ui/text";

/** The same buyer's earlier questions on this item: a follow-up makes sense only next to what came before. */
export function QuestionThread({ thread }: { thread: QuestionDetail["thread"] }) {
  const t = useTranslations("questions.detail");
  const locale = useLocale();
  const { siteId } = useAccount();
  if (thread.length === 0) return null;
  return (
    <section aria-labelledby="thread-title">
      <h3 id="thread-title" className="text-sm font-semibold text-slate-700">
        {t("thread", { count: thread.length })}
      </h3>
      <ol className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-3">
        {thread.map((q) => (
          <li key={q.id} className="text-sm">
            <Text variant="faint">{formatDate(q.dateCreated, siteId, locale, "date-time")}</Text>
            <p className="text-slate-900">{q.text}</p>
            {q.answer && <p className="mt-1 rounded-lg bg-slate-50 p-2 text-slate-700">↳ {q.answer.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
