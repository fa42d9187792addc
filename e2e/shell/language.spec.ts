import { expect, test } from "../support/test";
import { SELLERS, signInAs } from "../support/support";

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
