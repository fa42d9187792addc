/**
 * Catalog sandbox figures: domain discovery latency over real HTTP, the /sites/{site}/all dump sizes
 * and generation time, and the seed (reset) time. Run: npx tsx bench/sandbox-catalog.ts
 */
import { siteDump } from "../sandbox/catalog/routes-dump.ts";
import { SITE_IDS } from "../sandbox/catalog/tree.ts";
import { startSandbox } from "../sandbox/testing.ts";

const HANDWRITTEN: Record<string, string[]> = {
  MLA: [
    "zapatillas nike running hombre",
    "heladera no frost",
    "celular samsung galaxy a15",
    "taladro percutor bosch",
    "departamento 2 ambientes alquiler",
    "colchon 2 plazas",
    "yerba mate playadito",
    "funda iphone 15",
    "aire acondicionado split 3000",
    "bicicleta rodado 29",
  ],
  MLB: [
    "tênis feminino olympikus",
    "geladeira frost free",
    "colchão casal",
    "furadeira bosch",
    "apartamento 2 quartos venda",
    "fone bluetooth jbl",
    "ração royal canin",
    "cafeteira nespresso",
  ],
  MLM: ["refrigerador mabe 400 l", "lavadora carga superior", "tenis adidas mujer", "pantalla 55 pulgadas", "licuadora oster"],
  MCO: ["tenis nike hombre", "pañales huggies", "celular motorola", "perfume carolina herrera"],
  MLC: ["zapatillas trekking", "carpa 4 personas coleman", "bicicleta mountain bike", "casco moto ls2"],
  MLU: ["heladera whirlpool", "termo stanley", "sabanas 2 plazas", "casa en venta"],
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  // Dump generation first, while the per-process cache is cold.
  const dumps = SITE_IDS.map((site) => ({ site, ...siteDump(site) }));

  const sb = await startSandbox();
  try {
    const resets: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      sb.sandbox.reset();
      resets.push(performance.now() - t);
    }

    const queries: Array<[string, string]> = [];
    for (const [site, list] of Object.entries(HANDWRITTEN)) for (const q of list) queries.push([site, q]);
    // Item titles cut to 2–4 words: what a seller types before finishing the title.
    let n = 0;
    for (const item of sb.sandbox.ctx.state.catalog.items.values()) {
      if (n++ % 3) continue;
      queries.push([
        item.site_id,
        item.title
          .split(" ")
          .slice(0, 2 + (n % 3))
          .join(" "),
      ]);
    }

    const warm = performance.now();
    for (const site of SITE_IDS) await fetch(`${sb.url}/sites/${site}/domain_discovery/search?q=warm`);
    const indexBuild = performance.now() - warm;

    const times: number[] = [];
    for (const [site, q] of queries) {
      const t = performance.now();
      const res = await fetch(`${sb.url}/sites/${site}/domain_discovery/search?q=${encodeURIComponent(q)}`);
      await res.json();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `seed (reset) over 10 runs: p50 ${percentile(
        [...resets].sort((a, b) => a - b),
        50,
      ).toFixed(1)} ms, max ${Math.max(...resets).toFixed(1)} ms`,
    );
    console.log(`domain discovery index build, 6 sites (first query per site): ${indexBuild.toFixed(1)} ms`);
    console.log(
      `domain discovery over HTTP, ${times.length} queries: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
    );
    console.log("\n/sites/{site}/all");
    console.log("site  categories  uncompressed  gzip       generation");
    for (const d of dumps) {
      const count = Object.keys(JSON.parse(d.json.toString("utf8"))).length;
      console.log(
        `${d.site}   ${String(count).padEnd(10)}  ${(d.json.length / 1024).toFixed(0).padStart(6)} KiB    ${(d.gzip.length / 1024).toFixed(0).padStart(4)} KiB   ${d.generationMs.toFixed(0)} ms`,
      );
    }
  } finally {
    await sb.close();
  }
}

await main();
