"use client";

import { useLocale, useTranslations } from "next-intl";
import { useErrorText } from "@/components/patterns/explain-error";
import type { AuditEntry } from "@/lib/schemas/sales";
import { formatDate } from "@/lib/format";
import { moderationReasonText } from "../sale-words";

/** Who sent which reason, template or text from Mostrador, when, and what the marketplace answered. */
export function AuditTrail({ entries, siteId }: { entries: AuditEntry[]; siteId: string }) {
  const t = useTranslations("sales.audit");
  const errorText = useErrorText("sales");
  const reasons = useTranslations("sales.reasons.names");
  const timeline = useTranslations("sales.timeline");
  const locale = useLocale();
  if (entries.length === 0) return null;
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t("title", { count: entries.length })}</summary>
      <ol className="mt-2 flex flex-col gap-2">
        {entries.map((e) => (
          <li key={e.id} className="border-t border-slate-100 pt-2">
            <p>
              <span className="font-medium">{e.user.name}</span> · {formatDate(e.createdAt, siteId, locale, "short-date-time")} ·{" "}
              {e.kind === "message"
                ? t("plain")
                : t("reason", { reason: e.optionId && reasons.has(e.optionId) ? reasons(e.optionId) : (e.optionId ?? "") })}
              {e.fromRun ? ` · ${t("fromRun")}` : ""}
            </p>
            {e.text && <p className="text-slate-700">“{e.text}”</p>}
            <p className={e.status === "failed" ? "text-red-800" : "text-slate-600"}>
              {e.status === "sent"
                ? e.messageStatus === "moderated"
                  ? t("moderated", { reason: moderationReasonText(timeline, e.moderationReason) })
                  : t("sent")
                : e.status === "failed"
                  ? t("refused", { why: errorText(e.errorCode) })
                  : t("pending")}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}
