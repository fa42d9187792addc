import type { SiteId } from "../accounts/types.ts";
import type { ItemTopic } from "../catalog/types.ts";
import type { Rng } from "../core/rng.ts";
import { ES } from "./texts-es.ts";
import { PT } from "./texts-pt.ts";

export interface Exchange {
  q: string;
  a: string[];
}

export type Subject =
  | "availability"
  | "shipping"
  | "invoice"
  | "bargaining"
  | "colors"
  | "warranty"
  | "sizes"
  | "compatibility"
  | "voltage"
  | "phones"
  | "electronics"
  | "home"
  | "toys"
  | "beauty"
  | "sports"
  | "real_estate"
  | "vehicles"
  | "followUp";

export type Phrasebook = Record<Subject, Exchange[]> & { greetings: string[]; closings: string[] };

/** What buyers ask about, by item topic, with weights (product-specific subjects dominate). */
const SUBJECTS: Record<ItemTopic, Array<[Subject, number]>> = {
  apparel: [
    ["sizes", 5],
    ["colors", 3],
    ["availability", 2],
    ["shipping", 2],
    ["bargaining", 1],
    ["invoice", 1],
  ],
  footwear: [
    ["sizes", 5],
    ["colors", 2],
    ["availability", 2],
    ["shipping", 2],
    ["warranty", 1],
    ["bargaining", 1],
  ],
  electronics: [
    ["electronics", 3],
    ["warranty", 3],
    ["invoice", 2],
    ["shipping", 2],
    ["availability", 2],
    ["bargaining", 1],
  ],
  phones: [
    ["phones", 4],
    ["warranty", 3],
    ["colors", 2],
    ["invoice", 1],
    ["shipping", 2],
    ["bargaining", 1],
  ],
  home: [
    ["home", 4],
    ["colors", 2],
    ["shipping", 3],
    ["availability", 2],
    ["bargaining", 1],
  ],
  appliances: [
    ["voltage", 5],
    ["warranty", 3],
    ["invoice", 2],
    ["shipping", 2],
    ["availability", 1],
  ],
  auto_parts: [
    ["compatibility", 6],
    ["invoice", 2],
    ["availability", 2],
    ["shipping", 2],
    ["warranty", 1],
  ],
  tools: [
    ["voltage", 4],
    ["warranty", 2],
    ["invoice", 2],
    ["shipping", 2],
    ["availability", 2],
  ],
  sports: [
    ["sports", 3],
    ["sizes", 2],
    ["colors", 2],
    ["shipping", 2],
    ["availability", 2],
  ],
  toys: [
    ["toys", 5],
    ["shipping", 3],
    ["availability", 2],
    ["colors", 1],
  ],
  beauty: [
    ["beauty", 5],
    ["shipping", 2],
    ["availability", 2],
    ["bargaining", 1],
  ],
  real_estate: [["real_estate", 1]],
  vehicles: [["vehicles", 1]],
};

/** Site-dependent words: Argentina and Uruguay use voseo; invoices and mains voltage differ by country. */
const VOCAB: Record<SiteId, Record<string, string>> = {
  MLA: {
    invoice: "factura A",
    talle: "talle",
    fuel: "nafta",
    expensas: "las expensas",
    Expensas: "Las expensas",
    son: "son",
    volt: "220V",
    carrier: "Mercado Envíos",
    tenes: "tenés",
    podes: "Podés",
    queres: "querés",
    hacen: "hacen",
  },
  MLU: {
    invoice: "factura con RUT",
    talle: "talle",
    fuel: "nafta",
    expensas: "los gastos comunes",
    Expensas: "Los gastos comunes",
    son: "son",
    volt: "220V",
    carrier: "Mercado Envíos",
    tenes: "tenés",
    podes: "Podés",
    queres: "querés",
    hacen: "hacen",
  },
  MLM: {
    invoice: "factura (CFDI)",
    talle: "talla",
    fuel: "gasolina",
    expensas: "la cuota de mantenimiento",
    Expensas: "La cuota de mantenimiento",
    son: "es",
    volt: "127V",
    carrier: "Mercado Envíos",
    tenes: "tienes",
    podes: "Puedes",
    queres: "quieres",
    hacen: "hacen",
  },
  MCO: {
    invoice: "factura electrónica",
    talle: "talla",
    fuel: "gasolina",
    expensas: "la administración",
    Expensas: "La administración",
    son: "es",
    volt: "110V",
    carrier: "Mercado Envíos",
    tenes: "tienes",
    podes: "Puedes",
    queres: "quieres",
    hacen: "hacen",
  },
  MLC: {
    invoice: "factura",
    talle: "talla",
    fuel: "bencina",
    expensas: "los gastos comunes",
    Expensas: "Los gastos comunes",
    son: "son",
    volt: "220V",
    carrier: "Mercado Envíos",
    tenes: "tienes",
    podes: "Puedes",
    queres: "quieres",
    hacen: "hacen",
  },
  MLB: { invoice: "nota fiscal", volt: "bivolt", carrier: "Correios", tenes: "tem", podes: "Pode", queres: "quer", hacen: "fazem" },
};

