"use client";

import { useLocale, useTranslations } from "next-intl";
import { useAccount } from "@/components/shell/account-context";
import { formatNumber, formatRelative } from "@/lib/format";
import type { Diagnostics } from "@/lib/schemas/notification-settings";

/**
 * What lenient reading left out of the marketplace's answers for this account's seller: per call, the
 * element (id or position) or field, the zod path of what did not read, when, and how many times.
 */
export function LeftOutList({ entries }: { entries: Diagnostics["leftOut"] }) {
  const t = useTranslations("live.diagnostics");
  const locale = useLocale();
  const site = useAccount().siteId;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {entries.map((e) => (
        <li key={`${e.kind} ${e.call} ${e.id}`} className="flex flex-col gap-1 py-2">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <code className="font-medium break-all text-slate-900">{e.call}</code>
            <span className="text-slate-800">{t(`doctor.lenient.${e.kind}`, { id: e.id })}</span>
            <span className="ml-auto text-slate-600">
              {t("leftOutWhen", { when: formatRelative(e.at, locale), times: formatNumber(e.count, site, locale), count: e.count })}
            </span>
          </div>
          {e.issues.length > 0 && <code className="text-xs break-all text-slate-700">{e.issues.join("; ")}</code>}
        </li>
      ))}
    </ul>
  );
}
