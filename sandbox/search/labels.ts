import { SITES, type SiteId } from "../accounts/types.ts";

/** Names shown by search, in the site's language (Portuguese on MLB, Spanish elsewhere). */
const ES = {
  relevance: "Más relevantes",
  price_asc: "Menor precio",
  price_desc: "Mayor precio",
  category: "Categorías",
  condition: "Condición",
  new: "Nuevo",
  used: "Usado",
  shipping_cost: "Costo de envío",
  free: "Gratis",
  price: "Precio",
  seller_id: "Vendedor",
  upTo: "Hasta",
  to: "a",
  moreThan: "Más de",
  conditionAttr: "Condición del ítem",
  others: "Otros",
};
const PT: typeof ES = {
  relevance: "Mais relevantes",
  price_asc: "Menor preço",
  price_desc: "Maior preço",
  category: "Categorias",
  condition: "Condição",
  new: "Novo",
  used: "Usado",
  shipping_cost: "Custo de envio",
  free: "Grátis",
  price: "Preço",
  seller_id: "Vendedor",
  upTo: "Até",
  to: "a",
  moreThan: "Mais de",
  conditionAttr: "Condição do item",
  others: "Outros",
};

export type Labels = typeof ES;
export const labelsFor = (site: SiteId): Labels => (site === "MLB" ? PT : ES);

const SYMBOL: Record<string, string> = { BRL: "R$ ", USD: "US$ " };

/** "$1.000" / "R$ 1.000" / "$1,000" (MLM groups with commas), as the sites print prices. */
export function money(site: SiteId, amount: number): string {
  const sep = site === "MLM" ? "," : ".";
  const digits = Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${SYMBOL[SITES[site].currency_id] ?? "$"}${digits}`;
}

/** Display name of a price range value. */
export function priceRangeName(site: SiteId, from: number | null, to: number | null): string {
  const l = labelsFor(site);
  if (from === null) return `${l.upTo} ${money(site, to!)}`;
  if (to === null) return `${l.moreThan} ${money(site, from)}`;
  return `${money(site, from)} ${l.to} ${money(site, to)}`;
}
