"use client";

import { useBuyerLabel } from "@/components/patterns/use-buyer-label";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useUnfilledMessage } from "@/components/composer/unfilled-message";
import { useInvoiceLinks } from "@/lib/queries/sales";
import { braced, CONTEXT_VARIABLES, isVariableOf, placeholdersIn } from "@/lib/replies/variables";
import { SELLER_MESSAGE_MAX, type InvoicePreflightRow } from "@/lib/schemas/sales";
import { Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";

// The sale context's variables (lib/replies/variables.ts), the order id first: an invoice is about the order.
const VARIABLES = ["order_id", ...CONTEXT_VARIABLES.sale.filter((v) => v !== "order_id")].map(braced);
const TONE = { ready: "success", plain: "info", no_cap: "warning", not_offered: "warning", blocked: "danger", too_long: "danger" } as const;

/**
 * Bulk invoice links: one text with per-sale variables → a preflight per sale (what will happen and
 * the text each buyer reads) → the stored run. Nothing is sent before "Send".
 */
export function InvoiceDialog({
  saleIds,
  onClose,
  onStarted,
}: {
  saleIds: string[];
  onClose: () => void;
  onStarted: (runId: string) => void;
}) {
  const t = useTranslations("sales.bulk");
  const mod = useTranslations("moderation");
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const preflight = useInvoiceLinks();
  const start = useInvoiceLinks();
  const rows = preflight.data?.rows;
  const checkedText = preflight.variables?.text;
  const stale = rows !== undefined && checkedText !== text.trim();
  const sendable = rows?.filter((r) => r.decision === "ready" || r.decision === "plain").length ?? 0;
  // A variable no sale has ({price}, a typo) would reach every buyer as typed: nothing is checked or sent.
  const unfilled = useUnfilledMessage(placeholdersIn(text).filter((n) => !isVariableOf(n, "sale")));

  // A variable goes where the cursor is (the box keeps its selection when the button takes focus), spaced
  // from a word before it; the cursor then follows it, in the box, to go on typing.
  const insert = (variable: string) => {
    const start = box.current?.selectionStart ?? text.length;
    const end = box.current?.selectionEnd ?? text.length;
    const piece = start > 0 && !/\s/.test(text[start - 1]!) ? ` ${variable}` : variable;
    setText(text.slice(0, start) + piece + text.slice(end));
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(start + piece.length, start + piece.length);
    });
  };
  const check = () => preflight.mutate({ saleIds, text: text.trim(), apply: false });
  const send = () =>
    start.mutateAsync({ saleIds, text: text.trim(), apply: true }).then(
      (d) => d.runId && onStarted(d.runId),
      () => undefined,
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] w-[min(96vw,44rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("title", { count: saleIds.length })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm">
          <Field label={t("textLabel")} hint={t("variables", { list: VARIABLES.join(" ") })} error={unfilled ?? undefined}>
            <Textarea
              ref={box}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={4}
              placeholder={t("placeholder")}
              className="text-base"
            />
          </Field>
          <div className={cluster()} role="group" aria-label={t("insert")}>
            {VARIABLES.map((v) => (
              <Button key={v} type="button" size="sm" variant="secondary" onClick={() => insert(v)}>
                {v}
              </Button>
            ))}
          </div>
          {preflight.isError && <ErrorState error={preflight.error} onRetry={check} />}
          {rows && (
            <section aria-labelledby="preflight-title" aria-busy={preflight.isPending} className={stack({ gap: 2 })}>
              <h3 id="preflight-title" className="font-semibold">
                {t("preflightTitle")}
              </h3>
              <p>
                {t("preflightSummary", {
                  ready: rows.filter((r) => r.decision === "ready").length,
                  plain: rows.filter((r) => r.decision === "plain").length,
                  skipped: rows.length - sendable,
                })}
              </p>
              {stale && <p className="rounded-lg bg-amber-50 p-2 text-amber-950">{t("stale")}</p>}
              <ul aria-label={t("preflightTitle")} className="flex max-h-[40dvh] flex-col gap-2 overflow-y-auto">
                {rows.map((r) => (
                  <PreflightRow key={r.saleId} row={r} flaggedText={r.flagged.map((k) => mod(`kinds.${k}`)).join(" · ")} />
                ))}
              </ul>
            </section>
          )}
          {start.isError && <ErrorState error={start.error} />}
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
          {!rows || stale ? (
            <Button onClick={check} loading={preflight.isPending} disabled={!text.trim() || unfilled !== null}>
              {t("check")}
            </Button>
          ) : (
            <Button onClick={send} loading={start.isPending} disabled={sendable === 0 || unfilled !== null}>
              {t("send", { count: sendable })}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreflightRow({ row, flaggedText }: { row: InvoicePreflightRow; flaggedText: string }) {
  const t = useTranslations("sales.bulk");
  const blocked = useTranslations("sales.blocked");
  const buyerName = useBuyerLabel();
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 p-2" data-sale={row.saleId}>
      <div className={cluster({ align: "center", justify: "between" })}>
        <span className="font-medium">
          {buyerName(row.buyer)} · #{row.saleId}
        </span>
        <Badge tone={TONE[row.decision]}>{t(`decision.${row.decision}`)}</Badge>
      </div>
      <Text variant="caption">
        {row.decision === "ready" && row.capAvailable !== null && t("capLeft", { count: row.capAvailable })}
        {row.decision === "blocked" && blocked.has(row.blockedReason ?? "") ? blocked(row.blockedReason as "other") : null}
        {row.decision === "too_long" && t("tooLong", { length: row.length, max: SELLER_MESSAGE_MAX })}
      </Text>
      <p className="line-clamp-2 text-slate-800 [overflow-wrap:anywhere]">{row.text}</p>
      {flaggedText && <p className="text-xs font-medium text-amber-900">{t("flagged", { kinds: flaggedText })}</p>}
    </li>
  );
}
