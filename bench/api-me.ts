import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { chromium } from "@playwright/test";
import { ms, percentile, runLoad } from "./load.ts";

/**
 * GET /api/me (session check, membership read, token from the store, upstream call, zod parsing)
 * against GET /users/me straight on the sandbox: 1,000 requests at concurrency 20 each, after a
 * warm-up. Starts its own sandbox + production app on spare ports. Run: npx tsx bench/api-me.ts
 */
const APP_PORT = 3200;
const SANDBOX_PORT = 4210;
const APP = `http://localhost:${APP_PORT}`;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const TOTAL = 1_000;
const CONCURRENCY = 20;

rmSync(".data/bench", { recursive: true, force: true });
const server = spawn("npx", ["tsx", "scripts/start.ts"], {
  env: { ...process.env, APP_PORT: String(APP_PORT), SANDBOX_PORT: String(SANDBOX_PORT), NEXTAUTH_URL: APP, DATA_DIR: ".data/bench" },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready in") && resolve());
  server.on("exit", () => reject(new Error("the app did not start")));
});

try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage();
  await page.goto(`${APP}/signin`);
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: /^TIENDA_PAMPA · MLA · Seller/ }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await page.getByTestId("seller-nickname").waitFor();
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await browser.close();

  const tokenRes = await fetch(`${SANDBOX}/__sandbox/tokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ user_id: 241370001 }) });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };

  const direct = () => fetch(`${SANDBOX}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const viaApp = () => fetch(`${APP}/api/me`, { headers: { cookie } });
  await runLoad(200, CONCURRENCY, direct);
  await runLoad(200, CONCURRENCY, viaApp);
  const row = (name: string, values: number[]) => `| ${name} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} |`;
  // Concurrency 20 on 2 cores mostly measures queueing; one at a time shows the work per request.
  for (const concurrency of [CONCURRENCY, 1]) {
    const upstream = await runLoad(TOTAL, concurrency, direct);
    const app = await runLoad(TOTAL, concurrency, viaApp);
    console.log(`\n${TOTAL} requests, concurrency ${concurrency}\n`);
    console.log("| request | p50 | p95 |\n|---|---|---|");
    console.log(row("GET /users/me on the sandbox", upstream));
    console.log(row("GET /api/me on Mostrador", app));
    console.log(`\noverhead the app adds: p50 ${ms(percentile(app, 50) - percentile(upstream, 50))}, p95 ${ms(percentile(app, 95) - percentile(upstream, 95))}`);
  }
} finally {
  process.kill(-server.pid!, "SIGTERM");
}
