"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { AnswerSuggestions, type PickedSuggestion } from "@/components/composer/answer-suggestions";
import { ContactWarning } from "@/components/moderation/contact-warning";
import { ComposerSendRow } from "@/components/patterns/composer-send-row";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control";
import { cn } from "@/lib/cn";
import { contactKinds, precheckContactData } from "@/lib/moderation/precheck";
import { fillVariables, questionValues } from "@/lib/replies/variables";
import { useUnfilledMessage } from "@/components/composer/unfilled-message";
import { useDraft } from "@/components/composer/use-draft";
import { useAccount } from "@/components/shell/account-context";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { useAnswerQuestion } from "@/lib/queries/question-actions";
import { sendPresence } from "@/lib/queries/presence-store";
import { ANSWER_MAX_LENGTH, type QuestionDetail } from "@/lib/schemas/questions";
import { ComposerError } from "./composer-error";
import { ComposerReview } from "./composer-review";
import { SavedReplyChips } from "../../../components/composer/saved-reply-chips";
import { UnsentDraft } from "./unsent-draft";
import { COMPOSER_ID } from "./composer-id";
import { factsToCheck, type FactKind } from "@/lib/questions/answer-facts";
import { SuggestionFactCheck } from "./suggestion-fact-check";
import { RateLimitNotice } from "@/components/composer/rate-limit-notice";
import { useRateLimitRetry } from "@/components/composer/use-rate-limit-retry";

const TYPING_EVERY_MS = 3_000;

/**
 * Answers are public and cannot be edited, so writing ends in a review step. The text is a draft
 * (kept across reloads) until the marketplace accepts it; a failed send leaves it where it was.
 */
