"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useDraft } from "@/components/composer/use-draft";
import { useAccount } from "@/components/shell/account-context";
import { newIdempotencyKey, useSendOption, type OptionSend } from "@/lib/queries/sales";
import { sendSalePresence } from "@/lib/queries/use-sales-events";
import { SELLER_MESSAGE_MAX, type Guide, type SaleDetail } from "@/lib/schemas/sales";
import { contactKinds, precheckContactData } from "@/lib/moderation/precheck";
import { SavedReplyChips } from "../../../../components/composer/saved-reply-chips";
import { useUnfilledMessage } from "@/components/composer/unfilled-message";
import { fillVariables, saleValues } from "@/lib/replies/variables";
import { DeliveryPromise, type Promise_ } from "./delivery-promise";
import { ReasonPicker, whyDisabled, type ReasonId } from "./reason-picker";
import { SaleSendRow } from "./sale-send-row";
import { SendError } from "./send-error";
import { useRefusedSend } from "./use-refused-send";
import { controlClass } from "@/components/ui/control";
import { cn } from "@/lib/cn";

const FREE_TEXT: ReasonId[] = ["OTHER", "SEND_INVOICE_LINK"];

/**
 * The action guide's composer: only what will go through can be sent. Template reasons show their
 * fixed text; free-text reasons take 350 characters; a first message (it spends a cap) is confirmed.
 */
