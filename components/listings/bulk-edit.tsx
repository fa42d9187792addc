"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { RunProgress } from "@/components/patterns/run-progress";
import { useErrorText } from "@/components/patterns/explain-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Text } from "@/components/ui/text";
import { cn } from "@/lib/cn";
import { downloadFailedRows, preflightBulkEdit, retryBulkRun, startBulkEdit, useBulkRun } from "@/lib/queries/listings-bulk";
import type { BulkPreflightView, BulkRefusedRow } from "@/lib/schemas/listings-bulk";

/** What the bulk edit acts on: an uploaded CSV's text, or the rows selected on the page with one change. */
export type BulkSource =
  { csv: string; fileName: string } | { selection: { itemIds: string[]; stock?: number; price?: number; pause?: boolean } };

const requestOf = (source: BulkSource) => ("csv" in source ? { csv: source.csv } : { selection: source.selection });

/**
 * The bulk edit after its source is chosen: the preflight (rows it would refuse named with why, the
 * listings whose price automation goes off confirmed on their own), then the run's progress, its result
 * per outcome and the failed rows' CSV. The run lives on the server: closing the page does not stop it.
 */
export function BulkEditPanel({ source, onClose }: { source: BulkSource; onClose: () => void }) {
  const t = useTranslations("listings.bulk");
  const errorText = useErrorText();
  const [confirmAutomation, setConfirmAutomation] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const preflight = useMutation({ mutationFn: () => preflightBulkEdit({ ...requestOf(source), confirmAutomationOff: confirmAutomation }) });
  const start = useMutation({
    mutationFn: () => startBulkEdit({ ...requestOf(source), confirmAutomationOff: confirmAutomation }),
    onSuccess: (answer) => setRunId(answer.runId ?? null),
  });
  const checked = preflight.data?.preflight;

  if (runId) return <BulkRunStatus runId={runId} onClose={onClose} />;
  return (
    <section aria-label={t("title")} className={cn(cardClass, "flex flex-col gap-3 p-4")} data-testid="bulk-panel">
      <h2 className="font-semibold">{t("title")}</h2>
      <Text variant="caption">
        {"csv" in source ? t("fromFile", { name: source.fileName }) : t("fromSelection", { count: source.selection.itemIds.length })}
      </Text>
      {!checked ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => preflight.mutate()} loading={preflight.isPending}>
            {t("check")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
        </div>
      ) : (
        <PreflightResult
          preflight={checked}
          confirmAutomation={confirmAutomation}
          onConfirmAutomation={(on) => {
            setConfirmAutomation(on);
            preflight.reset();
          }}
        />
      )}
      {preflight.error && <Alert tone="danger">{errorText(preflight.error)}</Alert>}
      {start.error && <Alert tone="danger">{errorText(start.error)}</Alert>}
      {checked && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => start.mutate()} loading={start.isPending} disabled={checked.accepted.length === 0}>
            {t("apply", { count: checked.accepted.length })}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={start.isPending}>
            {t("cancel")}
          </Button>
        </div>
      )}
    </section>
  );
}

function PreflightResult({
  preflight,
  confirmAutomation,
  onConfirmAutomation,
}: {
  preflight: BulkPreflightView;
  confirmAutomation: boolean;
  onConfirmAutomation: (on: boolean) => void;
}) {
  const t = useTranslations("listings.bulk");
  const id = useId();
  return (
    <div className="flex flex-col gap-3" data-testid="bulk-preflight">
      <Text>{t("summary", { accepted: preflight.accepted.length, refused: preflight.refused.length })}</Text>
      {preflight.automation.length > 0 && (
        <Alert tone="warning" title={t("automationTitle", { count: preflight.automation.length })}>
          <ul className="list-disc ps-5">
            {preflight.automation.map((a) => (
              <li key={a.itemId}>
                {a.title} ({a.itemId})
              </li>
            ))}
          </ul>
          <label htmlFor={id} className="mt-2 flex min-h-11 items-center gap-2">
            <Checkbox id={id} checked={confirmAutomation} onCheckedChange={(c) => onConfirmAutomation(c === true)} />
            {t("automationConfirm")}
          </label>
        </Alert>
      )}
      {preflight.refused.length > 0 && <RefusedTable rows={preflight.refused} />}
    </div>
  );
}

function RefusedTable({ rows }: { rows: BulkRefusedRow[] }) {
  const t = useTranslations("listings.bulk");
  const reason = useTranslations("listings.bulk.reasons");
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-start text-sm" data-testid="bulk-refused">
        <caption className="sr-only">{t("refusedCaption")}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-700">
          <tr>
            <th scope="col" className="p-2 text-start">
              {t("line")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("listing")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("reason")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={`${r.line}-${r.code}`}>
              <td className="p-2 tabular-nums">{r.line}</td>
              <td className="p-2 break-all">{r.title ?? r.itemId ?? (r.ref && "sku" in r.ref ? r.ref.sku : "—")}</td>
              <td className="p-2">{reason.has(r.code) ? reason(r.code) : r.code}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BulkRunStatus({ runId, onClose }: { runId: string; onClose: () => void }) {
  const t = useTranslations("listings.bulk");
  const errorText = useErrorText();
  const { data, error, refetch } = useBulkRun(runId);
  const retry = useMutation({ mutationFn: () => retryBulkRun(runId), onSuccess: () => void refetch() });
  const download = useMutation({ mutationFn: () => downloadFailedRows(runId) });
  if (error)
    return (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t("retryRead")}
          </Button>
        }
      >
        {errorText(error)}
      </Alert>
    );
  if (!data) return <Text>{t("starting")}</Text>;
  const processed = data.counts.done + data.counts.refused + data.counts.failed;
  const notApplied = data.counts.refused + data.counts.failed + data.preflightRefused.length;
  return (
    <section
      aria-label={t("runTitle")}
      className={cn(cardClass, "flex flex-col gap-3 p-4")}
      data-testid="bulk-run"
      data-status={data.status}
    >
      <h2 className="font-semibold">{t("runTitle")}</h2>
      <RunProgress label={t("runTitle")} text={t("progress", { processed, total: data.total })} processed={processed} total={data.total} />
      {data.rateLimitedSeconds !== null && <Text variant="caption">{t("paced", { seconds: data.rateLimitedSeconds })}</Text>}
      <Text data-testid="bulk-run-counts">
        {t("counts", { done: data.counts.done, refused: data.counts.refused, failed: data.counts.failed })}
      </Text>
      {download.error && <Alert tone="danger">{errorText(download.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        {data.status === "finished" && notApplied > 0 && (
          <Button variant="secondary" onClick={() => download.mutate()} loading={download.isPending}>
            {t("downloadFailed", { count: notApplied })}
          </Button>
        )}
        {data.status === "finished" && data.counts.failed > 0 && (
          <Button variant="secondary" onClick={() => retry.mutate()} loading={retry.isPending}>
            {t("retryFailed", { count: data.counts.failed })}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </section>
  );
}

/** Reads an uploaded CSV as text (UTF-8); the server parses it (one parser, lib/listing/bulk/read-csv.ts). */
export function CsvPicker({ onPicked }: { onPicked: (source: BulkSource) => void }) {
  const t = useTranslations("listings.bulk");
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-slate-700">
        {t("upload")}
      </label>
      <Input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="min-h-11 w-full sm:w-72"
        data-testid="bulk-csv-input"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          onPicked({ csv: await file.text(), fileName: file.name });
          e.target.value = "";
        }}
      />
    </div>
  );
}
