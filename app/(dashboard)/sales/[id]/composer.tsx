"use client";

import { useTranslations } from "next-intl";
import { useSaleGuide } from "@/lib/queries/sales";
import type { SaleDetail } from "@/lib/schemas/sales";
import { marketplaceName } from "@/lib/sites";
import { PlainComposer } from "./plain-composer";
import { ReasonComposer } from "./reason-composer";

/**
 * Which composer the sale allows: none when blocked; a plain message box once the buyer wrote, on an
 * excepted case or custom shipping (with a banner saying why); otherwise the action guide's reasons.
 */
export function Composer({ detail }: { detail: SaleDetail }) {
  const t = useTranslations("sales.composer");
  const { sale } = detail;
  const guide = useSaleGuide(sale.id, sale.state !== "blocked" && !detail.plainAllowed);
  if (sale.state === "blocked")
    return (
      <p role="status" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
        {t("blocked")}
      </p>
    );
  if (detail.plainAllowed) {
    // An agent conversation says so first: who reads the message and the one-at-a-time rule.
    const why = detail.agentConversation
      ? "agent"
      : sale.state === "excepted"
        ? "excepted"
        : sale.buyerHasWritten
          ? "buyerReplied"
          : "custom";
    return <PlainComposer detail={detail} banner={t(`plainBanner.${why}`, { brand: marketplaceName(detail.siteId) })} />;
  }
  return <ReasonComposer detail={detail} guide={guide.data ?? detail.guide} />;
}
