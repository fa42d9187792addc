import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "./support";

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test("an anonymous visit to /inbox goes to sign-in", async ({ page }) => {
  await page.goto("/inbox");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Finbox/);
  await expect(page.getByRole("heading", { name: "Sign in to Mostrador" })).toBeVisible();
});

test("the API refuses an anonymous caller with the error envelope", async ({ request }) => {
  const res = await request.get("/api/me");
  expect(res.status()).toBe(401);
  expect((await res.json()).error).toMatchObject({ code: "unauthenticated" });
});

test("a seller signs in through the consent page, sees nickname and site, and signs out", async ({ page }) => {
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

test("switching language changes the navigation labels and is remembered", async ({ page }) => {
  await signInAs(page, SELLERS.MLM.nickname, SELLERS.MLM.site);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Inbox" })).toBeVisible();

  await page.getByLabel("Language").selectOption("es");
  const navEs = page.getByRole("navigation", { name: "Navegación principal" });
  await expect(navEs.getByRole("link", { name: "Preguntas" })).toBeVisible();
  await expect(navEs.getByRole("link", { name: "Configuración" })).toBeVisible();
  await expect(page.getByTestId("seller-site")).toHaveText("MLM · México · MXN");

  await page.getByLabel("Idioma").selectOption("pt-BR");
  const navPt = page.getByRole("navigation", { name: "Navegação principal" });
  await expect(navPt.getByRole("link", { name: "Perguntas" })).toBeVisible();
  await expect(navPt.getByRole("link", { name: "Configurações" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Métricas" })).toBeVisible();
});

test("a Spanish browser gets Spanish without choosing", async ({ browser }) => {
  const context = await browser.newContext({ locale: "es-AR" });
  const page = await context.newPage();
  await page.goto("/signin");
  await expect(page.getByRole("heading", { name: "Ingresá a Mostrador" })).toBeVisible();
  await context.close();
});
