/**
 * Test helpers for the sales domain. The catalog may seed no items yet: then fixture items are added
 * and the sales seed re-run, so the tests never depend on another helper's progress.
 */
import { randomUUID } from "node:crypto";
import { SITES, type SiteId } from "../accounts/types.ts";
import type { Item, ItemTopic } from "../catalog/types.ts";
import type { SandboxConfig } from "../config.ts";
import type { SandboxContext } from "../context.ts";
import { Rng } from "../core/rng.ts";
import { startSandbox, type RunningSandbox } from "../testing.ts";
import { seedSales } from "./seed.ts";
import type { LogisticType, Sale, Shipment } from "./types.ts";

const PRODUCTS: Record<"es" | "pt", Array<[string, ItemTopic, string, number]>> = {
  es: [
    ["Zapatillas Running Hombre Livianas", "footwear", "1276", 0.9],
    ["Pastillas De Freno Delanteras Gol Trend", "auto_parts", "1747", 0.5],
    ["Remera Algodón Peinado Lisa", "apparel", "1430", 0.2],
    ["Auriculares Bluetooth In Ear", "electronics", "1000", 0.6],
    ["Juego De Sábanas 2 Plazas Algodón", "home", "1574", 0.4],
    ["Taladro Percutor 650w Con Maletín", "tools", "1500", 1.1],
    ["Mochila Urbana Impermeable 25 Litros", "sports", "1276", 0.35],
    ["Mesa Ratona Madera Maciza A Medida", "home", "1574", 2.5],
  ],
  pt: [
    ["Tênis De Corrida Masculino Leve", "footwear", "1276", 0.9],
    ["Pastilha De Freio Dianteira Gol G5", "auto_parts", "1747", 0.5],
    ["Camiseta Algodão Básica Lisa", "apparel", "1430", 0.2],
    ["Fone De Ouvido Bluetooth Intra-auricular", "electronics", "1000", 0.6],
    ["Jogo De Lençol Casal Algodão", "home", "1574", 0.4],
    ["Furadeira De Impacto 650w Com Maleta", "tools", "1500", 1.1],
    ["Mochila Urbana Impermeável 25 Litros", "sports", "1276", 0.35],
    ["Mesa De Centro Madeira Maciça Sob Medida", "home", "1574", 2.5],
  ],
};
/** Rough price of a 1.0-weight product per currency. */
const PRICE: Record<SiteId, number> = { MLA: 45_000, MLB: 250, MLM: 900, MCO: 180_000, MLC: 45_000, MLU: 2_000 };

export function ensureSales(ctx: SandboxContext): void {
  const state = ctx.state;
  const sellers = [...state.users.values()].filter((u) => u.role === "seller");
  const haveItems = sellers.every((s) => [...state.catalog.items.values()].some((i) => i.seller_id === s.id && i.topic === "auto_parts"));
  if (haveItems && state.sales.sales.size > 0) return;
  for (const seller of sellers) {
    const products = PRODUCTS[seller.site_id === "MLB" ? "pt" : "es"];
    for (let n = 0; n < 80; n++) {
      const [title, topic, cat, weight] = products[n % products.length]!;
      const id = `${seller.site_id}${seller.id}${String(n).padStart(3, "0")}`;
      const item: Item = {
        id,
        site_id: seller.site_id,
        seller_id: seller.id,
        title,
        category_id: `${seller.site_id}${cat}`,
        topic,
        price: Math.round(PRICE[seller.site_id] * weight * (1 + (n % 5) / 10)),
        currency_id: SITES[seller.site_id].currency_id,
        available_quantity: 10,
        sold_quantity: 3,
        status: "active",
        condition: "new",
        listing_type_id: "gold_special",
        buying_mode: "buy_it_now",
        permalink: `https://articulo.example/${id}`,
        thumbnail: "",
        date_created: new Date().toISOString(),
      };
      state.catalog.items.set(id, item);
    }
  }
  state.sales = seedSales(state, new Rng("sales-tests"), ctx.clock.now());
}

export async function startSalesSandbox(overrides: Partial<SandboxConfig> = {}): Promise<RunningSandbox> {
  const running = await startSandbox(overrides);
  ensureSales(running.sandbox.ctx);
  return running;
}

export function resetSales(running: RunningSandbox): void {
  running.sandbox.ctx.clock.reset();
  running.sandbox.ctx.faults.clear();
  running.sandbox.reset();
  ensureSales(running.sandbox.ctx);
}

/** A token from POST /__sandbox/tokens, or minted straight into the OAuth state while accounts lands. */
export async function token(running: RunningSandbox, userId: number): Promise<string> {
  try {
    return await running.tokenFor(userId);
  } catch {
    const t = `APP_USR-test-${randomUUID()}`;
    running.sandbox.ctx.state.oauth.accessTokens.set(t, {
      token: t,
      user_id: userId,
      client_id: "test",
      expires_at: running.sandbox.ctx.clock.nowMs() + 3_600_000,
    });
    return t;
  }
}

export interface SaleFilter {
  logistic?: LogisticType[];
  site?: SiteId;
  excepted?: boolean;
  blocked?: boolean;
  /** Shipment in transit (OTHER is offered): a delivered match is set back to shipped. */
  open?: boolean;
  fresh?: boolean;
  /** A pack (several orders, read through /packs) or a single order; either when unset. */
  pack?: boolean;
}

/** A seeded sale matching the filter, with its shipment. Fresh: no messages, full caps. */
export function findSale(running: RunningSandbox, f: SaleFilter = {}): { sale: Sale; shipment: Shipment } {
  const { sales, shipments } = running.sandbox.ctx.state.sales;
  for (const sale of sales.values()) {
    const shipment = shipments.get(sale.shipment_id)!;
    if (f.logistic && !f.logistic.includes(shipment.logistic_type)) continue;
    if (f.site && sale.site_id !== f.site) continue;
    if (f.excepted !== undefined && (sale.excepted !== null) !== f.excepted) continue;
    if (f.blocked !== undefined && (sale.blocked !== null) !== f.blocked) continue;
    if (f.open && shipment.status === "cancelled") continue;
    if (f.fresh && sale.messages.length > 0) continue;
    if (f.pack !== undefined && sale.is_pack !== f.pack) continue;
    // Most seeded sales are old and delivered; a test that needs one in transit moves it back.
    if (f.open && shipment.status === "delivered") Object.assign(shipment, { status: "shipped", substatus: "on_route" });
    return { sale, shipment };
  }
  throw new Error(`no seeded sale matches ${JSON.stringify(f)}`);
}

export const guideSale = (running: RunningSandbox, f: SaleFilter = {}) =>
  findSale(running, { excepted: false, blocked: false, fresh: true, ...f });

export async function call(running: RunningSandbox, method: string, path: string, tokenValue?: string, body?: unknown) {
  const res = await fetch(`${running.url}${path}`, {
    method,
    headers: {
      ...(tokenValue ? { authorization: `Bearer ${tokenValue}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* plain-text bodies stay strings */
  }
  return { status: res.status, body: json };
}
