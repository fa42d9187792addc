"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { AgeLegend } from "@/components/inbox/age-legend";
import { ResponseTimeCard } from "@/components/inbox/response-time-card";
import { EmptyState } from "@/components/patterns/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useAccount } from "@/components/shell/account-context";
import { useQuestions, type ListFilters } from "@/lib/queries/questions";
import { useInboxEvents } from "@/lib/queries/use-inbox-events";
import { InboxFilters } from "./inbox-filters";
import { QuestionList } from "./question-list";
import { useInboxShortcuts } from "./use-inbox-shortcuts";
import { useSelectedQuestion } from "./use-selected-question";

// Loaded on demand, not with the first paint: the detail (composer, notes, saved replies, moderation,
// actions and their dialogs) once a question is opened, the shortcuts overlay after hydration.
const QuestionDetail = dynamic(() => import("./question-detail").then((m) => m.QuestionDetail), {
  loading: () => <Skeleton aria-busy className="h-64 rounded-2xl" />,
});
const ShortcutsHelp = dynamic(() => import("./shortcuts-help").then((m) => m.ShortcutsHelp), { ssr: false });

export const DEFAULT_FILTERS: ListFilters = { status: "UNANSWERED", sort: "oldest", assignee: "anyone" };

/** List and detail: two screens on a phone, side by side from lg up. */
export function InboxView({ myUserId }: { myUserId: string }) {
  const t = useTranslations("inbox");
  const { role } = useAccount();
  const [filters, setFilters] = useState<ListFilters>(DEFAULT_FILTERS);
  const [selectedId, select] = useSelectedQuestion();
  const [isHelpOpen, setHelpOpen] = useState(false);
  const query = useQuestions(filters);
  const questions = useMemo(() => query.data?.pages.flatMap((p) => p.questions) ?? [], [query.data]);
  const canAct = role !== "viewer";
  useInboxEvents();
  useInboxShortcuts({ questions, selectedId, select, canAct, myUserId, openHelp: () => setHelpOpen(true), fetchMore: () => void query.fetchNextPage() });

  const total = query.data?.pages[0]?.total;
  return (
    <div className="lg:grid lg:h-[calc(100dvh-6.5rem)] lg:grid-cols-[minmax(22rem,28rem)_1fr] lg:gap-4">
      <section
        aria-labelledby="inbox-title"
        className={`${selectedId ? "hidden lg:flex" : "flex"} h-[calc(100dvh-10.5rem)] min-h-0 flex-col gap-3 md:h-[calc(100dvh-6.5rem)] lg:h-full`}
      >
        <div className="flex items-baseline justify-between gap-2">
          <h1 id="inbox-title" className="text-2xl font-bold tracking-tight">
            {t("title")}
          </h1>
          {total !== undefined && <p className="text-sm text-slate-600">{t("count", { count: total })}</p>}
        </div>
        {role === "viewer" && <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">{t("viewerNotice")}</p>}
        <ResponseTimeCard />
        <InboxFilters filters={filters} onChange={setFilters} />
        <AgeLegend />
        <QuestionList query={query} questions={questions} selectedId={selectedId} onSelect={select} myUserId={myUserId} canAct={canAct} />
      </section>
      <section aria-label={t("detail.label")} className={`${selectedId ? "block" : "hidden lg:block"} min-h-0 lg:overflow-y-auto`}>
        {selectedId ? (
          <QuestionDetail key={selectedId} id={selectedId} myUserId={myUserId} canAct={canAct} onBack={() => select(null)} />
        ) : (
          <EmptyState title={t("detail.empty")} description={t("shortcuts.hint")} className="hidden h-full justify-center p-8 lg:flex" />
        )}
      </section>
      <ShortcutsHelp open={isHelpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
