"use client";

import { useAccount } from "@/components/shell/account-context";
import { useBuyerLabel } from "@/components/patterns/use-buyer-label";
import { ArrowLeft, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { AgeBadge } from "@/components/questions/age-badge";
import { Countdown } from "@/components/questions/countdown";
import { explainError, useErrorText } from "@/components/patterns/explain-error";
import { ItemSummary } from "@/components/questions/item-summary";
import { ListingEditorDisclosure } from "@/components/listings/listing-editor-disclosure";
import { PresenceBadge } from "@/components/questions/presence-badge";
import { ErrorState } from "@/components/patterns/error-state";
import { NotFoundState } from "@/components/patterns/not-found-state";
import { isMarketplaceId } from "@/lib/schemas/ids";
import { backLinkClass } from "@/components/patterns/page-header";
import { Alert } from "@/components/ui/alert";
import { cardClass } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useQuestion } from "@/lib/queries/questions";
import { AnswerComposer } from "./answer-composer";
import { KeptDraft } from "./kept-draft";
import { COMPOSER_ID } from "./composer-id";
import { MoreActions } from "./more-actions";
import { FOCUS_PARAM, clearFocusParam } from "./use-selected-question";
import { useMediaQuery } from "@/lib/use-media-query";
import { AssignMenu } from "./assign-menu";
import { NotesPanel } from "./notes-panel";
import { QuestionActions } from "./question-actions";
import { usePresenceHeartbeat } from "@/lib/queries/use-presence-heartbeat";
import { QuestionThread } from "./question-thread";
import { Heading, Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";

type Props = {
  id: string;
  myUserId: string;
  canAct: boolean;
  onBack: () => void;
  /** The question left the list (hidden, deleted): the inbox moves on to the next one. */
  onGone: () => void;
  /** Undo brought a hidden question back: the inbox reopens it. */
  onRestored: () => void;
};

/** The question is no longer there: said in place of the detail, with no retry. */
const GONE = ["not_found", "question_deleted"];

/** One question with everything needed to answer it well: item, earlier thread, notes, composer. */
export function QuestionDetail({ id, myUserId, canAct, onBack, onGone, onRestored }: Props) {
  const t = useTranslations("questions");
  const buyerName = useBuyerLabel();
  const errorText = useErrorText("questions");
  // ?question=<not an id> (a mistyped or truncated link): nothing to ask the API, and nothing to retry.
  const valid = isMarketplaceId(id);
  // The question's account: in the all-accounts inbox this pane's RowAccountProvider makes it the row's.
  const account = useAccount().workspaceId;
  const { data: question, error, isPending, refetch } = useQuestion(valid ? id : null, account);

  // Tell teammates I am looking at this one, until I move on or close the tab.
  usePresenceHeartbeat(valid ? id : null, account);
  // On a phone (below md) the composer comes right after the question, before everything else.
  const isPhone = !useMediaQuery("(min-width: 48rem)");
  // ?focus=answer (a notification, a link): the composer takes the focus once it is there, once.
  const wantsFocus = useSearchParams().get(FOCUS_PARAM) === "answer";
  const hasComposer = canAct && question?.status === "UNANSWERED";
  useEffect(() => {
    if (!wantsFocus || !hasComposer) return;
    const box = document.getElementById(COMPOSER_ID);
    if (!box) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView({ block: "nearest" });
    clearFocusParam();
  }, [wantsFocus, hasComposer]);

  if (!valid) return <NotFoundState title={t("detail.notFound")} back={{ onClick: onBack, label: t("detail.back") }} />;
  const back = (
    <button type="button" onClick={onBack} className={cn(backLinkClass, "lg:hidden")}>
      <ArrowLeft aria-hidden className="size-4" />
      {t("detail.back")}
    </button>
  );
  if (isPending)
    return (
      <div className={stack({ gap: 3 })}>
        {back}
        <Skeleton aria-busy className="h-64 rounded-2xl" />
      </div>
    );
  if (error || !question)
    return (
      <div className={stack({ gap: 3 })}>
        {back}
        {!error || GONE.includes(explainError(error).code) ? (
          <Alert tone="danger">{errorText(error)}</Alert>
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )}
      </div>
    );

  const isUnanswered = question.status === "UNANSWERED";
  // A viewer (say, demoted while writing) gets no composer, but keeps the draft they had typed.
  const composer = canAct ? (
    <AnswerComposer question={question} isOpen={isUnanswered} />
  ) : (
    isUnanswered && <KeptDraft questionId={question.id} />
  );
  return (
    <article aria-labelledby="question-text" className={cn(cardClass, "flex min-h-full flex-col gap-4 p-4 lg:p-5")}>
      {back}
      <header className={stack({ gap: 2 })}>
        <Text as="div" className={cluster({ align: "center" })}>
          <span className="inline-flex items-center gap-1 font-medium text-slate-800">
            <UserRound aria-hidden className="size-4" />
            {buyerName(question.asker)}
          </span>
          <AgeBadge dateCreated={question.dateCreated} status={question.status} />
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
            {t.has(`filters.statuses.${question.status}`) ? t(`filters.statuses.${question.status}`) : question.status}
          </span>
          <PresenceBadge questionId={id} myUserId={myUserId} announce />
        </Text>
        <Heading variant="title" id="question-text">
          {question.text || t("row.noText")}
        </Heading>
        {isUnanswered && <Countdown dateCreated={question.dateCreated} />}
      </header>
      {/* In a plain box on a phone: the composer's own layout (pushed to the bottom, sticky) is for wide screens. */}
      {isPhone && composer && <div>{composer}</div>}
      <ItemSummary item={question.item} size="lg" />
      {question.item && <ListingEditorDisclosure itemId={question.item.id} canEdit={canAct} />}
      {canAct ? (
        <MoreActions>
          <AssignMenu question={question} myUserId={myUserId} canAct={canAct} />
          <QuestionActions question={question} onGone={onGone} onRestored={onRestored} />
        </MoreActions>
      ) : (
        <div className={cluster({ align: "center" })}>
          <AssignMenu question={question} myUserId={myUserId} canAct={canAct} />
        </div>
      )}
      <QuestionThread thread={question.thread} />
      {question.answer && (
        <section aria-labelledby="answer-title" className="rounded-xl bg-green-50 p-3">
          <h3 id="answer-title" className="text-sm font-semibold text-green-900">
            {t("detail.answer")}
          </h3>
          <p className="mt-1 whitespace-pre-wrap text-slate-900">{question.answer.text}</p>
          {question.answeredBy && (
            <Text variant="caption" className="mt-1">
              {t("detail.publishedBy", { name: question.answeredBy.name })}
            </Text>
          )}
        </section>
      )}
      <NotesPanel questionId={id} notes={question.notes} canAct={canAct} />
      {!isPhone && composer}
    </article>
  );
}
