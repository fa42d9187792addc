/** Lower-case, accent-free words: "Heladera No Frost Gafa" and "heladera no-frost" share tokens. */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Connectives a query may carry that titles usually omit ("zapatillas de running"). */
const STOPWORDS = new Set([
  "de",
  "del",
  "la",
  "el",
  "los",
  "las",
  "en",
  "y",
  "para",
  "con",
  "por",
  "a",
  "o",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "em",
  "com",
  "um",
  "uma",
  "al",
]);

/** Query words that must all appear in a title; stopwords are dropped unless nothing else is left. */
export function queryTokens(q: string): string[] {
  const tokens = [...new Set(tokenize(q))];
  const meaningful = tokens.filter((t) => !STOPWORDS.has(t));
  return meaningful.length > 0 ? meaningful : tokens;
}
