/**
 * Facts an answer states about an item: shipping, stock, price, availability (issue 58 item 4).
 *
 * A suggested answer written for another item can carry facts that are false here ("el envío es gratis" on
 * an item without free shipping), and it is two taps from Publish. The composer asks for an edit or a
 * confirmation when such a suggestion states one of these. Deliberately broad (a false alarm costs one
 * tap, a false fact is public and cannot be edited), in Spanish, Portuguese and English. Pure: runs in the
 * browser.
 */
export const FACT_KINDS = ["shipping", "stock", "price", "availability"] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** Lower case, accents off, so "envío", "envio" and "ENVÍO" read the same. */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

const PATTERNS: Record<FactKind, RegExp> = {
  shipping:
    /\b(?:envio|envios|envia(?:mos|n)?|enviar|despacho|despachamos|retiro|retirar|mercado envios|flex|frete|entrega(?:mos|s)?|entregar|ship(?:ping|s|ped)?|deliver(?:y|ies|ed)?|free shipping|pick[ -]?up|llega|llegan|chega|chegam|arrives?)\b/,
  stock:
    /\b(?:stock|estoque|unidad(?:es)?|quedan?|nos quedan|tenemos|temos|restan|ultim[ao]s?|in stock|out of stock|units?|sin stock|sem estoque)\b/,
  price:
    /(?:\$|r\$|\busd\b|\bars\b|\bbrl\b|\b(?:precio|precios|preco|precos|price|prices|cuesta|cuestan|custa|custam|costs?|valor|descuento|desconto|discount|oferta|offer|cuotas|parcelas|installments|sin interes|sem juros)\b)/,
  availability:
    /\b(?:disponible|disponibles|disponivel|disponiveis|available|unavailable|agotad[oa]s?|esgotad[oa]s?|sold out|hay|no hay|nao tem|en camino|a pedido|sob encomenda|back ?order|pre-?venta|pre-?venda|pre-?order)\b/,
};

/** The kinds of fact `text` states, each once, in FACT_KINDS order. */
export function statedFacts(text: string): FactKind[] {
  const t = plain(text);
  return FACT_KINDS.filter((kind) => PATTERNS[kind].test(t));
}

/**
 * The facts a picked suggestion needs checked before it can be published: only an answer given on another
 * item (the same item's answer was about this very listing), and only when it states any.
 */
export function factsToCheck(suggestion: { source: "item" | "category" | "other"; text: string }): FactKind[] {
  return suggestion.source === "item" ? [] : statedFacts(suggestion.text);
}
