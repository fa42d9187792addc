/** The languages Mostrador speaks. The cookie remembers a user's choice; otherwise the browser's. */
export const LOCALES = ["en", "es", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "NEXT_LOCALE";

export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español", "pt-BR": "Português (Brasil)" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Best match for an Accept-Language header: exact tag, then language (any "pt" → pt-BR). */
export function matchAcceptLanguage(header: string | null): Locale {
  const tags = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", q = "q=1"] = part.trim().split(";");
      return { tag: tag.toLowerCase(), q: Number.parseFloat(q.split("=")[1] ?? "1") || 0 };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split("-")[0];
    const byLanguage = LOCALES.find((l) => l.split("-")[0] === language);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}
