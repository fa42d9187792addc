import { expect as baseExpect, test } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { sandbox } from "../support/support";

test.use({ signIn: "MLA" });

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test('search "celular", go to page 3, filter by price and condition, and a reload keeps it all', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/search");
  // The button waits for hydration; typing before it would be lost when React takes over the field.
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();
  await page.getByRole("searchbox", { name: "Search for" }).fill("celular");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=celular/);
  await expect(page.getByText(/^Results 1–12 of [\d,]+$/)).toBeVisible();
  await page.getByRole("button", { name: "Page 3", exact: true }).click();
  await expect(page).toHaveURL(/offset=24/);
  await expect(page.getByText(/^Results 25–36 of [\d,]+$/)).toBeVisible();

  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByPlaceholder("Min price").fill("100000");
  await filters.getByPlaceholder("Max price").fill("900000");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/price=100000-900000/);
  // A narrowing filter starts again from the first page.
  await expect(page).not.toHaveURL(/offset=/);
  // The previous page stays on screen while the next loads: read counts once it has arrived.
  const results = page.getByRole("region", { name: "Search the marketplace" });
  await expect(results).toHaveAttribute("aria-busy", "false");
  // The marketplace's condition values read in the user's language.
  const used = filters.getByRole("button", { name: /^Used [\d,]+$/ });
  const count = Number((await used.textContent())!.replace(/\D/g, ""));
  await used.click();
  await expect(page).toHaveURL(/condition=used/);
  await expect(results).toHaveAttribute("aria-busy", "false");
  await expect(filters.getByText(new RegExp(`^${count} results?$`))).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/q=celular.*price=100000-900000.*condition=used/);
  await expect(results).toHaveAttribute("aria-busy", "false");
  await expect(filters.getByText(new RegExp(`^${count} results?$`))).toBeVisible();
  const prices = await page.locator("article p.text-lg").allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    // The test browser speaks English: "ARS 535,999" (comma thousands, point decimals).
    const value = Number(price.replace(/[^\d.]/g, ""));
    expect(value).toBeGreaterThanOrEqual(100000);
    expect(value).toBeLessThan(900000);
  }
  // Pictures come from the sandbox and load.
  const picture = page.locator("article img").first();
  await expect(picture).toHaveAttribute("src", /\/pictures\/phones\//);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
  // For a person to look at: the page at desktop and phone widths.
  await page.screenshot({ path: "test-results/catalog-search-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/catalog-search-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test("offset 3 with limit 3 shows results 4 to 6", async ({ page, request }) => {
  await page.goto("/search?q=celular&offset=3&limit=3");
  await expect(page.getByText(/^Results 4–6 of [\d,]+$/)).toBeVisible();
  const ids = await (await request.get(`${SANDBOX_URL}/sites/MLA/search?q=celular&limit=6`)).json();
  const titles = await page.locator("article h3").allTextContents();
  expect(titles).toEqual(ids.results.slice(3, 6).map((r: { title: string }) => r.title));
});

test("an area search only returns listings inside the box", async ({ page }) => {
  await page.goto("/search?q=departamento&item_location=lat:-34.65_-34.53,lon:-58.53_-58.35&limit=48");
  await expect(page.getByText(/^Results 1–\d+ of [\d,]+$/)).toBeVisible();
  const response = await page.request.get("/api/catalog/search?q=departamento&item_location=lat:-34.65_-34.53,lon:-58.53_-58.35&limit=50");
  const body = await response.json();
  expect(body.paging.total).toBeGreaterThan(0);
  for (const r of body.results) {
    expect(r.latitude).toBeGreaterThanOrEqual(-34.65);
    expect(r.latitude).toBeLessThanOrEqual(-34.53);
    expect(r.longitude).toBeGreaterThanOrEqual(-58.53);
    expect(r.longitude).toBeLessThanOrEqual(-58.35);
  }
});

test("a 403 from the marketplace's search is explained, and the seller's own listings can be searched instead", async ({
  page,
  request,
}) => {
  await sandbox(request).fault({
    method: "GET",
    path: "/sites/MLA/search",
    status: 403,
    body: { message: "forbidden", error: "forbidden", status: 403, cause: [] },
    count: 5,
  });
  await page.goto("/search?q=zapatillas");
  await expect(page.getByText("Mercado Libre's public search is closed to this application")).toBeVisible();
  await page.getByRole("button", { name: "Search my own listings instead" }).click();
  await expect(page.getByRole("region", { name: "Your listings" }).getByRole("listitem").first()).toBeVisible();
});

test("bad input is a clear 400, not a failure", async ({ page }) => {
  const res = await page.request.get("/api/catalog/search?q=celular&category=Celulares");
  expect(res.status()).toBe(400);
  expect((await res.json()).error.code).toBe("invalid_input");
});

test("the category comes from the predictor or the tree, never a typed name, and a reload keeps it", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/search?q=celular");
  await expect(page.getByText(/^Results 1–12 of [\d,]+$/)).toBeVisible();
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByPlaceholder("Describe the item (e.g. celular samsung)").fill("celular samsung galaxy");
  // The predictor's guess, named by its full path; picking it applies the id.
  await page
    .getByRole("option", { name: "Celulares y Teléfonos › Celulares y Smartphones › Samsung · Predicted · MLA7461", exact: true })
    .click();
  await expect(page).toHaveURL(/category=MLA7461/);
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText(/Samsung/);
  const results = page.getByRole("region", { name: "Search the marketplace" });
  await expect(results).toHaveAttribute("aria-busy", "false");
  await expect(
    page
      .getByRole("complementary", { name: "Filters" })
      .getByText(/Samsung/)
      .first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("Samsung (MLA7461)");

  // With the tree stored, every category is found offline as you type (accent-less).
  const download = await page.request.post("/api/catalog/tree?site=MLA", { timeout: 90_000 });
  expect(download.ok()).toBeTruthy();
  await page.goto("/search?q=heladera");
  // Results on screen means the page is hydrated: a click before that opens nothing.
  await expect(page.getByText(/^Results 1–\d+ of [\d,]+$/)).toBeVisible();
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByPlaceholder("Search every category, or describe the item").fill("electrodomesticos");
  await page.getByRole("option", { name: "Electrodomésticos y Aires Ac. · MLA5726", exact: true }).click();
  await expect(page).toHaveURL(/q=heladera.*category=MLA5726/);
  await expect(page.getByText(/^Results 1–\d+ of [\d,]+$/)).toBeVisible();
});

// Issue 58 item 12: turning a page is a history step (Back returns to the previous page of results, not out
// of search); an offset past the last result says the results are on earlier pages, not "Nothing matches".
test("paging pushes history, and an offset past the end points back to the first page", async ({ page }) => {
  await page.goto("/search?q=celular");
  await expect(page.getByText(/^Results 1–12 of [\d,]+$/)).toBeVisible();
  await page.getByRole("button", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/offset=12/);
  await expect(page.getByText(/^Results 13–24 of [\d,]+$/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=celular$/);
  await expect(page.getByText(/^Results 1–12 of [\d,]+$/)).toBeVisible();

  await page.goto("/search?q=celular&offset=9984");
  await expect(page.getByText("Nothing on this page", { exact: true })).toBeVisible();
  await expect(page.getByText(/^This search has [\d,]+ results, all on earlier pages\.$/)).toBeVisible();
  await expect(page.getByText("Nothing matches this search")).toHaveCount(0);
  await page.getByRole("button", { name: "Go to the first page" }).click();
  await expect(page).not.toHaveURL(/offset=/);
  await expect(page.getByText(/^Results 1–12 of [\d,]+$/)).toBeVisible();
});
