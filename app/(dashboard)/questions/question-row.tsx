"use client";

import { useBuyerLabel } from "@/components/patterns/use-buyer-label";
import { MessageSquareText, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { AgeBadge } from "@/components/questions/age-badge";
import { Countdown } from "@/components/questions/countdown";
import { ItemSummary } from "@/components/questions/item-summary";
import { PresenceBadge } from "@/components/questions/presence-badge";
import { AccountRow, RowAccountBadge } from "@/components/shell/row-account";
import type { QuestionSummary } from "@/lib/schemas/questions";
import { Text } from "@/components/ui/text";

type Props = {
  question: QuestionSummary;
  isSelected: boolean;
  /** Arrived while the inbox was open and not opened yet. */
  isNew?: boolean;
  isChecked: boolean;
  onSelect: () => void;
  /** Absent for viewers: they cannot hide questions. */
  onToggle?: () => void;
  myUserId: string;
};

export function QuestionRow(props: Props) {
  // Across accounts each row is formatted with its own account's site (currency, time zone).
  return (
    <AccountRow accountId={props.question.accountId}>
      <Row {...props} />
    </AccountRow>
  );
}

function Row({ question, isSelected, isNew = false, isChecked, onSelect, onToggle, myUserId }: Props) {
  const t = useTranslations("questions");
  const buyerName = useBuyerLabel();
  return (
    <div
      className={`flex gap-1 border-b border-slate-100 ${isSelected ? "bg-brand/25" : isNew ? "bg-blue-50 border-l-4 border-l-blue-600 hover:bg-blue-100" : "hover:bg-slate-50"}`}
    >
      {onToggle && (
        <label className="grid w-11 shrink-0 cursor-pointer place-items-start justify-center pt-3">
          <input
            type="checkbox"
            checked={isChecked}
            onChange={onToggle}
            className="size-5 accent-accent-strong"
            aria-label={t("row.select", { text: question.text.slice(0, 60) })}
          />
        </label>
      )}
      <button
        type="button"
        onClick={onSelect}
        aria-current={isSelected ? "true" : undefined}
        data-testid="question-row"
        data-question-id={question.id}
        data-new={isNew ? "true" : undefined}
        className={`flex min-w-0 flex-1 flex-col gap-1.5 py-3 pr-3 text-left ${onToggle ? "" : "pl-3"}`}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="line-clamp-2 font-medium text-slate-900">
            {isNew && (
              <span className="mr-1.5 inline-block rounded-full bg-blue-700 px-1.5 py-px align-[1px] text-xs font-semibold text-white">
                {t("arrivals.badge")}
              </span>
            )}
            {question.text || t("row.noText")}
          </span>
          <AgeBadge dateCreated={question.dateCreated} status={question.status} />
        </span>
        <ItemSummary item={question.item} />
        <Text as="span" variant="caption" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {/* The all-accounts inbox says whose question each row is (nickname and site). */}
          <RowAccountBadge accountId={question.accountId} />
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden className="size-3" />
            {buyerName(question.asker)}
            {question.earlierCount > 0 && <span className="text-slate-500">· {t("row.earlier", { count: question.earlierCount })}</span>}
          </span>
          {question.assignee && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">
              {t("row.assignee", { name: question.assignee.name })}
            </span>
          )}
          {question.noteCount > 0 && (
            <span className="inline-flex items-center gap-1">
              <MessageSquareText aria-hidden className="size-3" />
              {t("row.notes", { count: question.noteCount })}
            </span>
          )}
          <PresenceBadge questionId={question.id} myUserId={myUserId} />
        </Text>
        {question.status === "UNANSWERED" && (
          <Text as="span" variant="caption">
            <Countdown dateCreated={question.dateCreated} compact />
          </Text>
        )}
      </button>
    </div>
  );
}
