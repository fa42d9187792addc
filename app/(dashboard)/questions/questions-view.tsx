"use client";

import { useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { AgeLegend } from "@/components/questions/age-legend";
import { usePendingHidden } from "@/components/questions/pending-hidden";
import { EmptyState } from "@/components/patterns/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { RowAccountProvider, useAccount } from "@/components/shell/account-context";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { toast } from "@/components/ui/toast";
import { ANSWER_MUTATION, useQuestions } from "@/lib/queries/questions";
import { useQuestionEvents } from "@/lib/queries/use-question-events";
import { useOwnListings } from "@/lib/queries/search";
import { InboxFilters } from "./question-filters";
import { QuestionList } from "./question-list";
import { SyncNotice } from "./sync-notice";
import { useInboxShortcuts } from "./use-question-shortcuts";
import { useNewQuestions } from "./use-new-questions";
import { useInboxFilters } from "./use-question-filters";
import { useSelectedQuestion } from "./use-selected-question";
import { Heading, Text } from "@/components/ui/text";

// Loaded on demand, not with the first paint: the detail (composer, notes, saved replies, moderation,
// actions and their dialogs) once a question is opened, the shortcuts overlay after hydration.
const QuestionDetail = dynamic(() => import("./question-detail").then((m) => m.QuestionDetail), {
  loading: () => <Skeleton aria-busy className="h-64 rounded-2xl" />,
});
// The response-time card shows nothing before its own request answers: its code comes with that request.
const ResponseTimeCard = dynamic(() => import("@/components/questions/response-time-card").then((m) => m.ResponseTimeCard), {
  ssr: false,
  loading: () => <Skeleton aria-busy className="h-11 rounded-xl" />,
});
const ShortcutsHelp = dynamic(() => import("./shortcuts-help").then((m) => m.ShortcutsHelp), { ssr: false });
// The sound toggle (a Radix switch) is not needed to paint the list.
const Switch = dynamic(() => import("@/components/ui/switch").then((m) => m.Switch), {
  ssr: false,
  loading: () => <span aria-hidden className="inline-block h-6 w-11 rounded-full bg-slate-200" />,
});

/** List and detail: two screens on a phone, side by side from lg up. */
export function QuestionsView({ myUserId }: { myUserId: string }) {
  const t = useTranslations("questions");
  const { role, nickname, accounts, workspaceId } = useAccount();
  // `account=all`: one list across the person's accounts; each row acts with its own account (below).
  const allAccounts = useAllAccounts();
  const client = useQueryClient();
  const [filters, setFilters] = useInboxFilters();
  const [selectedId, select] = useSelectedQuestion();
  const [isHelpOpen, setHelpOpen] = useState(false);
  const query = useQuestions(filters);
  const hiding = usePendingHidden();
  const questions = useMemo(
    () => (query.data?.pages.flatMap((p) => p.questions) ?? []).filter((q) => !hiding.has(q.id)),
    [query.data, hiding],
  );
  // Across accounts the list's own actions (bulk hide, shortcuts on the list) are off: they would need one
  // account; the open question acts with its account and the role held there.
  const canAct = !allAccounts && role !== "viewer";
  const selectedAccount = allAccounts ? questions.find((q) => q.id === selectedId)?.accountId : undefined;
  const detailCanAct = allAccounts
    ? accounts.find((a) => a.workspaceId === selectedAccount)?.role !== "viewer" && Boolean(selectedAccount)
    : canAct;
  const { synced, syncFailure, resync } = useQuestionEvents();
  const arrivals = useNewQuestions({ synced, myUserId, selectedId });
  useInboxShortcuts({
    questions,
    select,
    canAct,
    myUserId,
    account: workspaceId,
    openHelp: () => setHelpOpen(true),
    fetchMore: () => void query.fetchNextPage(),
  });

  const { markOpened } = arrivals;
  useEffect(() => {
    if (selectedId) markOpened(selectedId);
  }, [selectedId, markOpened]);

  // On a phone the question covers the list, and the page scrolls with the question: "Back to questions"
  // puts the page back where it was. The list keeps its own place because it stays laid out underneath
  // (invisible, not display:none): hidden with display:none its rows measured 0 px, the virtualizer
  // re-measured them on the way back and the list landed 100+ px away, or on other rows.
  const listScrollRef = useRef<HTMLDivElement>(null);
  const savedWindowY = useRef<number | null>(null);
  const open = useCallback(
    (id: string) => {
      if (!selectedId) savedWindowY.current = window.scrollY;
      select(id);
      if (!window.matchMedia("(min-width: 64rem)").matches) window.scrollTo(0, 0);
    },
    [select, selectedId],
  );
  useLayoutEffect(() => {
    if (selectedId || savedWindowY.current === null) return;
    window.scrollTo(0, savedWindowY.current);
    savedWindowY.current = null;
  }, [selectedId]);

  // After my answer is published, or after I hide or delete the open question, the next question opens (the
  // one below it in the list I was working through).
  const following = useRef<{ from: string; next: string | null } | null>(null);
  useEffect(() => {
    const index = selectedId ? questions.findIndex((q) => q.id === selectedId) : -1;
    if (index >= 0) following.current = { from: selectedId!, next: questions[index + 1]?.id ?? questions[index - 1]?.id ?? null };
  }, [questions, selectedId]);
  const current = useRef(selectedId);
  useEffect(() => {
    current.current = selectedId;
  }, [selectedId]);
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        const key = event.mutation.options.mutationKey;
        if (key?.[0] !== ANSWER_MUTATION) return;
        const answered = String(key[1]);
        toast.success(t("arrivals.published"));
        const next = following.current;
        // After the composer's own success handling (it clears the draft) has run.
        if (next?.from === answered && next.next && current.current === answered) window.setTimeout(() => select(next.next, true), 0);
      }),
    [client, select, t],
  );

  /** The open question left the list (hidden, deleted): open the next one, unless I have already moved elsewhere. */
  const moveOn = useCallback(
    (from: string) => {
      if (current.current !== from) return;
      const next = following.current;
      select(next?.from === from ? next.next : null, true);
    },
    [select],
  );

  const total = query.data?.pages[0]?.total;
  // An empty inbox on an account with no listings is not "nice work": buyers have nowhere to ask.
  const listings = useOwnListings("limit=1", !allAccounts && synced && total === 0);
  const hasNoListings = listings.data?.paging.total === 0;
  return (
    // Below lg both screens share one grid cell, the question over the (invisible) list.
    <div className="grid grid-cols-[minmax(0,1fr)] lg:h-[calc(100dvh-6.5rem)] lg:grid-cols-[minmax(22rem,28rem)_1fr] lg:gap-4">
      <section
        aria-labelledby="inbox-title"
        data-inbox-synced={synced ? "true" : undefined}
        className={`${selectedId ? "invisible lg:visible" : ""} col-start-1 row-start-1 flex h-[calc(100dvh-10.5rem)] min-h-0 flex-col gap-3 md:h-[calc(100dvh-6.5rem)] lg:col-start-auto lg:row-start-auto lg:h-full`}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <Heading as="h1" variant="page" id="inbox-title">
            {t("title")}
          </Heading>
          <div className="flex items-center gap-3">
            {total !== undefined && <Text>{t(query.data?.pages[0]?.totalCapped ? "countCapped" : "count", { count: total })}</Text>}
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700 md:min-h-0">
              <Switch checked={arrivals.sound} onCheckedChange={arrivals.setSound} aria-label={t("arrivals.sound")} />
              <span aria-hidden>{t("arrivals.soundShort")}</span>
            </label>
          </div>
        </div>
        {allAccounts && <Text>{t("allAccounts.notice", { count: accounts.length })}</Text>}
        {!allAccounts && role === "viewer" && (
          <Text variant="body" className="rounded-xl bg-slate-100 p-3">
            {t("viewerNotice")}
          </Text>
        )}
        {!allAccounts && <ResponseTimeCard />}
        <InboxFilters filters={filters} onChange={setFilters} />
        <AgeLegend />
        {/* The opening sweep failed: the list is our copy only (empty on a new workspace), and this says why. */}
        {syncFailure && <SyncNotice error={syncFailure} hasCopy={!query.data?.pages[0]?.importing} onRetry={resync} />}
        <QuestionList
          query={query}
          questions={questions}
          selectedId={selectedId}
          onSelect={open}
          myUserId={myUserId}
          canAct={canAct}
          scrollRef={listScrollRef}
          arrivals={arrivals}
          onShowNewElsewhere={() => setFilters({ ...filters, status: "UNANSWERED", sort: "newest" })}
          empty={
            hasNoListings ? (
              <EmptyState title={t("noListings.title")} description={t("noListings.body", { nickname })} className="p-6 sm:p-6" />
            ) : syncFailure && query.data?.pages[0]?.importing ? (
              <></>
            ) : undefined
          }
        />
      </section>
      <section
        aria-label={t("detail.label")}
        className={`${selectedId ? "block" : "hidden lg:block"} col-start-1 row-start-1 min-h-0 lg:col-start-auto lg:row-start-auto lg:overflow-y-auto`}
      >
        {selectedId && selectedAccount ? (
          <RowAccountProvider key={selectedId} accountId={selectedAccount}>
            <QuestionDetail
              id={selectedId}
              myUserId={myUserId}
              canAct={detailCanAct}
              onBack={() => select(null)}
              onGone={() => moveOn(selectedId)}
              onRestored={() => select(selectedId)}
            />
          </RowAccountProvider>
        ) : selectedId && !allAccounts ? (
          <QuestionDetail
            key={selectedId}
            id={selectedId}
            myUserId={myUserId}
            canAct={canAct}
            onBack={() => select(null)}
            onGone={() => moveOn(selectedId)}
            onRestored={() => select(selectedId)}
          />
        ) : selectedId && query.isPending ? (
          <Skeleton aria-busy className="h-64 rounded-2xl" />
        ) : (
          <EmptyState title={t("detail.empty")} description={t("shortcuts.hint")} className="hidden h-full justify-center p-8 lg:flex" />
        )}
      </section>
      <ShortcutsHelp open={isHelpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
