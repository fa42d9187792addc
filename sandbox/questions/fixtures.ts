import { SITES, type SiteId } from "../accounts/types.ts";
import type { Item, ItemTopic } from "../catalog/types.ts";
import { Rng } from "../core/rng.ts";
import type { RunningSandbox } from "../testing.ts";
import { seedQuestions } from "./seed.ts";
import { insertQuestion, type Question } from "./state.ts";

/**
 * Test helpers. The catalog helper seeds real items; until it does (or if a seller has none), tests add
 * a few plausible items and re-run the questions seed over them, so every test finds data through state.
 */
const FALLBACK: Array<[ItemTopic, string, string]> = [
  ["apparel", "Campera Inflable Mujer Liviana Impermeable", "Jaqueta Puffer Feminina Impermeável"],
  ["footwear", "Zapatillas Running Hombre Amortiguación", "Tênis Corrida Masculino Amortecimento"],
  ["auto_parts", "Kit Embrague Volkswagen Gol Trend 1.6", "Kit Embreagem Gol G5 1.0"],
  ["appliances", "Pava Eléctrica Acero Inoxidable 1.7 L", "Chaleira Elétrica Inox 1,7 L"],
  ["phones", "Celular Samsung Galaxy A15 128 GB", "Celular Samsung Galaxy A15 128 GB"],
  ["home", "Mesa de Luz Escandinava Madera Dos Cajones", "Criado-Mudo Escandinavo Madeira"],
  ["toys", "Bloques de Construcción 500 Piezas", "Blocos de Montar 500 Peças"],
  ["tools", "Taladro Percutor Inalámbrico 18 V", "Furadeira de Impacto sem Fio 18 V"],
];

export function ensureItems(run: RunningSandbox): void {
  const state = run.sandbox.ctx.state;
  const sellers = [...state.users.values()].filter((u) => u.role === "seller");
  let added = false;
  for (const seller of sellers) {
    if ([...state.catalog.items.values()].some((i) => i.seller_id === seller.id)) continue;
    FALLBACK.forEach(([topic, es, pt], n) => {
      const status: Item["status"] = n === 6 ? "closed" : n === 7 ? "paused" : "active";
      const item = makeItem(
        seller.site_id,
        seller.id,
        `${seller.site_id}${seller.id}${n}`,
        topic,
        seller.site_id === "MLB" ? pt : es,
        status,
      );
      state.catalog.items.set(item.id, item);
    });
    added = true;
  }
  if (added) state.questions = seedQuestions(state, new Rng("questions-fixtures"), run.sandbox.ctx.clock.now());
}

export function makeItem(
  site: SiteId,
  sellerId: number,
  id: string,
  topic: ItemTopic,
  title: string,
  status: Item["status"] = "active",
): Item {
  return {
    id,
    site_id: site,
    seller_id: sellerId,
    title,
    category_id: `${site}1000`,
    topic,
    price: 25_999,
    currency_id: SITES[site].currency_id,
    available_quantity: 10,
    sold_quantity: 4,
    status,
    condition: "new",
    listing_type_id: "gold_special",
    buying_mode: "buy_it_now",
    permalink: `https://articulo.example/${id}`,
    thumbnail: `https://http2.example/${id}.jpg`,
    date_created: "2024-01-10T10:00:00.000-03:00",
  };
}

export function sellerItems(run: RunningSandbox, sellerId: number, status: Item["status"] = "active"): Item[] {
  return [...run.sandbox.ctx.state.catalog.items.values()].filter((i) => i.seller_id === sellerId && i.status === status);
}

export function buyersOf(run: RunningSandbox, site: SiteId): number[] {
  return [...run.sandbox.ctx.state.users.values()].filter((u) => u.role === "buyer" && u.site_id === site).map((u) => u.id);
}

/** Removes a seller's stored questions so a test controls exactly what counts. */
export function clearSeller(run: RunningSandbox, sellerId: number): void {
  const qs = run.sandbox.ctx.state.questions;
  for (const q of qs.bySeller.get(sellerId) ?? []) {
    qs.byId.delete(q.id);
    qs.byItem.delete(q.item_id);
  }
  qs.bySeller.set(sellerId, []);
}

/** Stores one question directly (dates in epoch ms); answeredAfterMs null leaves it unanswered. */
export function putQuestion(
  run: RunningSandbox,
  q: { seller: number; item: string; from: number; at: number; answeredAfterMs?: number | null; status?: Question["status"] },
): Question {
  const qs = run.sandbox.ctx.state.questions;
  const answered = q.answeredAfterMs !== undefined && q.answeredAfterMs !== null;
  const question: Question = {
    id: qs.nextId++,
    seller_id: q.seller,
    item_id: q.item,
    from_id: q.from,
    text: "¿Tenés stock disponible?",
    status: q.status ?? (answered ? "ANSWERED" : "UNANSWERED"),
    date_created: q.at,
    last_updated: q.at,
    answer: answered ? { text: "Sí, tenemos stock.", status: "ACTIVE", date_created: q.at + q.answeredAfterMs! } : null,
    deleted_from_listing: false,
    hold: false,
    suspected_spam: false,
    app_id: null,
  };
  insertQuestion(qs, question);
  return question;
}

/** fetch with the user's bearer token and a JSON body. */
export function client(run: RunningSandbox) {
  const tokens = new Map<number, string>();
  const token = async (userId: number) => {
    if (!tokens.has(userId)) tokens.set(userId, await run.tokenFor(userId));
    return tokens.get(userId)!;
  };
  return async (method: string, path: string, opts: { as?: number; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (opts.as !== undefined) headers.authorization = `Bearer ${await token(opts.as)}`;
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${run.url}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read any JSON shape
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body };
  };
}
