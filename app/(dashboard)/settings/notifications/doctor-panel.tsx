"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/patterns/data-table";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cluster, stack } from "@/components/ui/stack";
import { Text } from "@/components/ui/text";
import { formatReport } from "@/lib/doctor/format-table";
import { formatDate } from "@/lib/format";
import { useRunDoctor } from "@/lib/queries/diagnostics";
import type { DoctorRow } from "@/lib/schemas/doctor";
import { useAccount } from "@/components/shell/account-context";
import { useCopy } from "./use-copy";

const TONE = { ok: "success", lenient: "warning", documented: "info", differs: "danger", skipped: "neutral" } as const;

/**
 * The doctor from the running app: the same read-only checks as `npm run doctor` (which cannot open the
 * embedded database beside the app), a table per call, and the report as text for the clipboard.
 */
export function DoctorPanel() {
  const t = useTranslations("live.diagnostics.doctor");
  const locale = useLocale();
  const site = useAccount().siteId;
  const run = useRunDoctor();
  const { state: copied, copy } = useCopy();

  const columns = useMemo<ColumnDef<DoctorRow>[]>(
    () => [
      {
        id: "call",
        accessorFn: (r) => r.call,
        header: t("columns.call"),
        meta: { label: t("columns.call"), primary: true },
        cell: ({ row: { original: r } }) => <CallPath call={r.call} />,
      },
      {
        id: "status",
        accessorFn: (r) => r.status ?? -1,
        header: t("columns.status"),
        meta: { label: t("columns.status") },
        cell: ({ row: { original: r } }) => <span className="text-sm tabular-nums">{r.status ?? "—"}</span>,
      },
      {
        id: "result",
        accessorFn: (r) => r.outcome,
        header: t("columns.result"),
        meta: { label: t("columns.result") },
        cell: ({ row: { original: r } }) => (
          <Badge tone={TONE[r.outcome]} data-outcome={r.outcome}>
            {t(`outcome.${r.outcome}`)}
          </Badge>
        ),
      },
      {
        id: "detail",
        accessorFn: (r) => r.detail,
        header: t("columns.detail"),
        meta: { label: t("columns.detail") },
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <div className={stack({ gap: 1 })}>
            {r.detail && <span className="text-sm break-words">{r.detail}</span>}
            {r.lenient.map((note) => (
              <span key={`${note.kind} ${note.id}`} className="text-sm break-words text-amber-900">
                {t(`lenient.${note.kind}`, { id: note.id })}
                {note.issues.length > 0 && <code className="ml-1 text-xs">{note.issues.join("; ")}</code>}
              </span>
            ))}
          </div>
        ),
      },
    ],
    [t],
  );

  const report = run.data;
  const differs = report?.rows.filter((r) => r.outcome === "differs").length ?? 0;
  const lenient = report?.rows.filter((r) => r.outcome === "lenient").length ?? 0;
  const start = () => run.mutate();

  return (
    <Section
      title={t("title")}
      description={t("intro")}
      headingLevel={3}
      actions={
        report &&
        !run.isPending && (
          <>
            <Button variant="secondary" size="sm" onClick={() => void copy(formatReport(report))} aria-live="polite">
              {copied === "copied" ? t("copied") : copied === "failed" ? t("copyFailed") : t("copy")}
            </Button>
            <Button variant="ghost" size="sm" onClick={start}>
              {t("runAgain")}
            </Button>
          </>
        )
      }
    >
      <div className={stack({ gap: 3 })}>
        {!report && !run.isError && (
          <div className={cluster({ align: "center" })}>
            <Button loading={run.isPending} onClick={start}>
              {run.isPending ? t("running") : t("run")}
            </Button>
            <Text as="span" variant="caption" aria-live="polite">
              {run.isPending ? t("runningHelp") : t("readOnly")}
            </Text>
          </div>
        )}
        {run.isPending && report && (
          <Text aria-live="polite" variant="caption">
            {t("runningHelp")}
          </Text>
        )}
        {run.isError && <ErrorState error={run.error} onRetry={start} />}
        {report && !run.isError && (
          <>
            <Alert tone={differs > 0 ? "danger" : lenient > 0 ? "warning" : "success"}>
              {differs > 0
                ? t("summaryDiffers", { count: differs, total: report.rows.length })
                : lenient > 0
                  ? t("summaryLenient", { count: lenient, total: report.rows.length })
                  : t("summaryOk", { total: report.rows.length })}{" "}
              {t("checkedAt", { when: formatDate(report.checkedAt, site, locale, "date-time") })}
            </Alert>
            <DataTable
              caption={t("caption")}
              columns={columns}
              data={report.rows}
              getRowId={(r) => r.call}
              getRowLabel={(r) => r.call}
              pageSize={50}
            />
          </>
        )}
      </div>
    </Section>
  );
}

/** A call's path, breakable after each "/" (a narrow column breaks between segments, never inside one). */
function CallPath({ call }: { call: string }) {
  const parts = call.split("/");
  return (
    <code className="text-sm text-slate-900">
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </span>
      ))}
    </code>
  );
}
