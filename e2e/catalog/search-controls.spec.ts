import { expect as baseExpect, test, type APIRequestContext, type Page } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { choose, SELLERS, signInAs } from "../support/support";

// Catalog controls no other spec drives: search sort, site, page size, previous/next and removing a
// filter (and selects before hydration). Each answer on screen is compared with the sandbox's or our API's own.
test.describe.configure({ timeout: 180_000 });

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

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

test.describe("search controls", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  });

  test("sorting by lowest or highest price shows the sandbox's listings in its price order, and relevance leaves the URL", async ({
    page,
    request,
  }) => {
    // From the second page: a new order starts again from the first.
    await openSearch(page, "/search?q=celular&offset=12");
    const titles = page.locator("article h3");
    const prices = page.locator("article p.text-lg");
    for (const [label, sort] of [
      ["Lowest price", "price_asc"],
      ["Highest price", "price_desc"],
    ] as const) {
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
    const [both, freeOnly, none] = [
      await totalFor("&condition=used&shipping_cost=free"),
      await totalFor("&shipping_cost=free"),
      await totalFor(""),
    ];
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

  test("the marketplace's filters read in the user's language: headings, new and used, and price ranges in the app's money format, also once applied", async ({
    page,
    request,
  }) => {
    const available = (await sandboxSearch(request, "MLA", "q=celular&limit=1")).available_filters;
    const price = available.find((f) => f.id === "price");
    expect(price?.values.length).toBeGreaterThan(1);
    // The sandbox names them in Spanish ("Hasta $280.000", "Más de $900.000"); the app formats the range ids.
    const ars = (n: string) =>
      new Intl.NumberFormat("en", { style: "currency", currency: "ARS", maximumFractionDigits: 0 }).format(Number(n));
    const rangeLabel = (id: string) => {
      const [from, to] = id.split("-") as [string, string];
      return from === "*" ? `Up to ${ars(to)}` : to === "*" ? `${ars(from)} or more` : `${ars(from)} – ${ars(to)}`;
    };
    const filters = page.getByRole("complementary", { name: "Filters" });

    await openSearch(page, "/search?q=celular");
    const headings = { category: "Category", condition: "Condition", shipping_cost: "Shipping cost", price: "Price" } as Record<
      string,
      string
    >;
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
    await expect(filters.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Remove Price" }) })).toHaveText(
      `Price: ${rangeLabel(first.id)}`,
    );
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
