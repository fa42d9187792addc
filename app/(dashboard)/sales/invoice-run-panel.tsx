"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { AccountLink } from "@/components/shell/account-link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/patterns/data-table";
import { ErrorState } from "@/components/patterns/error-state";
import { useErrorText } from "@/components/patterns/explain-error";
import { RunProgress } from "@/components/patterns/run-progress";
import { Section } from "@/components/patterns/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { saleKeys, useInvoiceRun, useRetryInvoiceRun } from "@/lib/queries/sales";
import type { InvoiceRun } from "@/lib/schemas/sales";
import { useRefreshWhenRunFinishes } from "@/lib/queries/use-refresh-when-run-finishes";
import { moderationReasonText } from "./sale-words";
import { stack } from "@/components/ui/stack";

type Row = InvoiceRun["items"][number];
export type InvoiceOutcome = "pending" | "sent" | "moderated" | "plain" | "no_cap" | "not_offered" | "blocked" | "failed";
const TONE = {
  pending: "neutral",
  sent: "success",
  plain: "info",
  moderated: "warning",
  no_cap: "warning",
  not_offered: "warning",
  blocked: "danger",
  failed: "danger",
} as const;

/** The results table's word for a row: what the marketplace did with this sale's message. */
export function outcomeOf(row: Row): InvoiceOutcome {
  if (row.status === "pending") return "pending";
  if (row.status === "failed") return "failed";
  if (row.status === "refused") {
    const code = row.reason?.code;
    return code === "no_cap" || code === "blocked" || code === "not_offered" ? code : "failed";
  }
  if (row.result?.messageStatus === "moderated") return "moderated";
  return row.result?.path === "plain" ? "plain" : "sent";
}

/**
 * A bulk invoice-link run: the progress bar while it runs, one result per sale, and "retry the failed
 * ones". It reads the stored run, so a reload or a closed tab picks it up where the worker is.
 */
export function InvoiceRunPanel({ runId, canSend, onDismiss }: { runId: string; canSend: boolean; onDismiss: () => void }) {
  const t = useTranslations("sales.bulk");
  const tl = useTranslations("sales.timeline");
  const tb = useTranslations("sales.blocked");
  const tr = useTranslations("sales.reasons");
  const errorText = useErrorText("sales");
  const run = useInvoiceRun(runId);
  const retry = useRetryInvoiceRun(runId);

  // When the run ends, the list shows the new conversation states.
  useRefreshWhenRunFinishes(runId, run.data?.status, saleKeys.lists());

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "sale",
        accessorFn: (r) => r.target,
        header: t("columns.sale"),
        meta: { label: t("columns.sale"), primary: true },
        cell: ({ row: { original: r } }) => (
          <AccountLink href={`/sales/${r.target}`} className="font-medium text-accent-strong underline-offset-4 hover:underline">
            #{r.target}
          </AccountLink>
        ),
      },
      {
        id: "result",
        accessorFn: (r) => t(`outcome.${outcomeOf(r)}`),
        header: t("columns.result"),
        meta: { label: t("columns.result") },
        cell: ({ row: { original: r } }) => (
          <Badge tone={TONE[outcomeOf(r)]} data-outcome={outcomeOf(r)}>
            {t(`outcome.${outcomeOf(r)}`)}
          </Badge>
        ),
      },
      {
        id: "detail",
        accessorFn: (r) => detailOf(r, { t, tl, tb, tr }, errorText),
        header: t("columns.detail"),
        meta: { label: t("columns.detail") },
        cell: ({ row: { original: r } }) => <span className="text-sm">{detailOf(r, { t, tl, tb, tr }, errorText)}</span>,
      },
    ],
    [t, tl, tb, tr, errorText],
  );

  if (run.isError) return <ErrorState error={run.error} onRetry={() => run.refetch()} />;
  if (!run.data) return null;
  const d = run.data;
  const processed = d.total - d.counts.pending;
  const failed = d.items.filter((r) => outcomeOf(r) === "failed" && r.status === "failed").length;
  return (
    <Section
      title={t("resultsTitle")}
      description={d.status === "running" ? t("running") : t("finished")}
      actions={
        <>
          {canSend && d.status === "finished" && failed > 0 && (
            <Button size="sm" onClick={() => retry.mutateAsync().catch(() => undefined)}>
              {t("retry", { count: failed })}
            </Button>
          )}
          {d.status === "finished" && (
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t("dismiss")}
            </Button>
          )}
        </>
      }
    >
      <div className={stack({ gap: 3 })}>
        <RunProgress
          label={t("progressLabel")}
          text={t("progress", { done: processed, total: d.total })}
          processed={processed}
          total={d.total}
        />
        {retry.isError && <ErrorState error={retry.error} />}
        <DataTable
          caption={t("resultsTitle")}
          columns={columns}
          data={d.items}
          getRowId={(r) => r.target}
          getRowLabel={(r) => `#${r.target}`}
          pageSize={20}
          csvFileName="invoice-links.csv"
        />
      </div>
    </Section>
  );
}

type T = ReturnType<typeof useTranslations>;

/** Why a row ended as it did, in the preview's words where the preview said it (blocked, no cap, not offered). */
function detailOf(r: Row, { t, tl, tb, tr }: { t: T; tl: T; tb: T; tr: T }, errorText: (code: string | null) => string): string {
  const outcome = outcomeOf(r);
  if (outcome === "moderated") return tl("moderated", { reason: moderationReasonText(tl, r.result?.moderationReason ?? null) });
  if (outcome === "failed") return t("failedDetail", { why: errorText(r.reason?.code ?? null) });
  if (outcome === "blocked") {
    const why = r.reason?.blockedReason;
    return why && tb.has(why) ? tb(why as "other") : tr("blocked");
  }
  if (outcome === "no_cap") return tr("capSpent");
  if (outcome === "not_offered") return tr("notOffered.SEND_INVOICE_LINK");
  if (outcome === "pending" && r.reason?.code === "rate_limited" && r.reason.retryAfterSeconds)
    return t("waiting", { seconds: r.reason.retryAfterSeconds });
  return "";
}