export function phrasebook(site: SiteId): Phrasebook {
  return site === "MLB" ? PT : ES;
}

export interface Fill {
  site: SiteId;
  city: string;
  seller: string;
}

export function fill(text: string, f: Fill): string {
  const vocab = VOCAB[f.site];
  return localForms(text, f.site).replace(/\{(\w+)\}/g, (_, key: string) =>
    key === "city" ? f.city : key === "seller" ? f.seller : (vocab[key] ?? ""),
  );
}

/**
 * The tú forms are applied to the template, before the blanks are filled (no blank's value is a voseo
 * word), and remembered per template: the Unicode regex is the seed's costliest step otherwise, and the
 * seed fills tens of thousands of texts from a few hundred templates.
 */
function localForms(template: string, site: SiteId): string {
  if (VOSEO_SITES.has(site) || site === "MLB") return template;
  let converted = TUTEO_TEMPLATES.get(template);
  if (converted === undefined) {
    converted = template.replace(VOSEO_RE, (w) => TUTEO[w] ?? w);
    TUTEO_TEMPLATES.set(template, converted);
  }
  return converted;
}
const TUTEO_TEMPLATES = new Map<string, string>();

/** The Spanish texts are written in Rioplatense voseo; Mexico, Colombia and Chile get the tú forms. */
const VOSEO_SITES = new Set<SiteId>(["MLA", "MLU"]);
const TUTEO: Record<string, string> = {
  podés: "puedes",
  Podés: "Puedes",
  tenés: "tienes",
  comprás: "compras",
  recibís: "recibes",
  necesitás: "necesitas",
  querés: "quieres",
  Cargá: "Carga",
  Elegí: "Elige",
  elegí: "elige",
  Elegilo: "Elígelo",
  elegilo: "elígelo",
  tomá: "toma",
  Tomá: "Toma",
  comprá: "compra",
  envianos: "envíanos",
  consultanos: "consúltanos",
  dejanos: "déjanos",
  escribinos: "escríbenos",
  mandanos: "mándanos",
  pasanos: "pásanos",
};
const VOSEO_RE = new RegExp(`(?<![\\p{L}])(${Object.keys(TUTEO).join("|")})(?![\\p{L}])`, "gu");

/** A first question on an item of this topic: the exchange and its subject. */
export function pickExchange(rng: Rng, site: SiteId, topic: ItemTopic): Exchange {
  const book = phrasebook(site);
  const subject = rng.weighted(SUBJECTS[topic] ?? SUBJECTS.home);
  return rng.pick(book[subject]);
}

export function pickFollowUp(rng: Rng, site: SiteId): Exchange {
  return rng.pick(phrasebook(site).followUp);
}

/** A seller's answer: greeting + answer + sign-off, as real sellers write them. */
export function composeAnswer(rng: Rng, exchange: Exchange, f: Fill): string {
  const book = phrasebook(f.site);
  const body = rng.pick(exchange.a);
  // Filled piece by piece (greetings end and closings start with a space, so words do not join), which
  // keeps the templates few (see localForms).
  return `${fill(rng.pick(book.greetings), f)}${fill(body, f)}${fill(rng.pick(book.closings), f)}`.trim();
}