export function AnswerComposer({ question, isOpen }: { question: QuestionDetail; isOpen: boolean }) {
  const t = useTranslations("questions.composer");
  const { nickname, siteId, workspaceId } = useAccount();
  // Across accounts the list mixes sellers: the composer says which one publishes (on a phone nothing else does).
  const allAccounts = useAllAccounts();
  const [text, setText, clearDraft] = useDraft(question.id);
  const [step, setStep] = useState<"write" | "warn" | "review">("write");
  // When I started: the server refuses the send if a teammate answered after this moment.
  const [openedAt] = useState(() => new Date().toISOString());
  // One key per composer session: the server turns repeats of this send into the first one's result.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // Set synchronously on the first click, before React re-renders the button as disabled.
  const inFlight = useRef(false);
  const lastTyping = useRef(0);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The saved reply (with its {variables}) last put in the box: sent along while the text is still it, filled,
  // so a later suggestion built from this answer is filled anew for its own buyer.
  const [template, setTemplate] = useState<string | null>(null);
  // A suggestion from another item stating shipping, stock, price or availability, as it was put in the box:
  // Review waits until the text is edited or its facts are confirmed (issue 58 item 4).
  const [factCheck, setFactCheck] = useState<{ text: string; kinds: FactKind[] } | null>(null);
  const answer = useAnswerQuestion(question.id, workspaceId);
  // A 429: nothing was published; the review stays, says so and tries again by itself (same idempotency key).
  const rateLimit = useRateLimitRetry();
  const values = useMemo(() => questionValues({ question, sellerName: nickname, siteId }), [question, nickname, siteId]);
  // What the buyer would read: variables typed by hand are filled too; any left unfilled block the review.
  const filled = useMemo(() => fillVariables(text, values), [text, values]);
  const kinds = useMemo(() => contactKinds(precheckContactData(filled.text)), [filled.text]);
  const unfilledMessage = useUnfilledMessage(filled.unfilled);

  if (!isOpen && !text && !answer.isError) return null;
  const length = filled.text.length;
  const isTooLong = length > ANSWER_MAX_LENGTH;
  const needsFactCheck = factCheck !== null && factCheck.text === text;
  const canReview = text.trim().length > 0 && !isTooLong && filled.unfilled.length === 0 && !needsFactCheck;

  const publish = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const isTemplateText = template !== null && fillVariables(template, values).text.trim() === filled.text.trim();
    answer.mutate(
      { text: filled.text.trim(), composerOpenedAt: openedAt, idempotencyKey, template: isTemplateText ? template : undefined },
      {
        onSuccess: () => {
          rateLimit.reset();
          clearDraft();
        },
        onError: (error) => {
          if (!rateLimit.onError(error, publish)) setStep("write");
        },
        onSettled: () => (inFlight.current = false),
      },
    );
  };
  // Contact data is moderated by the marketplace after the send: ask before the review, not after.
  const review = () => canReview && setStep(kinds.length > 0 ? "warn" : "review");
  const type = (next: string) => {
    setText(next);
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      sendPresence(question.id, "typing", workspaceId);
    }
  };
  const pickReply = (body: string) => {
    const picked = fillVariables(body, values);
    setText(picked.text);
    setTemplate(body);
    // A saved reply is already worded: go straight to the review, one tap from publishing, unless a
    // variable could not be filled here (it stays in the text box, named under it).
    if (picked.text.trim() && picked.text.length <= ANSWER_MAX_LENGTH && picked.unfilled.length === 0) setStep("review");
  };
  // A suggestion into an empty box is a worded answer, like a saved reply: straight to the review, one tap
  // from publishing (Edit there reopens it for editing). Added to a typed draft it goes below it, so no typed
  // word is lost, and waits in the box for editing with the caret at its end.
  const pickSuggestion = (picked: PickedSuggestion) => {
    const isDraftEmpty = !text.trim();
    const next = isDraftEmpty ? picked.text : `${text.trimEnd()}\n\n${picked.text}`;
    setText(next);
    setTemplate(isDraftEmpty ? picked.template : null);
    const facts = factsToCheck(picked);
    setFactCheck(facts.length > 0 ? { text: next, kinds: facts } : null);
    const ready = fillVariables(next, values);
    if (facts.length === 0 && isDraftEmpty && ready.text.trim() && ready.text.length <= ANSWER_MAX_LENGTH && ready.unfilled.length === 0) {
      // Contact data is asked about first, as for a typed answer.
      return setStep(contactKinds(precheckContactData(ready.text)).length > 0 ? "warn" : "review");
    }
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.length, next.length);
    });
  };
  // Ctrl/⌘+Enter opens the review and nothing more: a second (or a held key's repeat) must not publish
  // unseen. In the review, focus is on Publish, so a plain Enter (or a click) is the deliberate send.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      if (step === "write" && !e.repeat) review();
    }
  };

  // Sticky from md up, where the screen has room for the thread and notes above it; on a phone it would
  // cover a third of the screen, so there it follows the notes and scrolls with them.
  return (
    <section
      aria-labelledby="composer-title"
      onKeyDown={onKeyDown}
      className="-mx-4 mt-auto flex flex-col gap-2 border-t border-slate-200 bg-white px-4 pt-3 pb-3 md:sticky md:bottom-0 md:shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.15)] lg:-mx-5 lg:px-5"
    >
      <h3 id="composer-title" className="sr-only">
        {t("title")}
      </h3>
      {allAccounts && isOpen && (
        <p data-testid="composer-account" className="text-sm font-medium text-slate-700">
          {t("answersAs", { account: nickname, site: siteId })}
        </p>
      )}
      {rateLimit.retryAt !== null ? (
        <RateLimitNotice retryAt={rateLimit.retryAt} siteId={siteId} />
      ) : (
        answer.isError && <ComposerError error={answer.error} />
      )}
      {!isOpen ? (
        <UnsentDraft text={text} onDiscard={clearDraft} />
      ) : step === "warn" ? (
        <ContactWarning kinds={kinds} onEdit={() => setStep("write")} onContinue={() => setStep("review")} />
      ) : step === "review" ? (
        <ComposerReview
          text={filled.text.trim()}
          isPending={answer.isPending}
          isWaiting={rateLimit.retryAt !== null}
          onEdit={() => {
            rateLimit.reset();
            setStep("write");
          }}
          onPublish={publish}
        />
      ) : (
        <>
          <AnswerSuggestions questionId={question.id} values={values} onPick={pickSuggestion} />
          {needsFactCheck && (
            <SuggestionFactCheck
              kinds={factCheck.kinds}
              onConfirm={() => {
                setFactCheck(null);
                // Confirmed: on to the review as a suggestion without such facts goes (Review's own checks).
                if (text.trim() && !isTooLong && filled.unfilled.length === 0) setStep(kinds.length > 0 ? "warn" : "review");
              }}
            />
          )}
          <SavedReplyChips context="question" onPick={pickReply} />
          <label htmlFor={COMPOSER_ID} className="sr-only">
            {t("label")}
          </label>
          <textarea
            ref={textarea}
            id={COMPOSER_ID}
            value={text}
            onChange={(e) => type(e.target.value)}
            rows={3}
            placeholder={t("placeholder")}
            aria-describedby="composer-count composer-hint"
            aria-invalid={isTooLong || unfilledMessage !== null || undefined}
            className={cn(controlClass, "max-h-[40dvh] min-h-24 resize-y p-3 text-base md:text-base")}
          />
          <ComposerSendRow
            id="composer"
            count={{ length, limit: ANSWER_MAX_LENGTH }}
            hint={t("hint")}
            blocked={needsFactCheck ? t("factCheckBlocked") : text.trim() ? unfilledMessage : t("empty")}
            blockedTone={text.trim() ? "danger" : "muted"}
          >
            {/* Why Review is off is said next to it (too long, or empty), not left for the user to guess. */}
            <Button disabled={!canReview} aria-describedby={canReview ? undefined : "composer-blocked"} onClick={review} className="px-5">
              {t("review")}
            </Button>
          </ComposerSendRow>
        </>
      )}
    </section>
  );
}
