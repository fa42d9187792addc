"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { ContactWarning } from "@/components/moderation/contact-warning";
import { useDraft } from "@/components/composer/use-draft";
import { ErrorState } from "@/components/patterns/error-state";
import { ComposerSendRow } from "@/components/patterns/composer-send-row";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control";
import { cn } from "@/lib/cn";
import { contactKinds, precheckContactData } from "@/lib/moderation/precheck";
import { useSendClaimMessage } from "@/lib/queries/claims";
import { CLAIM_MESSAGE_MAX, MESSAGE_ACTIONS, type ClaimPage } from "@/lib/schemas/claim-page";

/**
 * The message to the claim's other side: the buyer, or in a dispute Mercado Libre's mediator, named above
 * the box and switched by the claim's stage (the page re-reads, so the recipient follows the claim). The
 * moderation pre-check (contact data, links, asking the buyer to close the claim) warns before sending.
 */
export function ClaimComposer({ page }: { page: ClaimPage }) {
  const t = useTranslations("claims.page");
  const receiver = page.receiver;
  const [text, setText, clearDraft] = useDraft(`claim:${page.claim.id}`);
  const send = useSendClaimMessage(page.claim.id);
  const [sent, setSent] = useState<string | null>(null);
  const kinds = useMemo(() => contactKinds(precheckContactData(text)), [text]);
  const [isWarning, setWarning] = useState(false);
  const inFlight = useRef(false);
  const offered = page.claim.actions.some((a) => a.action === MESSAGE_ACTIONS[receiver]);
  if (!offered) return <p className="rounded-xl bg-slate-100 p-3">{t("cannotWrite")}</p>;

  const trimmed = text.trim();
  const canSend = trimmed.length > 0 && trimmed.length <= CLAIM_MESSAGE_MAX && !send.isPending;
  const submit = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setWarning(false);
    send.mutate(
      { text: trimmed, receiver },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: () => {
          setSent(trimmed);
          clearDraft();
        },
      },
    );
  };
  const to = receiver === "mediator" ? t("composerToMediator") : t("composerToBuyer");
  return (
    <section aria-labelledby="claim-composer-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <h2 id="claim-composer-title" className="font-semibold" data-testid="composer-recipient" data-receiver={receiver}>
        {t("composerTo", { to })}
      </h2>
      {send.isError && <ErrorState error={send.error} onRetry={submit} />}
      {sent && !send.isError && (
        <p role="status" className="rounded-lg bg-emerald-50 p-2 text-sm text-emerald-900">
          {t("sent")} <q className="italic">{sent}</q>
        </p>
      )}
      <label htmlFor="claim-text" className="sr-only">
        {t("composerLabel")}
      </label>
      <textarea
        id="claim-text"
        value={text}
        onChange={(e) => {
          setWarning(false);
          setSent(null);
          setText(e.target.value);
        }}
        rows={3}
        aria-describedby="claim-count"
        aria-invalid={trimmed.length > CLAIM_MESSAGE_MAX || undefined}
        className={cn(controlClass, "min-h-24 p-3 text-base md:text-base")}
        placeholder={t("composerPlaceholder")}
      />
      <ComposerSendRow id="claim" count={{ length: trimmed.length, limit: CLAIM_MESSAGE_MAX }} blocked={trimmed ? null : t("empty")}>
        <Button
          onClick={() => (kinds.length > 0 ? setWarning(true) : submit())}
          disabled={!canSend || isWarning}
          loading={send.isPending}
          className="min-h-11 px-5"
        >
          {send.isPending ? t("sending") : t("send")}
        </Button>
      </ComposerSendRow>
      {isWarning && (
        <ContactWarning
          kinds={kinds}
          onEdit={() => {
            setWarning(false);
            document.getElementById("claim-text")?.focus();
          }}
          onContinue={submit}
        />
      )}
    </section>
  );
}
