/** URLs and origins as configuration gives them (PUSH_EXTRA_ORIGINS). No feature's rules. */

/** The URL `text` names, or null when it names none. */
export function readUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A comma-separated list of origins ("http://127.0.0.1:4260, https://push.example.com", PUSH_EXTRA_ORIGINS) as origins; throws on an entry that is not one. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = readUrl(entry);
      if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== entry.replace(/\/$/, ""))
        throw new Error(`not an http(s) origin (scheme://host[:port], nothing after it): ${entry}`);
      return url.origin;
    });
}
