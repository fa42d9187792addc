"use client";

import { useTranslations } from "next-intl";
import type { SaleSummary } from "@/lib/schemas/sales";

const TONE: Record<SaleSummary["state"], string> = {
  can_start: "bg-emerald-100 text-emerald-900",
  waiting: "bg-slate-100 text-slate-800",
  replied: "bg-violet-100 text-violet-900",
  blocked: "bg-red-100 text-red-900",
  excepted: "bg-sky-100 text-sky-900",
};

/** The conversation state in words: what the seller can do next on this sale. */
export function StateBadge({ sale }: { sale: Pick<SaleSummary, "state" | "blockedReason" | "reasonsAvailable" | "unread"> }) {
  const t = useTranslations("sales");
  const detail =
    sale.state === "blocked"
      ? t(`blocked.${blockedKey(sale.blockedReason)}`)
      : sale.state === "can_start"
        ? t("list.reasonsLeft", { count: sale.reasonsAvailable.length })
        : sale.state === "replied" && sale.unread
          ? t("list.unread")
          : null;
  return (
    // An unread buyer reply is the one state that asks for the seller now: the strongest badge.
    <span
      className={`inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${sale.state === "replied" && sale.unread ? "bg-violet-700 text-white" : TONE[sale.state]}`}
    >
      {t(`states.${sale.state}`)}
      {detail && <span className="font-normal">· {detail}</span>}
    </span>
  );
}

const KNOWN = ["blocked_by_payment", "blocked_by_buyer", "bloqued_by_mediation", "blocked_by_time", "blocked_by_fulfillment"];
export const blockedKey = (reason: string | null) => (reason && KNOWN.includes(reason) ? reason : "other");
