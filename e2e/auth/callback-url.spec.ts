import { expect, test, type Page } from "../support/test";
import { SELLERS, signInAs } from "../support/support";

/** If the app ever sends the browser off-site, it lands on a page saying so instead of a DNS error. */
async function trapOffsite(page: Page) {
  // By host: the app's own /signin?callbackUrl=…evil.example must still reach the app.
  await page.context().route(
    (url) => url.hostname === "evil.example",
    (route) => route.fulfill({ contentType: "text/html", body: "<h1>evil</h1>" }),
  );
}

// As typed in the address bar: the query value decodes to /\evil.example, /<tab>/evil.example, …
const PAYLOADS = ["/%5Cevil.example", "/%09/evil.example", "//evil.example", "https://evil.example", "/%5C/evil.example"];

test("a signed-in visitor opening /signin with a foreign callbackUrl stays on the app", async ({ page, baseURL }) => {
  await trapOffsite(page);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const origin = new URL(baseURL!).origin;
  for (const payload of PAYLOADS) {
    await page.goto(`/signin?callbackUrl=${payload}`);
    await expect(page.getByTestId("seller-nickname"), payload).toHaveText(SELLERS.MLA.nickname);
    expect(new URL(page.url()).origin, payload).toBe(origin);
    expect(new URL(page.url()).pathname, payload).toBe("/");
  }
  // A path of our own still works.
  await page.goto(`/signin?callbackUrl=${encodeURIComponent("/settings")}`);
  await expect(page).toHaveURL(`${origin}/settings`);
});

test("signing in from /signin with a foreign callbackUrl lands on the app's overview", async ({ page, baseURL }) => {
  await trapOffsite(page);
  await page.goto("/signin?callbackUrl=/%5Cevil.example");
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: /^TIENDA_PAMPA · MLA · Seller/ }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});
