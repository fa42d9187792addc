"use client";

import { useAccount } from "@/components/shell/account-context";
import { History } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useSuggestions } from "@/lib/queries/suggestions";
import { fillVariables, type VariableValues } from "@/lib/replies/variables";
import type { Suggestion } from "@/lib/schemas/suggestions";

/**
 * What a tap hands the composer: the text to insert, for a saved reply's answer its template (kept on send),
 * and where it comes from (an answer from another item may state facts that are false here).
 */
export type PickedSuggestion = { text: string; template: string | null; source: Suggestion["source"] };

/**
 * Up to three answers the seller already gave to similar questions, above the answer composer, best first
 * (GET /api/questions/:id/suggestions). A tap hands the text to the composer, which inserts it for editing:
 * nothing is ever sent from here. A past answer sent from a saved reply comes back filled for this question
 * (`values`); a variable that cannot be filled stays in the text, where the composer names it and blocks
 * sending, as for a saved reply. Loading and failing never block typing: this strip only adds.
 */
export function AnswerSuggestions({
  questionId,
  values,
  onPick,
}: {
  questionId: string;
  values: VariableValues<"question">;
  onPick: (picked: PickedSuggestion) => void;
}) {
  const t = useTranslations("questions.suggestions");
  const { data, isPending, isError, refetch, isFetching } = useSuggestions(questionId, true, useAccount().workspaceId);
  const offered = useMemo(
    () => (data?.suggestions ?? []).map((s) => ({ ...s, text: s.template ? fillVariables(s.template, values).text : s.answer }) as Offered),
    [data, values],
  );

  return (
    <section aria-labelledby="suggestions-title" aria-busy={isPending || undefined} className="flex flex-col gap-1.5">
      <h4 id="suggestions-title" className="flex items-center gap-1.5 text-xs font-semibold text-slate-600">
        <History aria-hidden className="size-3.5" />
        {t("title")}
      </h4>
      {isPending ? (
        <div className="flex gap-2 md:flex-col">
          <Skeleton className="h-14 w-4/5 shrink-0 md:w-full" />
          <Skeleton className="h-14 w-4/5 shrink-0 md:w-full" />
        </div>
      ) : isError ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          {t("failed")}
          <Button variant="link" size="sm" className="px-1 font-normal" loading={isFetching} onClick={() => void refetch()}>
            {t("retry")}
          </Button>
        </p>
      ) : offered.length === 0 ? (
        <p className="text-sm text-slate-600">{t("none")}</p>
      ) : (
        // Phones: one swipeable row, so the composer stays near the top; wider screens: a short list.
        <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
          {offered.map((s) => (
            <li key={s.questionId} className="w-[85%] shrink-0 snap-start md:w-auto">
              <SuggestionCard suggestion={s} onPick={() => onPick({ text: s.text, template: s.template, source: s.source })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Offered = Suggestion & { text: string };

function SuggestionCard({ suggestion, onPick }: { suggestion: Offered; onPick: () => void }) {
  const t = useTranslations("questions.suggestions");
  return (
    <button
      type="button"
      onClick={onPick}
      data-testid="suggestion"
      className="flex min-h-11 w-full flex-col gap-0.5 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-left transition-colors hover:border-accent hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <span className="sr-only">{t("insert")}: </span>
      <span className="line-clamp-2 text-sm text-slate-900">{suggestion.text}</span>
      <span className="flex min-w-0 items-baseline gap-1.5 text-xs text-slate-600">
        <span className={cn("shrink-0 font-medium", suggestion.source === "item" && "text-accent-strong")}>
          {t(`source.${suggestion.source}`)}
        </span>
        <span aria-hidden>·</span>
        <span className="truncate">{t("answeredTo", { question: suggestion.question })}</span>
      </span>
    </button>
  );
}
