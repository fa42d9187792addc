import { expect, test } from "../support/test";
import { SELLERS } from "../support/support";

test("an anonymous visit to /questions goes to sign-in", async ({ page }) => {
  await page.goto("/questions");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fquestions/);
  await expect(page.getByRole("heading", { name: "Sign in to Mostrador" })).toBeVisible();
});

test("the API refuses an anonymous caller with the error envelope", async ({ request }) => {
  const res = await request.get("/api/me");
  expect(res.status()).toBe(401);
  expect((await res.json()).error).toMatchObject({ code: "unauthenticated" });
});

test("a seller signs in through the consent page, sees nickname and site, and signs out", { tag: "@journey" }, async ({ page }) => {
  // Clicked through, as a person does (signInAs makes the same round trip without rendering these pages).
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: /^TIENDA_PAMPA · MLA · Seller/ }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
  await expect(page.getByTestId("seller-site")).toHaveText(SELLERS.MLA.site);
  await expect(page.getByRole("img", { name: /Reputation: Green/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hello, TIENDA_PAMPA" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin/);
});

test("signing in returns to the page the user asked for", async ({ page }) => {
  await page.goto("/settings");
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: /^CASA_DO_CAMPO_BR · MLB · Seller/ }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText("Connected as CASA_DO_CAMPO_BR (MLB · Brazil · BRL).")).toBeVisible();
});
