"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";

/**
 * Mercado Envíos' shipping mode (me2, me1…) and logistic type (drop_off, fulfillment…) codes in the
 * reader's words, for every page that shows them. A code the marketplace adds later shows as it is.
 */
export function useShippingTerms() {
  const t = useTranslations();
  return useMemo(
    () => ({
      mode: (code: string) => (t.has(`shippingModes.${code}`) ? t(`shippingModes.${code}`) : code),
      logistic: (code: string) => (t.has(`logistics.${code}`) ? t(`logistics.${code}`) : code),
    }),
    [t],
  );
}