export function ReasonComposer({ detail, guide }: { detail: SaleDetail; guide: Guide }) {
  const t = useTranslations("sales.composer");
  const { nickname } = useAccount();
  const saleId = detail.sale.id;
  const [reasonId, setReasonId] = useState<ReasonId | null>(null);
  const [text, setText, clearDraft] = useDraft(`sale:${saleId}`);
  const [promise, setPromise] = useState<Promise_>({ templateId: "TEMPLATE___DELIVERY_PROMISE___2", init: 9, limit: 18 });
  const [key, setKey] = useState(newIdempotencyKey);
  const [isConfirming, setConfirming] = useState(false);
  const send = useSendOption(saleId);
  const lock = useRefusedSend(saleId);
  const reason = guide.reasons.find((r) => r.id === reasonId);
  // The guide may offer one DELIVERY_PROMISE template only (the documentation's sample): the choice is then its.
  const promiseTemplates = guide.reasons.find((r) => r.id === "DELIVERY_PROMISE")?.templates ?? [];
  const chosenPromise =
    promiseTemplates[0] && !promiseTemplates.some((x) => x.id === promise.templateId)
      ? { ...promise, templateId: promiseTemplates[0].id }
      : promise;
  const isFree = reasonId !== null && FREE_TEXT.includes(reasonId);
  const isFirst = detail.sale.state === "can_start";
  const values = useMemo(
    () => saleValues({ sale: detail.sale, sellerName: nickname, siteId: detail.siteId }),
    [detail.sale, nickname, detail.siteId],
  );
  // What the buyer would read: variables typed by hand are filled too; any left unfilled block the send.
  const filled = useMemo(() => fillVariables(text, values), [text, values]);
  const unfilledMessage = useUnfilledMessage(isFree ? filled.unfilled : []);
  const ready =
    reason !== undefined &&
    whyDisabled(reason, detail.sale.shipment.status) === null &&
    (!isFree || (text.trim().length > 0 && filled.text.length <= SELLER_MESSAGE_MAX && filled.unfilled.length === 0)) &&
    !send.isPending &&
    !lock.isWaiting;

  // Free text is moderated after the send: warn first (an invoice message exists to carry its link).
  const kinds = useMemo(
    () => (isFree ? contactKinds(precheckContactData(filled.text, { allowLinks: reasonId === "SEND_INVOICE_LINK" })) : []),
    [isFree, filled.text, reasonId],
  );
  const [isWarning, setWarning] = useState(false);
  const proceed = () => {
    setWarning(false);
    if (isFirst) setConfirming(true);
    else submit();
  };
  const trySend = () => (kinds.length > 0 ? setWarning(true) : proceed());

  const body = (): OptionSend | null => {
    if (!reasonId || !reason) return null;
    if (isFree) return { idempotencyKey: key, optionId: reasonId, text: filled.text.trim() };
    if (reasonId === "DELIVERY_PROMISE")
      return {
        idempotencyKey: key,
        optionId: reasonId,
        templateId: chosenPromise.templateId,
        hours: { init: chosenPromise.init, limit: chosenPromise.limit },
      };
    return { idempotencyKey: key, optionId: reasonId, templateId: reason.templates[0]?.id };
  };
  // The in-flight guard stops a double click before React re-renders the disabled button.
  const inFlight = useRef(false);
  const submit = () => {
    const input = body();
    if (!input || inFlight.current) return;
    inFlight.current = true;
    send.mutate(input, {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: () => {
        if (isFree) clearDraft();
        setKey(newIdempotencyKey());
        setReasonId(null);
        lock.reset();
      },
      onError: (error) => lock.onError(error, submit),
    });
  };
  const type = (next: string) => {
    setWarning(false);
    setText(next);
    sendSalePresence(saleId, "typing");
  };

  return (
    <section aria-labelledby="reason-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <h2 id="reason-title" className="sr-only">
        {t("reasonTitle")}
      </h2>
      <ReasonPicker
        guide={guide}
        shipmentStatus={detail.sale.shipment.status}
        value={reasonId}
        onChange={(id) => {
          setWarning(false);
          setReasonId(id);
        }}
      />
      {reason && !isFree && reasonId !== "DELIVERY_PROMISE" && (
        <div>
          <p className="text-xs font-semibold text-slate-600">{t(reasonId === "REQUEST_BILLING_INFO" ? "billingTemplate" : "template")}</p>
          {reason.templates[0]?.text ? (
            <blockquote className="mt-1 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap">{reason.templates[0].text}</blockquote>
          ) : (
            <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm">{t("templateNoPreview")}</p>
          )}
          {reason.templates[0]?.textSource === "documented" && <p className="mt-1 text-xs text-slate-600">{t("templateDocumented")}</p>}
        </div>
      )}
      {reason && reasonId === "DELIVERY_PROMISE" && (
        <DeliveryPromise reason={reason} siteId={detail.siteId} value={chosenPromise} onChange={setPromise} />
      )}
      {reason && isFree && (
        <>
          <SavedReplyChips context="sale" onPick={(b) => type(fillVariables(b, values).text)} />
          <label htmlFor="reason-text" className="sr-only">
            {t("textLabel")}
          </label>
          <textarea
            id="reason-text"
            value={text}
            onChange={(e) => type(e.target.value)}
            rows={3}
            aria-describedby="reason-count"
            aria-invalid={filled.text.length > SELLER_MESSAGE_MAX || unfilledMessage !== null || undefined}
            className={cn(controlClass, "min-h-24 p-3 text-base md:text-base")}
            placeholder={t(reasonId === "SEND_INVOICE_LINK" ? "invoicePlaceholder" : "otherPlaceholder")}
          />
        </>
      )}
      <SaleSendRow
        id="reason"
        textId="reason-text"
        length={isFree ? filled.text.length : undefined}
        canSend={ready}
        isPending={send.isPending}
        onSend={trySend}
        blocked={unfilledMessage}
        warning={{ kinds, isOpen: isWarning, onClose: () => setWarning(false), onContinue: proceed }}
      />
      {send.isError && <SendError error={send.error} isRetrying={lock.isWaiting} retryAt={lock.retryAt} siteId={detail.siteId} />}
      {send.isSuccess && (
        <p role="status" className="rounded-lg bg-emerald-50 p-2 text-sm text-emerald-900">
          {send.data.messageStatus === "moderated" ? t("sentModerated") : t("sent")}
        </p>
      )}
      <AlertDialog open={isConfirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>{t("confirmTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("confirmBody", { reason: reasonId ?? "", count: reason?.capAvailable ?? 0 })}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction variant="primary" onClick={submit}>
              {t("confirmSend")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
