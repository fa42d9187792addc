import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { ms, percentile, runLoad } from "./load.ts";

/**
 * /search over the realistic public catalog: GET /api/catalog/search on Mostrador (session, role, the
 * upstream search, zod, the sellers' nicknames) against GET /sites/MLA/search straight on the sandbox,
 * one request at a time over a mix of queries and filters. Also prints the sandbox's own start figures.
 * Starts its own sandbox + production app on spare ports. Run: npx tsx bench/catalog-search.ts
 */
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3213);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4213);
const APP = `http://localhost:${APP_PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const QUERIES = [
  "q=celular&limit=12", "q=celular&limit=12&offset=24", "q=celular&limit=12&condition=used&price=100000-900000",
  "q=zapatillas&limit=12", "q=heladera&limit=12&shipping_cost=free", "q=notebook&limit=12&sort=price_asc",
  "q=departamento&limit=12&item_location=lat:-34.65_-34.53,lon:-58.53_-58.35", "category=MLA1051&limit=12",
];

rmSync(".data/bench-catalog", { recursive: true, force: true });
const server = spawn("npx", ["tsx", "scripts/start.ts"], {
  env: { ...process.env, APP_PORT: String(APP_PORT), SANDBOX_PORT: String(SANDBOX_PORT), NEXTAUTH_URL: APP, DATA_DIR: ".data/bench-catalog" },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
const sandboxLines: string[] = [];
await new Promise<void>((resolve, reject) => {
  server.stdout!.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    for (const line of text.split("\n")) if (line.includes("[sandbox]")) sandboxLines.push(line.trim());
    if (text.includes("ready in")) resolve();
  });
  server.on("exit", () => reject(new Error("the app did not start")));
});

try {
  // Wait for the public catalog (the sandbox adds it right after listening).
  for (let i = 0; i < 240 && !sandboxLines.some((l) => l.includes("public catalog ready")); i++) await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage();
  await page.goto(`${APP}/signin`);
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: /^TIENDA_PAMPA · MLA · Seller/ }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await page.getByTestId("seller-nickname").waitFor();
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await browser.close();

  let n = 0;
  const next = () => QUERIES[n++ % QUERIES.length]!;
  const direct = () => fetch(`${SANDBOX}/sites/MLA/search?${next()}`);
  const viaApp = () => fetch(`${APP}/api/catalog/search?${next()}`, { headers: { cookie } });
  await runLoad(QUERIES.length * 2, 1, direct);
  await runLoad(QUERIES.length * 2, 1, viaApp);
  const upstream = await runLoad(QUERIES.length * ROUNDS, 1, direct);
  const app = await runLoad(QUERIES.length * ROUNDS, 1, viaApp);
  console.log(sandboxLines.join("\n"));
  console.log(`\n${QUERIES.length * ROUNDS} requests each, one at a time, ${QUERIES.length} queries\n`);
  console.log("| request | p50 | p95 |\n|---|---|---|");
  console.log(`| GET /sites/MLA/search on the sandbox | ${ms(percentile(upstream, 50))} | ${ms(percentile(upstream, 95))} |`);
  console.log(`| GET /api/catalog/search on Mostrador | ${ms(percentile(app, 50))} | ${ms(percentile(app, 95))} |`);
  console.log(`\noverhead the app adds: p50 ${ms(percentile(app, 50) - percentile(upstream, 50))}, p95 ${ms(percentile(app, 95) - percentile(upstream, 95))}`);
} finally {
  process.kill(-server.pid!, "SIGTERM");
}
