"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMe } from "@/lib/queries/me";
import type { QuestionDetail } from "@/lib/schemas/inbox";
import { formatDate } from "@/lib/format";

/** The same buyer's earlier questions on this item: a follow-up makes sense only next to what came before. */
export function QuestionThread({ thread }: { thread: QuestionDetail["thread"] }) {
  const t = useTranslations("inbox.detail");
  const locale = useLocale();
  const { data: me } = useMe();
  if (thread.length === 0) return null;
  return (
    <section aria-labelledby="thread-title">
      <h3 id="thread-title" className="text-sm font-semibold text-slate-700">{t("thread", { count: thread.length })}</h3>
      <ol className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-3">
        {thread.map((q) => (
          <li key={q.id} className="text-sm">
            <p className="text-xs text-slate-500">{me ? formatDate(q.dateCreated, me.siteId, locale, "date-time") : null}</p>
            <p className="text-slate-900">{q.text}</p>
            {q.answer && <p className="mt-1 rounded-lg bg-slate-50 p-2 text-slate-700">↳ {q.answer.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
