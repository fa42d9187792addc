import { readFile } from "node:fs/promises";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../playwright.config";
import { sandbox, SELLERS, signInAs } from "./support";

// Catalog controls no other spec drives: search sort, site, page size, previous/next and removing a
// filter; the categories page's site, predictor count, top values narrowing and the tree's JSON file;
// hiding a brand's details. Each answer on screen is compared with the sandbox's or our API's own.
test.describe.configure({ timeout: 180_000 });

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
  await sandbox(request).clearFaults();
});

type SandboxResult = { id: string; title: string; price: number; currency_id: string; permalink: string };
type SandboxFilter = { id: string; name: string; values: Array<{ id: string; name: string; results?: number }> };
type SandboxSearch = { paging: { total: number }; results: SandboxResult[]; available_filters: SandboxFilter[] };

/** The marketplace's own answer for a search, straight from the sandbox (public, no token). */
async function sandboxSearch(request: APIRequestContext, site: string, query: string): Promise<SandboxSearch> {
  const res = await request.get(`${SANDBOX_URL}/sites/${site}/search?${query}`);
  expect(res.ok(), `sandbox search: ${res.status()}`).toBeTruthy();
  return (await res.json()) as SandboxSearch;
}

/** Our API's answer for a search, with the signed-in page's session. */
async function apiSearch(page: Page, query: string): Promise<{ paging: { total: number }; results: Array<{ title: string }> }> {
  const res = await page.request.get(`/api/catalog/search?${query}`);
  expect(res.ok(), `api search: ${res.status()}`).toBeTruthy();
  return res.json();
}

/** "ARS 36,999" / "R$3,973.99" (the test browser writes English) → 36999 / 3973.99. */
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ""));
const grouped = (n: number) => n.toLocaleString("en");

/** Opens a search and waits for its first page: results on screen also mean the page is hydrated. */
async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText(/^Results [\d,]+–[\d,]+ of [\d,]+$/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Search the marketplace" })).toHaveAttribute("aria-busy", "false");
}

