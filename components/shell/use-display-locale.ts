"use client";

import { useLocale } from "next-intl";
import { displayLocale } from "@/lib/format";
import { useAccount } from "./account-context";

/**
 * The locale to format numbers and dates with: the site's regional one when the reader reads the site's
 * language ("es-AR" for Spanish on MLA: 4.055, not 4055), else the reader's. Text still follows the UI locale.
 */
export function useDisplayLocale(): string {
  return displayLocale(useAccount().siteId, useLocale());
}
