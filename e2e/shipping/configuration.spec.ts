import { expect as baseExpect, test } from "../support/test";
import { SELLERS, signInAs, syncNow } from "../support/support";
import { listedSales } from "../support/sales";

// Each test reads the marketplace fresh and waits on real runs; the shared 2-core machine is slow (load
// averages past 40 were seen): every wait here may take up to 30 s, none is a fixed sleep.
test.describe.configure({ timeout: 240_000 });
test.use({ signIn: "MLB" });

const expect = baseExpect.configure({ timeout: 30_000 });

test("configuration: a category found by an item's title shows its modes and free-shipping rule in words", async ({ page }) => {
  const res = await page.request.get(
    `/api/shipping/items?${new URLSearchParams({ mode: "me2", accepts: "yes", limit: "1", refresh: "1" })}`,
  );
  const [item] = ((await res.json()) as { items: Array<{ title: string; categoryId: string }> }).items;
  await page.goto("/shipping/configuration");
  // The seller's own preferences need no category: modes and logistic types in words, never the API's codes.
  const yours = page.getByRole("region", { name: "Your shipping preferences" });
  await expect(yours).toContainText("Mercado Envíos:");
  await expect(yours).not.toContainText(/\bme2\b|drop_off/);

  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByPlaceholder("Describe the item (e.g. celular samsung)").fill(item!.title);
  await page
    .getByRole("option", { name: new RegExp(` · ${item!.categoryId}$`) })
    .first()
    .click();
  const modes = page.getByRole("region", { name: "Shipping modes for this category" });
  await expect(modes).toContainText(/Modes: .*Mercado Envíos/);
  // Brazil's free rule names the excluded regions, as the items table does.
  await expect(modes).toContainText(
    /Accepts free shipping \(\d+ free methods?\), rules: .*Country, except North, Northeast, and risk areas/,
  );
  await expect(page.getByRole("region", { name: "Category shipping preferences" })).toContainText("Mercado Envíos:");
});

// Issue 58 item 10: the preferences call Flex inactive while the store has Flex sales: the page says both.
test("a logistic type inactive in the preferences but carrying the store's sales says so", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await syncNow(page.request, "sales");
  const flex = await listedSales(page, "logistic=self_service");
  expect(flex.length, "the store has Flex sales").toBeGreaterThan(0);
  const config = (await (await page.request.get("/api/shipping/config")).json()) as {
    user: { logistics: Array<{ types: Array<{ type: string; active: boolean; sales: number }> }> };
  };
  const selfService = config.user.logistics.flatMap((l) => l.types).find((x) => x.type === "self_service");
  expect(selfService, "the preferences list Flex").toBeDefined();
  await page.goto("/shipping/configuration");
  const badge = page.getByRole("region", { name: "Your shipping preferences" }).getByTestId("logistic-self_service");
  if (selfService!.active) await expect(badge).toHaveText(/· active$/);
  else await expect(badge).toHaveText(/· inactive in your preferences, yet [\d,]+ sales? shipped with it$/);
  expect(selfService!.sales).toBeGreaterThan(0);
});
