import { expect as baseExpect, test } from "../support/test";
import { APP_URL } from "../../playwright.config";

test.use({ signIn: "MLA" });

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

// Flats for sale on MLA are priced in US dollars, the price filter in pesos: each names its currency.
for (const [locale, dollars, pesos, filtersName, minPrice] of [
  ["en", /^US\$\s\d{1,3}(,\d{3})+$/, /ARS\s[\d,]+/, "Filters", "Min price (ARS)"],
  ["es", /^US\$\s\d{1,3}(\.\d{3})+$/, /ARS\s[\d.]+/, "Filtros", "Precio mínimo (ARS)"],
] as const) {
  test(`search in ${locale}: dollar prices read "US$", the price filter names the peso`, async ({ page, context }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: APP_URL }]);
    await page.goto("/search?q=departamento%20venta");
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    const prices = cards.locator("p.text-lg");
    await expect(prices.first()).toBeVisible();
    const texts = await prices.allTextContents();
    expect(texts.some((price) => dollars.test(price.replace(/\s/g, " ")))).toBe(true);
    // No price is a bare "$": the peso and the dollar both say which they are.
    for (const price of texts) expect(price).toMatch(/^(US\$|ARS)\s/);

    const filters = page.getByRole("complementary", { name: filtersName });
    await expect(filters.getByPlaceholder(minPrice, { exact: true })).toBeAttached();
    // The marketplace's own price ranges name the site's currency too.
    await expect(filters.getByRole("button", { name: pesos }).first()).toBeAttached();
  });
}
