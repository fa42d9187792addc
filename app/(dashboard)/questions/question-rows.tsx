"use client";

import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { ArrowDown } from "lucide-react";
import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { EmptyState } from "@/components/patterns/empty-state";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { QuestionListData } from "@/lib/queries/questions";
import type { QuestionSummary } from "@/lib/schemas/questions";
import { BulkHideBar } from "./bulk-hide-bar";
import { ImportingState } from "./importing-state";
import { QuestionRow } from "./question-row";
import type { NewQuestions } from "./use-new-questions";

export type QuestionListProps = {
  query: UseInfiniteQueryResult<QuestionListData>;
  questions: QuestionSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  myUserId: string;
  canAct: boolean;
  /** The scrolling box: the inbox puts the reader back where they were after "Back to questions". */
  scrollRef: RefObject<HTMLDivElement | null>;
  arrivals: Pick<NewQuestions, "highlighted" | "unseen" | "acknowledge">;
  /** The pill's new questions are not in the loaded part of this list: show them another way (newest first). */
  onShowNewElsewhere: () => void;
  /** What an empty list says instead of the default (an account without listings). */
  empty?: ReactNode;
};

/**
 * The loaded list. Thousands of questions stay smooth: only the visible rows are in the DOM, the next page
 * loads near the end. Its code (the virtualizer, rows, bulk bar) loads beside the first page of data,
 * not with the first paint (question-list.tsx).
 */
export function QuestionRows({
  query,
  questions,
  selectedId,
  onSelect,
  myUserId,
  canAct,
  scrollRef,
  arrivals,
  onShowNewElsewhere,
  empty,
}: QuestionListProps) {
  const t = useTranslations("questions");
  const [checked, setChecked] = useState<Set<string>>(new Set());
  // The virtualizer hands out fresh measurements each render; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: questions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 116,
    overscan: 6,
    // Sizes follow the question, not its position: when a row leaves or arrives the others keep their own
    // measured height (keyed by index, a row took its neighbour's height: gaps and overlaps).
    getItemKey: (index) => questions[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    if (last && last.index >= questions.length - 10 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [last, questions.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Keep the row chosen with j/k in view. Not while a phone shows the question over the list: the list
  // keeps the place the reader left it at, for "Back to questions".
  const selectedIndex = questions.findIndex((q) => q.id === selectedId);
  useEffect(() => {
    const box = scrollRef.current;
    if (selectedIndex < 0 || (box && getComputedStyle(box).visibility === "hidden")) return;
    virtualizer.scrollToIndex(selectedIndex, { align: "auto" });
  }, [selectedIndex, virtualizer, scrollRef]);

  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const showNew = () => {
    const index = questions.findIndex((q) => arrivals.unseen.includes(q.id));
    arrivals.acknowledge();
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "center" });
    else onShowNewElsewhere();
  };
  const pill = (
    <div aria-live="polite" className="empty:hidden">
      {arrivals.unseen.length > 0 && (
        <Button variant="primary" size="sm" className="w-full rounded-full" onClick={showNew}>
          <ArrowDown aria-hidden />
          {t("arrivals.pill", { count: arrivals.unseen.length })}
        </Button>
      )}
    </div>
  );

  if (questions.length === 0)
    return (
      <>
        {pill}
        {empty ??
          // A new workspace's first import is still running (the inbox started it on open): not "no questions".
          (query.data?.pages[0]?.importing ? <ImportingState /> : <EmptyState title={t("empty")} className="p-6 sm:p-6" />)}
      </>
    );

  return (
    <>
      {pill}
      {canAct && checked.size > 0 && <BulkHideBar ids={[...checked]} onDone={() => setChecked(new Set())} />}
      <div ref={scrollRef} className={cn(cardClass, "min-h-0 flex-1 overflow-y-auto p-0")}>
        <ul aria-label={t("listLabel")} className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((row) => {
            const question = questions[row.index]!;
            return (
              <li
                key={question.id}
                data-index={row.index}
                ref={virtualizer.measureElement}
                // -1: the set's size is unknown (the all-accounts inbox stops counting at 1,000).
                aria-setsize={query.data?.pages[0]?.totalCapped ? -1 : (query.data?.pages[0]?.total ?? questions.length)}
                aria-posinset={row.index + 1}
                className="absolute inset-x-0 top-0"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <QuestionRow
                  question={question}
                  isSelected={question.id === selectedId}
                  isNew={arrivals.highlighted.has(question.id)}
                  isChecked={checked.has(question.id)}
                  onSelect={() => onSelect(question.id)}
                  onToggle={canAct ? () => toggle(question.id) : undefined}
                  myUserId={myUserId}
                />
              </li>
            );
          })}
        </ul>
        {isFetchingNextPage && <p className="p-3 text-center text-sm text-slate-500">{t("loadingMore")}</p>}
      </div>
    </>
  );
}
