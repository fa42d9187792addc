import { SITES, type SiteId } from "../accounts/types.ts";

/** Portuguese on MLB, Spanish everywhere else (CONVENTIONS: data in the site's language). */
export type Lang = "es" | "pt";
export const langOf = (site: SiteId): Lang => (site === "MLB" ? "pt" : "es");

/** Rioplatense sites (MLA, MLU) say "Heladeras", "Zapatillas"; MLM/MCO/MLC say "Refrigeradores", "Tenis". */
const RIOPLATENSE = new Set<SiteId>(["MLA", "MLU"]);

/** Picks the site's wording from an "es|pt" label whose es side may be "rioplatense~neutral". */
export function localName(label: string, site: SiteId): string {
  let names = LOCAL_NAMES.get(site);
  if (!names) LOCAL_NAMES.set(site, (names = new Map()));
  let name = names.get(label);
  if (name === undefined) names.set(label, (name = wording(label, site)));
  return name;
}

// Trees and attribute records ask for the same few thousand labels over and over: split each once.
const LOCAL_NAMES = new Map<SiteId, Map<string, string>>();

function wording(label: string, site: SiteId): string {
  const [es, pt] = label.split("|");
  if (langOf(site) === "pt") return (pt ?? es!).trim();
  const [river, neutral] = es!.split("~");
  return (RIOPLATENSE.has(site) || !neutral ? river! : neutral).trim();
}

/** Category, brand and value names repeat endlessly: folding them once each keeps seeds fast. */
const FOLDED = new Map<string, string>();

export function fold(text: string): string {
  let out = FOLDED.get(text);
  if (out === undefined) {
    out = text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
    if (FOLDED.size < 200_000) FOLDED.set(text, out);
  }
  return out;
}

const STOP_WORDS = new Set(
  (
    "de del la las el los lo un una unos unas y e o u en con sin para por al a su sus que mas muy " +
    "da do das dos um uma umas uns com sem em no na nos nas ao aos pra pelo pela se ou " +
    "x kit set pack combo oferta envio gratis nuevo nueva novo nova original"
  ).split(" "),
);

/**
 * A light stemmer for Spanish and Portuguese plurals, applied to query and documents alike so that
 * "zapatilla" matches "Zapatillas", "colchão" matches "Colchões" and "televisor" matches "Televisores".
 */
export function stem(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  if (token.endsWith("oes") || token.endsWith("aes")) return token.slice(0, -3) + "ao";
  if (token.endsWith("ces")) return token.slice(0, -3) + "z";
  if (token.endsWith("ns")) return token.slice(0, -2) + "m";
  if (/[rlndz]es$/.test(token) && token.length > 5) return token.slice(0, -2);
  if (token.endsWith("s") && !token.endsWith("ss")) return token.slice(0, -1);
  return token;
}

/** Lower-cased, accent-folded, stop-word-free, stemmed terms of a text. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of fold(text).split(/[^a-z0-9]+/)) {
    if (!raw || STOP_WORDS.has(raw)) continue;
    if (raw.length === 1 && !/\d/.test(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

/** A slug for permalinks: "Zapatillas Running" → "zapatillas-running". */
export const slug = (text: string): string =>
  fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Site web domains (notes §8), for permalinks. */
export const WEB_DOMAIN = Object.fromEntries(Object.entries(SITES).map(([site, info]) => [site, info.webDomain])) as Record<SiteId, string>;
