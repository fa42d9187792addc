/**
 * Search latency over HTTP with 100,000 items: `npx tsx bench/sandbox-search.ts`.
 * Starts a sandbox in-process, clones the seeded items (varying title, price and place) until the
 * catalog holds 100,000, then times GET /sites/MLA/search for a mix of queries and prints p50/p95.
 */
import type { Item } from "../sandbox/catalog/types.ts";
import { Rng } from "../sandbox/core/rng.ts";
import { categoryView } from "../sandbox/search/catalog-view.ts";
import { tokenize } from "../sandbox/search/text.ts";
import { startSandbox } from "../sandbox/testing.ts";

const TARGET = 100_000;
const ROUNDS = 40;
const VARIANTS = [
  "negro",
  "blanco",
  "gris",
  "azul",
  "rojo",
  "premium",
  "pro",
  "max",
  "plus",
  "lite",
  "2024",
  "2025",
  "original",
  "importado",
];

const s = await startSandbox();
const state = s.sandbox.ctx.state;
const rng = new Rng("bench");
const seeded = [...state.catalog.items.values()];
const mla = seeded.filter((i) => i.site_id === "MLA");
const bases = mla.length > 0 ? mla : fallbackItems();
const others = seeded.filter((i) => i.site_id !== "MLA");

// Seven in ten clones are MLA items, so the measured site holds most of the catalog.
let n = 0;
while (state.catalog.items.size < TARGET) {
  const base = others.length > 0 && rng.bool(0.3) ? rng.pick(others) : rng.pick(bases);
  const id = `${base.site_id}${3_000_000_000 + n++}`;
  const clone: Item = {
    ...base,
    id,
    title: `${base.title} ${rng.pick(VARIANTS)}`,
    price: Math.round(base.price * (0.7 + rng.next() * 0.6)),
    sold_quantity: rng.int(0, 900),
    condition: rng.bool(0.8) ? "new" : "used",
  };
  if (base.location)
    clone.location = {
      ...base.location,
      latitude: base.location.latitude + (rng.next() - 0.5) * 0.01,
      longitude: base.location.longitude + (rng.next() - 0.5) * 0.01,
    };
  state.catalog.items.set(id, clone);
}
const mlaCount = [...state.catalog.items.values()].filter((i) => i.site_id === "MLA").length;

// Queries from the data itself: frequent title words and categories really used on MLA.
const words = topWords(bases, 6);
const cats = [...new Set(bases.map((i) => i.category_id))].slice(0, 4);
const roots = [...new Set(cats.map((c) => categoryView(state).get(c)?.path[0]?.id ?? c))];
const mix: Array<[string, string]> = [
  ["all items, page 1", ""],
  ["q one word", `q=${words[0]}`],
  ["q two words", `q=${words[1]}%20${words[2]}`],
  ["category (leaf)", `category=${cats[0]}`],
  ["category (root)", `category=${roots[0]}`],
  ["q + category", `q=${words[3]}&category=${cats[1] ?? cats[0]}`],
  ["filters: condition + price", "condition=new&price=10000-200000"],
  ["filter: free shipping", "shipping_cost=free"],
  ["q + free shipping", `shipping_cost=free&q=${words[4]}`],
  ["paging offset 500", `q=${words[0]}&offset=500&limit=50`],
  ["sort price_asc", `q=${words[5]}&sort=price_asc`],
  ["sort price_desc, all", "sort=price_desc"],
  ["item_location (Buenos Aires)", "item_location=lat:-34.75_-34.5,lon:-58.6_-58.3"],
];

await fetch(`${s.url}/sites/MLA/search?limit=1`); // builds the index for the grown catalog
const all: number[] = [];
const rows: string[] = [];
for (const [label, query] of mix) {
  const times: number[] = [];
  let total = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    const res = await fetch(`${s.url}/sites/MLA/search?${query}`);
    const body = (await res.json()) as { paging?: { total: number } };
    times.push(performance.now() - t);
    if (!res.ok) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
    total = body.paging!.total;
  }
  all.push(...times);
  rows.push(`| ${label} | ${total} | ${pct(times, 50)} | ${pct(times, 95)} |`);
}
console.log(`catalog: ${state.catalog.items.size} items (${mlaCount} on MLA); ${ROUNDS} requests per query over HTTP\n`);
console.log("| query | results | p50 ms | p95 ms |\n|---|---|---|---|");
console.log(rows.join("\n"));
console.log(`| **all queries** | | **${pct(all, 50)}** | **${pct(all, 95)}** |`);
await s.close();

function pct(values: number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
}

function topWords(items: Item[], count: number): string[] {
  const freq = new Map<string, number>();
  for (const i of items)
    for (const w of new Set(tokenize(i.title))) if (w.length > 3 && !/^\d+$/.test(w)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const sorted = [...freq.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  return Array.from({ length: count }, (_, k) => sorted[k % Math.max(1, sorted.length)] ?? "heladera");
}

/** Only when the catalog seeds no MLA items: a few plausible listings to clone. */
function fallbackItems(): Item[] {
  const rows: Array<[string, string, number]> = [
    ["Heladera No Frost 364 L Inoxidable", "MLA398582", 899_999],
    ["Lavarropas Automático 8 kg Carga Frontal", "MLA398583", 749_000],
    ["Smart TV 50 Pulgadas 4K UHD", "MLA1002", 529_999],
    ["Celular Samsung Galaxy A15 128 GB", "MLA1055", 289_999],
    ["Zapatillas Running Hombre Livianas", "MLA109027", 89_990],
    ["Taladro Percutor Inalámbrico 18 V", "MLA1032", 129_500],
    ["Campera Inflable Mujer Impermeable", "MLA109282", 74_900],
    ["Juego De Sábanas Algodón 2 Plazas", "MLA1631", 32_500],
  ];
  return rows.map(([title, category_id, price], k) => ({
    id: `MLA${2_900_000_000 + k}`,
    site_id: "MLA",
    seller_id: 241_370_001,
    title,
    category_id,
    topic: "home",
    price,
    currency_id: "ARS",
    available_quantity: 10,
    sold_quantity: 50,
    status: "active",
    condition: "new",
    listing_type_id: "gold_special",
    buying_mode: "buy_it_now",
    permalink: `https://articulo.mercadolibre.com.ar/MLA-${2_900_000_000 + k}`,
    thumbnail: "",
    date_created: "2025-01-10T10:00:00.000-03:00",
  }));
}
