"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DataTable } from "@/components/patterns/data-table";
import { ErrorState } from "@/components/patterns/error-state";
import { useErrorText } from "@/components/patterns/explain-error";
import { RunProgress } from "@/components/patterns/run-progress";
import { Section } from "@/components/patterns/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { retryRun, shippingKeys, useRun } from "@/lib/queries/shipping";
import type { RunView } from "@/lib/schemas/shipping";
import { RateLimitNotice } from "./rate-limit-notice";
import { useRefreshWhenRunFinishes } from "@/lib/queries/use-refresh-when-run-finishes";
import { cluster, stack } from "@/components/ui/stack";

type RunRow = RunView["items"][number];
const TONE = { pending: "neutral", done: "success", refused: "warning", failed: "danger" } as const;

/** A bulk run: progress while it runs, one result per item, and "retry the failed ones". */
export function RunPanel({ runId, canEdit, onDismiss }: { runId: string; canEdit: boolean; onDismiss: () => void }) {
  const t = useTranslations("shipping");
  const refusal = useErrorText("shipping");
  const failureText = useFailureText();
  const run = useRun(runId);
  const [retryError, setRetryError] = useState<unknown>(null);

  // When a run ends, the items table reads our updated copy.
  useRefreshWhenRunFinishes(runId, run.data?.status, shippingKeys.lists());

  const columns = useMemo<ColumnDef<RunRow>[]>(() => {
    const why = (r: RunRow) =>
      r.status === "refused" ? reasonText(r.reason, refusal) : r.status === "failed" ? failureText(r.reason) : "";
    return [
      { id: "item", accessorFn: (r) => r.itemId, header: t("columns.item"), meta: { label: t("columns.item"), primary: true } },
      {
        id: "status",
        accessorFn: (r) => r.status,
        header: t("bulk.statusColumn"),
        meta: { label: t("bulk.statusColumn"), csv: (r) => t(`bulk.status.${r.status}`) },
        cell: ({ row: { original: r } }) => <Badge tone={TONE[r.status]}>{t(`bulk.status.${r.status}`)}</Badge>,
      },
      {
        id: "reason",
        accessorFn: (r) => reasonText(r.reason),
        header: t("bulk.reason"),
        // The export says what the table says, not the codes behind it.
        meta: { label: t("bulk.reason"), csv: (r) => why(r) },
        cell: ({ row: { original: r } }) => <span className="text-sm">{why(r)}</span>,
      },
    ];
  }, [t, refusal, failureText]);

  async function retry() {
    setRetryError(null);
    try {
      await retryRun(runId);
      await run.refetch();
    } catch (e) {
      setRetryError(e);
    }
  }

  if (run.isError) return <ErrorState error={run.error} onRetry={() => run.refetch()} />;
  if (!run.data) return null;
  const d = run.data;
  const processed = d.total - d.counts.pending;
  return (
    <Section
      title={t("bulk.resultsTitle")}
      description={d.status === "running" ? t("bulk.running") : t("bulk.finished")}
      actions={
        <div className={cluster({ wrap: false })}>
          {canEdit && d.status === "finished" && d.counts.failed > 0 && (
            <Button size="sm" onClick={retry}>
              {t("bulk.retry", { count: d.counts.failed })}
            </Button>
          )}
          {d.status === "finished" && (
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t("bulk.dismiss")}
            </Button>
          )}
        </div>
      }
    >
      <div className={stack({ gap: 3 })}>
        <RunProgress
          label={t("bulk.progressLabel")}
          text={t("bulk.progress", { done: processed, total: d.total })}
          processed={processed}
          total={d.total}
        >
          {` · ${t("bulk.status.done")} ${d.counts.done} · ${t("bulk.status.refused")} ${d.counts.refused} · ${t("bulk.status.failed")} ${d.counts.failed}`}
        </RunProgress>
        {d.status === "running" && d.rateLimitedSeconds !== null && <RateLimitNotice seconds={d.rateLimitedSeconds} scope="bulk" />}
        {retryError ? <ErrorState error={retryError} /> : null}
        <DataTable
          caption={t("bulk.resultsTitle")}
          columns={columns}
          data={d.items}
          getRowId={(r) => r.itemId}
          getRowLabel={(r) => r.itemId}
          pageSize={10}
          csvFileName="bulk-free-shipping.csv"
        />
      </div>
    </Section>
  );
}

/** A failed row's reason in words: the marketplace did not answer, or was down; else its message. */
function useFailureText() {
  const t = useTranslations("shipping.failure");
  return useCallback(
    (reason: unknown) => {
      const r = (reason ?? {}) as { code?: string; message?: string };
      return r.code && t.has(r.code) ? t(r.code) : t("other", { message: r.message ?? r.code ?? "" });
    },
    [t],
  );
}

function reasonText(reason: unknown, refusal?: (code: string) => string): string {
  const r = (reason ?? {}) as { code?: string; message?: string; causes?: Array<{ message?: string; code?: string }> };
  if (r.causes?.length) return r.causes.map((c) => c.message || c.code).join(" · ");
  if (r.code && refusal) {
    const text = refusal(r.code);
    return r.message && r.message !== r.code ? `${text} (${r.message})` : text;
  }
  return r.message ?? r.code ?? "";
}
