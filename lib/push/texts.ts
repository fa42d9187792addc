import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import { buyerLabel, type BuyerRef } from "@/lib/buyer-label";

type PayloadKey =
  | "newQuestion"
  | "assigned"
  | "questionBody"
  | "buyerMessage"
  | "answeredBy"
  | "answeredElsewhere"
  | "closed"
  | "inAccount"
  | "buyerWithId"
  | "buyerUnknown";
type OfflineKey = "title" | "body" | "retry";
interface Catalog {
  payload: Record<PayloadKey, string>;
  offline: Record<OfflineKey, string>;
}

const cache = new Map<Locale, Catalog>();

function catalog(locale: string): Catalog {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let messages = cache.get(lang);
  if (!messages) {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), "i18n", "messages", lang, "push.json");
    messages = JSON.parse(readFileSync(file, "utf8")) as Catalog;
    cache.set(lang, messages);
  }
  return messages;
}

/**
 * The notification's (and the offline page's) words in the device's language, from the same catalog as the Settings page
 * (i18n/messages/<locale>/push.json, "payload"). Read from the source JSON: a background send has no
 * request to give next-intl its locale, and these messages only fill plain {arguments}.
 */
export function pushText(locale: string, key: PayloadKey, values: Record<string, string> = {}): string {
  return catalog(locale).payload[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/** The offline page's words (app/offline/route.ts): plain texts, no arguments. */
export function offlineText(locale: string, key: OfflineKey): string {
  return catalog(locale).offline[key];
}

/** The first words of a text, whole words only, for a notification's body. */
export function firstWords(text: string, max = 90): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A buyer's or asker's name in the device's language (lib/buyer-label.ts): the nickname, else "Buyer 123456". */
export function pushBuyerName(locale: string, buyer: BuyerRef): string {
  return buyerLabel(buyer, { withId: (id) => pushText(locale, "buyerWithId", { id }), unknown: pushText(locale, "buyerUnknown") });
}