async function choose(page: Page, combobox: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: combobox, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("search controls", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  });

  test("sorting by lowest or highest price shows the sandbox's listings in its price order, and relevance leaves the URL", async ({ page, request }) => {
    // From the second page: a new order starts again from the first.
    await openSearch(page, "/search?q=celular&offset=12");
    const titles = page.locator("article h3");
    const prices = page.locator("article p.text-lg");
    for (const [label, sort] of [["Lowest price", "price_asc"], ["Highest price", "price_desc"]] as const) {
      await choose(page, "Sort by", label);
      await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
      await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText(label);
      await expect(page).not.toHaveURL(/offset=/);
      const expected = (await sandboxSearch(request, "MLA", `q=celular&sort=${sort}&limit=12`)).results;
      await expect(titles).toHaveText(expected.map((r) => r.title));
      const shown = (await prices.allTextContents()).map(amount);
      expect(shown).toEqual(expected.map((r) => r.price));
      expect(shown).toEqual([...shown].sort((a, b) => (sort === "price_asc" ? a - b : b - a)));
    }
    // Relevance is the marketplace's default: no parameter, and the default order again.
    await choose(page, "Sort by", "Most relevant");
    await expect(page).not.toHaveURL(/sort=/);
    const relevance = (await sandboxSearch(request, "MLA", "q=celular&limit=12")).results;
    await expect(titles).toHaveText(relevance.map((r) => r.title));
  });

  test("picking another site searches that site from its first page: its listings, its ids and its currency", async ({ page, request }) => {
    await openSearch(page, "/search?q=celular&offset=12");
    await expect(page.getByRole("combobox", { name: "Site" })).toHaveText("MLA · Argentina · ARS");
    await choose(page, "Site", "MLB · Brazil · BRL");
    await expect(page).toHaveURL(/site=MLB/);
    await expect(page).not.toHaveURL(/offset=/);
    const brazil = await sandboxSearch(request, "MLB", "q=celular&limit=12");
    expect(brazil.results.length).toBeGreaterThan(0);
    await expect(page.getByText(`Results 1–${brazil.results.length} of ${grouped(brazil.paging.total)}`, { exact: true })).toBeVisible();
    await expect(page.locator("article h3")).toHaveText(brazil.results.map((r) => r.title));
    // The cards link to the Brazilian listings (MLB ids) and show reais, not pesos.
    const links = await page.locator("article h3 a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(brazil.results.map((r) => r.permalink));
    expect(links.every((href) => /\/MLB-\d+/.test(href!))).toBe(true);
    const prices = await page.locator("article p.text-lg").allTextContents();
    expect(prices.map(amount)).toEqual(brazil.results.map((r) => r.price));
    for (const price of prices) expect(price).toMatch(/^R\$/);
    await expect(page.getByRole("combobox", { name: "Site" })).toHaveText("MLB · Brazil · BRL");
  });

  test("per page, next, previous and the last page: the range, the URL and the cards follow our API", async ({ page }) => {
    await openSearch(page, "/search?q=celular");
    const total = (await apiSearch(page, "site=MLA&q=celular&limit=12")).paging.total;
    expect(total).toBeGreaterThan(48);
    const range = (from: number, to: number) => page.getByText(`Results ${from}–${to} of ${grouped(total)}`, { exact: true });
    const titles = page.locator("article h3");
    const expectPage = async (offset: number, limit: number) => {
      const api = await apiSearch(page, `site=MLA&q=celular&offset=${offset}&limit=${limit}`);
      await expect(titles).toHaveText(api.results.map((r) => r.title));
    };

    await choose(page, /^Per page/, "24");
    await expect(page).toHaveURL(/limit=24/);
    await expect(range(1, 24)).toBeVisible();
    await expectPage(0, 24);

    const paging = page.getByRole("navigation", { name: "Result pages" });
    await expect(paging.getByRole("button", { name: "Previous" })).toBeDisabled();
    await paging.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/offset=24/);
    await expect(range(25, 48)).toBeVisible();
    await expect(paging.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expectPage(24, 24);

    await paging.getByRole("button", { name: "Previous" }).click();
    // The first page is the URL without an offset.
    await expect(page).not.toHaveURL(/offset=/);
    await expect(range(1, 24)).toBeVisible();
    await expectPage(0, 24);

    // The last page ends at the total and has no next.
    const pages = Math.ceil(total / 24);
    await paging.getByRole("button", { name: `Page ${pages}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`offset=${(pages - 1) * 24}`));
    await expect(range((pages - 1) * 24 + 1, total)).toBeVisible();
    await expect(paging.getByRole("button", { name: "Next" })).toBeDisabled();
    await expectPage((pages - 1) * 24, 24);

    // A smaller page size starts again from the first page.
    await choose(page, /^Per page/, "12");
    await expect(page).not.toHaveURL(/offset=/);
    await expect(range(1, 12)).toBeVisible();
    await expect(titles).toHaveCount(12);
  });

  test("removing an applied filter takes it out of the URL and the total goes back to the sandbox's", async ({ page, request }) => {
    const totalFor = async (query: string) => (await sandboxSearch(request, "MLA", `q=celular&limit=1${query}`)).paging.total;
    const [both, freeOnly, none] = [await totalFor("&condition=used&shipping_cost=free"), await totalFor("&shipping_cost=free"), await totalFor("")];
    expect(both).toBeLessThan(freeOnly);
    expect(freeOnly).toBeLessThan(none);
    const filters = page.getByRole("complementary", { name: "Filters" });
    const results = page.getByRole("region", { name: "Search the marketplace" });

    await openSearch(page, "/search?q=celular&condition=used&shipping_cost=free");
    await expect(filters.getByText(`${grouped(both)} results`, { exact: true })).toBeVisible();
    // The applied filters read in the user's language, as the filters to choose from.
    const applied = filters.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Remove / }) });
    await expect(applied).toHaveText(["Condition: Used", "Shipping cost: Free"]);
    await filters.getByRole("button", { name: "Remove Condition" }).click();
    await expect(page).not.toHaveURL(/condition=/);
    await expect(page).toHaveURL(/shipping_cost=free/);
    await expect(results).toHaveAttribute("aria-busy", "false");
    await expect(filters.getByText(`${grouped(freeOnly)} results`, { exact: true })).toBeVisible();
    await expect(filters.getByRole("button", { name: "Remove Condition" })).toHaveCount(0);

    await filters.getByRole("button", { name: "Remove Shipping cost" }).click();
    await expect(page).not.toHaveURL(/shipping_cost=/);
    await expect(page).toHaveURL(/q=celular/);
    await expect(filters.getByText(`${grouped(none)} results`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Results 1–12 of ${grouped(none)}`, { exact: true })).toBeVisible();
    await expect(filters.getByRole("heading", { name: "Applied" })).toHaveCount(0);
  });

  test("the marketplace's filters read in the user's language: headings, new and used, and price ranges in the app's money format, also once applied", async ({ page, request }) => {
    const available = (await sandboxSearch(request, "MLA", "q=celular&limit=1")).available_filters;
    const price = available.find((f) => f.id === "price");
    expect(price?.values.length).toBeGreaterThan(1);
    // The sandbox names them in Spanish ("Hasta $280.000", "Más de $900.000"); the app formats the range ids.
    const ars = (n: string) => new Intl.NumberFormat("en", { style: "currency", currency: "ARS", maximumFractionDigits: 0 }).format(Number(n));
    const rangeLabel = (id: string) => {
      const [from, to] = id.split("-") as [string, string];
      return from === "*" ? `Up to ${ars(to)}` : to === "*" ? `${ars(from)} or more` : `${ars(from)} – ${ars(to)}`;
    };
    const filters = page.getByRole("complementary", { name: "Filters" });

    await openSearch(page, "/search?q=celular");
    const headings = { category: "Category", condition: "Condition", shipping_cost: "Shipping cost", price: "Price" } as Record<string, string>;
    await expect(filters.getByRole("heading")).toHaveText(available.filter((f) => headings[f.id]).map((f) => headings[f.id]!));
    for (const v of price!.values) {
      const button = filters.getByRole("button", { name: `${rangeLabel(v.id)} ${grouped(v.results!)}`, exact: true });
      await expect(button).toBeVisible();
      // "ARS 280,000 – ARS 610,000" is longer than the panel is wide: it wraps, never cut.
      expect(await button.locator("span").evaluateAll((spans) => spans.every((s) => s.scrollWidth <= s.clientWidth))).toBe(true);
    }
    await expect(filters.getByRole("button", { name: /^Used [\d,]+$/ })).toBeVisible();
    await expect(filters).not.toContainText(/Hasta|Más de|Precio|Condición|Usado/);

    const first = price!.values[0]!;
    await filters.getByRole("button", { name: `${rangeLabel(first.id)} ${grouped(first.results!)}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`price=${first.id.replace("*", "\\*")}`));
    await expect(filters.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Remove Price" }) })).toHaveText(`Price: ${rangeLabel(first.id)}`);
  });
});

test.describe("before hydration", () => {
  test("selects show their chosen value from the server's HTML, before the page's JavaScript has loaded", async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    // A slow phone: the HTML (and its inline scripts, which reveal the streamed page) but no bundles, so React never hydrates.
    await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, (route) => route.abort());

    await page.goto("/search?q=celular&sort=price_asc");
    await expect(page.getByRole("combobox", { name: "Site" })).toHaveText("MLA · Argentina · ARS");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Lowest price");
    await expect(page.getByRole("combobox", { name: "Radius" })).toHaveText("5 km");
    // Still the server's page: the Search button waits for hydration.
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeDisabled();

    await page.goto("/categories?site=MLB");
    await expect(page.getByRole("combobox", { name: "Site" })).toHaveText("MLB · Brazil · BRL");

    await page.goto("/dev/ui");
    await expect(page.getByRole("combobox", { name: "Sort questions by" })).toHaveText("Newest first");

    await page.goto("/shipping");
    await expect(page.getByRole("combobox", { name: "Free shipping" })).toHaveText("Free or not");
    await expect(page.getByRole("combobox", { name: "Mode" })).toHaveText("Any mode");
  });
});

test.describe("categories extras", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  });

  test("the site picker lists another site's top-level categories, as the sandbox has them", async ({ page, request }) => {
    await page.goto("/categories");
    const top = page.getByRole("region", { name: "Top-level categories" });
    await expect(top.getByRole("button", { name: /^Celulares y Teléfonos/ })).toBeVisible();
    await choose(page, "Site", "MLB · Brazil · BRL");
    await expect(page).toHaveURL(/site=MLB/);
    const res = await request.get(`${SANDBOX_URL}/sites/MLB/categories`);
    expect(res.ok()).toBeTruthy();
    const brazil = ((await res.json()) as Array<{ id: string; name: string }>).map((c) => c.name);
    expect(brazil.length).toBeGreaterThan(0);
    await expect(top.getByRole("listitem")).toHaveText(brazil);
    await expect(top.getByRole("button", { name: /^Celulares y Teléfonos/ })).toHaveCount(0);
  });

  test("the predictor returns as many guesses as asked, the sandbox's, in its order", async ({ page, request }) => {
    const title = "Celular Samsung Galaxy A15 128 GB";
    const sandboxGuesses = async (limit: number) => {
      const res = await request.get(`${SANDBOX_URL}/sites/MLA/domain_discovery/search?${new URLSearchParams({ q: title, limit: String(limit) })}`);
      expect(res.ok()).toBeTruthy();
      return ((await res.json()) as Array<{ category_id: string }>).map((p) => p.category_id);
    };
    const [eight, two] = [await sandboxGuesses(8), await sandboxGuesses(2)];
    // The sandbox has more than the default four guesses for this title, so 8 is a real difference.
    expect(eight.length).toBeGreaterThan(4);

    await page.goto("/categories");
    const predictor = page.getByRole("region", { name: "Predict a category from a title" });
    await expect(predictor.getByRole("combobox", { name: "Predictions" })).toHaveText("4");
    await choose(page, "Predictions", "8");
    await predictor.getByLabel("Listing title").fill(title);
    await predictor.getByRole("button", { name: "Predict" }).click();
    const guesses = predictor.getByRole("list", { name: "Predicted categories" }).getByRole("listitem");
    await expect(guesses).toHaveCount(eight.length);
    const ids = async () => (await guesses.allTextContents()).map((text) => text.match(/\((MLA\d+) ·/)?.[1]);
    expect(await ids()).toEqual(eight);

    // Changing the count asks again for the same title.
    await choose(page, "Predictions", "2");
    await expect(guesses).toHaveCount(2);
    expect(await ids()).toEqual(two);
  });

  test("top values follow the chosen attribute and a known value, as the sandbox answers the same query", async ({ page, request }) => {
    const category = await (await request.get(`${SANDBOX_URL}/categories/MLA7461`)).json();
    const domain = (category as { settings: { catalog_domain: string } }).settings.catalog_domain;
    const attributes = (await (await request.get(`${SANDBOX_URL}/categories/MLA7461/attributes`)).json()) as Array<{ id: string; values?: Array<{ id: string; name: string }> }>;
    const samsung = attributes.find((a) => a.id === "BRAND")!.values!.find((v) => v.name === "Samsung")!.id;
    const topValues = async (attribute: string, known: Array<{ id: string; value_id: string }>) => {
      const res = await request.post(`${SANDBOX_URL}/catalog_domains/${domain}/attributes/${attribute}/top_values?limit=10`, { data: { known_attributes: known } });
      expect(res.ok()).toBeTruthy();
      return ((await res.json()) as Array<{ name: string; metric: number }>).map((v) => `${v.name}${grouped(v.metric)} ${v.metric === 1 ? "listing" : "listings"}`);
    };
    const [allModels, samsungModels] = [await topValues("MODEL", []), await topValues("MODEL", [{ id: "BRAND", value_id: samsung }])];
    expect(samsungModels.length).toBeGreaterThan(0);
    expect(samsungModels).not.toEqual(allModels);

    await page.goto("/categories?id=MLA7461");
    const section = page.getByRole("region", { name: "Most used values" });
    const values = section.getByRole("list", { name: "Most used values" }).getByRole("listitem");
    await expect(values.first()).toBeVisible();
    await choose(page, "Attribute", "Modelo");
    await expect(values).toHaveText(allModels);
    await expect(page.getByRole("combobox", { name: "Attribute" })).toHaveText("Modelo");
    const known = page.getByRole("combobox", { name: "Known Marca" });
    await expect(known).toHaveText("Any");
    await choose(page, "Known Marca", "Samsung");
    await expect(values).toHaveText(samsungModels);
    await expect(known).toHaveText("Samsung");
    // "Any" drops the narrowing again.
    await choose(page, "Known Marca", "Any");
    await expect(values).toHaveText(allModels);
    await expect(known).toHaveText("Any");
  });

  test("after downloading the tree, Save as JSON gives a JSON file with every category the page counts", async ({ page }) => {
    await page.goto("/categories");
    const tree = page.getByRole("region", { name: "The whole tree, offline" });
    await tree.getByRole("button", { name: "Download the tree" }).click();
    const status = tree.getByText(/^[\d,]+ categories · checked .+ · published .+\.$/);
    await expect(status).toBeVisible({ timeout: 90_000 });
    const counted = Number((await status.textContent())!.match(/^([\d,]+) categories/)![1]!.replace(/,/g, ""));
    expect(counted).toBeGreaterThan(100);

    const [download] = await Promise.all([page.waitForEvent("download"), tree.getByRole("button", { name: "Save as JSON" }).click()]);
    expect(download.suggestedFilename()).toBe("categories-MLA.json");
    const file = JSON.parse(await readFile((await download.path())!, "utf8")) as { site: string; categoryCount: number; categories: Array<{ id: string; name: string; parentId: string | null }> };
    expect(file.site).toBe("MLA");
    expect(file.categories).toHaveLength(counted);
    expect(file.categoryCount).toBe(counted);
    expect(file.categories.every((c) => /^MLA\d+$/.test(c.id))).toBe(true);
    expect(file.categories).toContainEqual(expect.objectContaining({ id: "MLA7461", name: "Samsung" }));
    // The same tree the app stored.
    const stored = (await (await page.request.get("/api/catalog/tree?site=MLA")).json()) as { categories: Array<{ id: string }> };
    expect(file.categories.map((c) => c.id)).toEqual(stored.categories.map((c) => c.id));
  });
});

test("a brand's details open in its card; hiding them closes them, and the button keeps focus and says it is collapsed", async ({ page }) => {
  await signInAs(page, SELLERS.MLM.nickname, SELLERS.MLM.site);
  await page.goto("/brands");
  const card = page.getByRole("article").filter({ hasText: "Frialia" });
  const show = card.getByRole("button", { name: "Show details" });
  await expect(show).toHaveAttribute("aria-expanded", "false");
  await show.click();
  // The details open inside the store's own card, and the button names them.
  const detail = card.getByRole("region", { name: "Frialia" });
  await expect(detail).toContainText("Pictures by kind");
  const hide = card.getByRole("button", { name: "Hide details" });
  expect(await detail.getAttribute("id")).toBe(await hide.getAttribute("aria-controls"));
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await expect(hide).toBeFocused();

  await hide.click();
  await expect(detail).toHaveCount(0);
  await expect(page.getByText("Pictures by kind")).toHaveCount(0);
  await expect(show).toHaveAttribute("aria-expanded", "false");
  await expect(show).toBeFocused();
  // Every store is collapsed again.
  await expect(page.getByRole("button", { name: "Hide details" })).toHaveCount(0);
});
