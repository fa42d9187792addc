"use client";

import { useTranslations } from "next-intl";
import { useAccount } from "@/components/shell/account-context";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { cn } from "@/lib/cn";
import { formatDate, siteDay } from "@/lib/format";

const NOT_HANDED_OVER = new Set(["handling", "ready_to_ship"]);

/**
 * A sale row's dispatch deadline when it is at risk: "Leave by 23:59" for today (the site's day) or "Late" once
 * passed; nothing for a shipment already handed over or due on a later day.
 */
export function DispatchDeadline({ status, handlingLimit }: { status: string | null; handlingLimit: string | null | undefined }) {
  const t = useTranslations("health.queue");
  const { siteId } = useAccount();
  const locale = useDisplayLocale();
  if (!handlingLimit || !status || !NOT_HANDED_OVER.has(status)) return null;
  const now = new Date();
  const isLate = Date.parse(handlingLimit) < now.getTime();
  if (!isLate && siteDay(handlingLimit, siteId) !== siteDay(now, siteId)) return null;
  const time = formatDate(handlingLimit, siteId, locale, isLate ? "short-date-time" : "time");
  return (
    <span
      data-testid="sale-dispatch-deadline"
      className={cn("rounded-full px-2 py-0.5 font-semibold", isLate ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-950")}
    >
      {isLate ? `${t("late")} · ${t("lateSince", { time })}` : t("dueBy", { time })}
    </span>
  );
}
