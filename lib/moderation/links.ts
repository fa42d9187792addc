import type { LinkType } from "./types";

/** Links to the marketplace itself (a listing, the help pages) are fine in an answer. */
const OWN_DOMAINS = /(^|\.)(mercadoli[bv]re\.com(\.[a-z]{2})?|mercadolibre\.cl|mercadolivre\.com\.br)$/;
const SHORTENERS =
  /(^|\.)(bit\.ly|tinyurl\.com|t\.co|goo\.gl|cutt\.ly|is\.gd|ow\.ly|rebrand\.ly|shorturl\.at|tiny\.cc|acortar\.link|encurtador\.com\.br|linktr\.ee|rb\.gy|s\.id)$/;
const SOCIAL =
  /(^|\.)(instagram\.com|instagr\.am|facebook\.com|fb\.com|fb\.me|m\.me|tiktok\.com|twitter\.com|x\.com|wa\.me|whatsapp\.com|t\.me|telegram\.me|youtube\.com|youtu\.be|linkedin\.com|pinterest\.com|threads\.net)$/;
/** Paying outside the checkout loses the buyer's protection: Mercado Pago links, PayPal, PicPay, PagSeguro. */
const PAYMENT =
  /(^|\.)(mpago\.la|mpago\.li|link\.mercadopago\.com(\.[a-z]{2})?|paypal\.me|paypal\.com|picpay\.me|pag\.ae|pagseguro\.uol\.com\.br|uala\.com\.ar)$/;

const TLDS = "com|net|org|info|io|app|shop|store|link|ly|me|la|li|ae|gy|id|cc|at|gd|co|ee|be|am|ar|br|mx|cl|uy|pe|ec";
/** Scheme or www links, and bare domains ("tienda.com.ar/ofertas"). */
export const URL_RE = new RegExp(
  `\\b(?:https?:\\/\\/|www\\.)[^\\s<>"]+|\\b(?:[a-z0-9-]+\\.)+(?:${TLDS})(?:\\.[a-z]{2})?\\b(?:\\/[^\\s<>"]*)?`,
  "g",
);

export function hostOf(url: string): string {
  return url
    .replace(/^https?:\/\//, "")
    .split(/[/?#:]/)[0]!
    .replace(/^www\./, "")
    .replace(/\.$/, "");
}

/** null for the marketplace's own links (not flagged). */
export function classifyLink(url: string): LinkType | null {
  const host = hostOf(url);
  if (PAYMENT.test(host)) return "payment";
  if (OWN_DOMAINS.test(host)) return null;
  if (SHORTENERS.test(host)) return "shortener";
  if (SOCIAL.test(host)) return "social_network";
  return "other";
}
