"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { buyerLabel, type BuyerRef } from "@/lib/buyer-label";

/** lib/buyer-label.ts with the page's words: `label(sale.buyer)` → "TESTBUYER" or "Buyer 123456". */
export function useBuyerLabel(): (buyer: BuyerRef) => string {
  const t = useTranslations("ui.buyer");
  return useCallback((buyer: BuyerRef) => buyerLabel(buyer, { withId: (id) => t("withId", { id }), unknown: t("unknown") }), [t]);
}
