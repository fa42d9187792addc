"use client";

import { Eye, PenLine } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { usePresence } from "@/lib/queries/presence-store";
import { formatList } from "@/lib/format";

/**
 * Teammates viewing or typing on a question, so two people do not answer the same buyer.
 * `announce` makes typing polite-live for screen readers (only in the open detail, not in every row).
 */
export function PresenceBadge({ questionId, myUserId, announce = false }: { questionId: string; myUserId: string; announce?: boolean }) {
  const t = useTranslations("questions.presence");
  const locale = useLocale();
  const people = usePresence(questionId, myUserId);
  const typing = people.filter((p) => p.state === "typing").map((p) => p.user.name);
  const viewing = people.filter((p) => p.state === "viewing").map((p) => p.user.name);
  const live = announce ? { "aria-live": "polite" as const, role: "status" } : {};
  return (
    <span {...live} className="inline-flex flex-wrap items-center gap-1.5 text-xs">
      {typing.length > 0 && (
        <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 font-medium text-violet-900">
          <PenLine aria-hidden className="size-3" />
          {t("typing", { names: formatList(typing, locale), count: typing.length })}
        </span>
      )}
      {viewing.length > 0 && (
        <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-900">
          <Eye aria-hidden className="size-3" />
          {t("viewing", { names: formatList(viewing, locale), count: viewing.length })}
        </span>
      )}
    </span>
  );
}
