"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { useDraft } from "@/components/composer/use-draft";
import { useAccount } from "@/components/shell/account-context";
import { newIdempotencyKey, useSendMessage } from "@/lib/queries/sales";
import { sendSalePresence } from "@/lib/queries/use-sales-events";
import { SELLER_MESSAGE_MAX, type SaleDetail } from "@/lib/schemas/sales";
import { contactKinds, precheckContactData } from "@/lib/moderation/precheck";
import { SavedReplyChips } from "../../../../components/composer/saved-reply-chips";
import { useUnfilledMessage } from "@/components/composer/unfilled-message";
import { fillVariables, saleValues } from "@/lib/replies/variables";
import { SaleSendRow } from "./sale-send-row";
import { SendError } from "./send-error";
import { useRefusedSend } from "./use-refused-send";
import { controlClass } from "@/components/ui/control";
import { cn } from "@/lib/cn";

/** The ordinary messages resource: 350 characters, no reasons or caps. */
export function PlainComposer({ detail, banner }: { detail: SaleDetail; banner: string }) {
  const t = useTranslations("sales.composer");
  const { nickname } = useAccount();
  const [text, setText, clearDraft] = useDraft(`sale:${detail.sale.id}`);
  const [key, setKey] = useState(newIdempotencyKey);
  const lastTyping = useRef(0);
  const send = useSendMessage(detail.sale.id);
  const lock = useRefusedSend(detail.sale.id);
  const values = useMemo(
    () => saleValues({ sale: detail.sale, sellerName: nickname, siteId: detail.siteId }),
    [detail.sale, nickname, detail.siteId],
  );
  // What the buyer would read: variables typed by hand are filled too; any left unfilled block the send.
  const filled = useMemo(() => fillVariables(text, values), [text, values]);
  const unfilledMessage = useUnfilledMessage(filled.unfilled);
  // Plain messages are moderated like answers (links included): warn before the send, not after.
  const kinds = useMemo(() => contactKinds(precheckContactData(filled.text)), [filled.text]);
  const [isWarning, setWarning] = useState(false);
  const canSend =
    text.trim().length > 0 &&
    filled.text.length <= SELLER_MESSAGE_MAX &&
    filled.unfilled.length === 0 &&
    !send.isPending &&
    !lock.isWaiting;

  // The in-flight guard stops a double click before React re-renders the disabled button.
  const inFlight = useRef(false);
  const submit = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    send.mutate(
      { idempotencyKey: key, text: filled.text.trim() },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: () => {
          setWarning(false);
          clearDraft();
          setKey(newIdempotencyKey());
          lock.reset();
        },
        onError: (error) => lock.onError(error, submit),
      },
    );
  };
  const trySend = () => (kinds.length > 0 ? setWarning(true) : submit());
  const type = (next: string) => {
    setWarning(false);
    setText(next);
    if (Date.now() - lastTyping.current > 3_000) {
      lastTyping.current = Date.now();
      sendSalePresence(detail.sale.id, "typing");
    }
  };

  return (
    <section aria-labelledby="plain-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <h2 id="plain-title" className="font-semibold">
        {t("plainTitle")}
      </h2>
      <p className="rounded-lg bg-sky-50 p-2 text-sm text-sky-900">{banner}</p>
      {send.isError && <SendError error={send.error} isRetrying={lock.isWaiting} retryAt={lock.retryAt} siteId={detail.siteId} />}
      <SavedReplyChips context="sale" onPick={(body) => type(fillVariables(body, values).text)} />
      <label htmlFor="plain-text" className="sr-only">
        {t("textLabel")}
      </label>
      <textarea
        id="plain-text"
        value={text}
        onChange={(e) => type(e.target.value)}
        rows={3}
        aria-describedby="plain-count"
        aria-invalid={filled.text.length > SELLER_MESSAGE_MAX || unfilledMessage !== null || undefined}
        className={cn(controlClass, "min-h-24 p-3 text-base md:text-base")}
        placeholder={t("plainPlaceholder")}
      />
      <SaleSendRow
        id="plain"
        textId="plain-text"
        length={filled.text.length}
        canSend={canSend}
        isPending={send.isPending}
        onSend={trySend}
        blocked={unfilledMessage}
        warning={{ kinds, isOpen: isWarning, onClose: () => setWarning(false), onContinue: submit }}
      />
    </section>
  );
}
