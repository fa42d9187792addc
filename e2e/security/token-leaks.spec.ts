import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { APP_URL, DATA_DIR } from "../../playwright.config";
import { sandbox, SELLERS, signInAs } from "../support/support";

// Every sandbox access token starts APP_USR- and every refresh token TG- followed by 24 hex digits.
const TOKEN = /APP_USR-\d+-\d{6}-[0-9a-f]{32}-\d+|TG-[0-9a-f]{24}-\d+/;

test("no access or refresh token reaches the browser during sign-in and dashboard load", async ({ page, context, request }) => {
  await sandbox(request).reset();
  const leaks: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().startsWith(APP_URL)) return; // the app's own responses
    const type = response.headers()["content-type"] ?? "";
    if (!/html|javascript|json|text/.test(type)) return;
    const body = await response.text().catch(() => "");
    if (TOKEN.test(body)) leaks.push(`${response.url()} body`);
    for (const value of Object.values(response.headers())) if (TOKEN.test(value)) leaks.push(`${response.url()} header`);
  });

  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  for (const p of ["/", "/settings", "/questions"]) await page.goto(p);
  const me = await page.request.get("/api/me");
  expect(TOKEN.test(await me.text())).toBe(false);
  const session = await page.request.get("/api/auth/session");
  expect(TOKEN.test(await session.text())).toBe(false);

  for (const cookie of await context.cookies()) expect(TOKEN.test(cookie.value), cookie.name).toBe(false);
  expect(leaks).toEqual([]);
});

test("tokens in the database are not stored in plaintext", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(path.resolve(DATA_DIR, "pglite"));
  expect(files.length).toBeGreaterThan(0);
  // PGlite may hold fresh writes in memory: the row must exist on disk in encrypted form at least
  // once the WAL is flushed, and plaintext must never appear in any file.
  for (const file of files) {
    const text = readFileSync(file).toString("latin1");
    expect(TOKEN.test(text), file).toBe(false);
  }
});
