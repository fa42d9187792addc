/**
 * Post-sale text moderation (spec: free texts are "moderated like an ordinary message"). The rule set
 * mirrors what the marketplace forbids in post-sale messages: contact data that takes the sale off the
 * platform, links to other sites, and insults. Reasons are the sandbox's choice (README).
 */
export type ModerationReason = "contact_information" | "external_link" | "out_of_place_language";

export interface ModerationOptions {
  /** SEND_INVOICE_LINK exists to send a billing link, so links are allowed there. */
  allowLinks?: boolean;
}

/** The marketplace's own domains: links to them are never rejected. */
const OWN_DOMAINS =
  /(^|\.)(mercadoli(b|v)re\.com(\.(ar|br|mx|co|uy|pe|ec|ve))?|mercadolibre\.cl|mercadopago\.com(\.(ar|br|mx|co|uy))?|mercadopago\.cl)$/i;

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
/** 8 to 13 digits, optionally with +, parentheses, spaces, dots or dashes between them (11 5555-1234, (11) 98765-4321, +56 9 8765 4321). */
const PHONE = /(?<![\w-])\+?\(?\d(?:[\s.()-]{0,2}\d){7,12}(?![\w-])/;
/** Identity documents buyers send for billing (CPF, DNI, RUT, CUIT): not phones. */
const DOCUMENTS = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|\b\d{1,2}\.\d{3}\.\d{3}(?:-[\dkK])?(?![\w-])|\b\d{2}-\d{8}-\d\b/g;
/** Words that invite moving the conversation off the platform. */
const CONTACT_WORDS = /\b(whats\s?app|wpp|wsp|telegram|zap\s?zap|me\s+liga|llamame|llámame|escribime al|mi celular|meu celular|meu zap)\b/i;
const URL =
  /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|info|io|app|shop|store|link|ly|me|ar|br|mx|cl|uy|co)(?:\.[a-z]{2})?\b(?:\/[^\s<>"]*)?/gi;

/** Insults in Spanish (several sites' slang) and Portuguese, compared without accents. */
const OFFENSIVE = [
  "boludo",
  "pelotudo",
  "idiota",
  "estupido",
  "imbecil",
  "pendejo",
  "puta",
  "puto",
  "mierda",
  "carajo",
  "forro",
  "huevon",
  "weon",
  "culiao",
  "chinga",
  "chingada",
  "pinche",
  "malparido",
  "gonorrea",
  "hijo de puta",
  "tarado",
  "porra",
  "caralho",
  "merda",
  "otario",
  "babaca",
  "filho da puta",
  "desgracado",
  "vagabundo",
  "cuzao",
  "fdp",
];
const OFFENSIVE_RE = new RegExp(`\\b(${OFFENSIVE.join("|")})\\b`, "i");

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "");

/** The first rule the text breaks, or null when it is clean. */
export function moderate(text: string, options: ModerationOptions = {}): ModerationReason | null {
  if (OFFENSIVE_RE.test(fold(text))) return "out_of_place_language";
  if (EMAIL.test(text)) return "contact_information";
  if (!options.allowLinks && hasExternalLink(text)) return "external_link";
  if (CONTACT_WORDS.test(fold(text))) return "contact_information";
  // URLs may contain digit runs (invoice numbers): only look for phones outside them.
  if (PHONE.test(text.replace(URL, " ").replace(DOCUMENTS, " "))) return "contact_information";
  return null;
}

function hasExternalLink(text: string): boolean {
  for (const match of text.matchAll(URL)) {
    const host = match[0]
      .replace(/^https?:\/\//i, "")
      .split(/[/?#:]/)[0]!
      .replace(/^www\./i, "");
    if (!OWN_DOMAINS.test(host)) return true;
  }
  return false;
}
