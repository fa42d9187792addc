import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { isLocale, LOCALE_COOKIE, matchAcceptLanguage, type Locale } from "./locales";

/** Feature namespaces live in i18n/messages/<locale>/<namespace>.json so features own their texts. */
// One per line, so features added side by side merge cleanly.
export const NAMESPACES = [
  "questions",
  "team",
  "live",
  "moderation",
  "ui",
  "sales",
  "metrics",
  "shipping",
  "catalog",
  "push",
  "accounts",
  "listings",
  "health",
  "claims",
] as const;

export async function loadMessages(locale: Locale) {
  const base = (await import(`./messages/${locale}.json`)).default as Record<string, unknown>;
  const features = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await import(`./messages/${locale}/${ns}.json`)).default] as const),
  );
  return { ...base, ...Object.fromEntries(features) };
}

export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : matchAcceptLanguage((await headers()).get("accept-language"));
  // A fixed zone so server and browser format alike (no hydration mismatch, no next-intl fallback
  // error). Seller-facing dates name the site's zone explicitly (lib/sites.ts formatDate).
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
