import { expect, test } from "@playwright/test";

// Browsers ask for /favicon.ico on their own, signed in or not: it must answer with the app's icon.
test("GET /favicon.ico answers the app's icon, with no sign-in", async ({ request }) => {
  const res = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await res.body();
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  expect(body.readUInt16LE(0)).toBe(0);
  expect(body.readUInt16LE(2)).toBe(1);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test("the sign-in page links icons that load", async ({ page }) => {
  await page.goto("/signin");
  const hrefs = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(hrefs.some((href) => new URL(href).pathname === "/favicon.ico")).toBe(true);
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
});
