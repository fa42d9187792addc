import { expect as baseExpect, test, type Page } from "../support/test";
import { sandbox, SELLERS, signInAs } from "../support/support";
import { expectTouchTargets } from "../support/touch-targets";

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ request }) => {
  test.setTimeout(240_000);
  await sandbox(request).clearFaults();
});

/** Waits for the page's data (no skeleton or busy region left) before measuring it. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}

test("phone: every control of the categories, locations and search pages is at least 44 px", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/categories");
  await expect(page.getByRole("region", { name: "Top-level categories" })).toBeVisible();
  await settled(page);
  await expectTouchTargets(page, "/categories");
  // The site select takes the page's width on a phone, so "MLA · Argentina · ARS" stays on one line.
  const site = (await page.getByRole("combobox", { name: "Site" }).boundingBox())!;
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(site.x).toBeCloseTo(heading.x, 0);
  expect(site.width).toBeGreaterThan(390 - 2 * heading.x - 2);
  expect(site.height).toBeLessThanOrEqual(48);

  const predictor = page.getByRole("region", { name: "Predict a category from a title" });
  await predictor.getByLabel("Listing title").fill("Celular Samsung Galaxy A15");
  await predictor.getByRole("button", { name: "Predict" }).click();
  await expect(predictor.getByRole("list", { name: "Predicted categories" })).toBeVisible();
  await expectTouchTargets(page, "/categories with predictions");

  const tree = page.getByRole("region", { name: "The whole tree, offline" });
  await tree.getByRole("button", { name: "Download the tree" }).click();
  await tree.getByRole("searchbox", { name: "Search every category" }).fill("samsung", { timeout: 90_000 });
  await expect(tree.getByRole("list", { name: "Matching categories" })).toBeVisible();
  await expectTouchTargets(page, "/categories with tree matches");

  await page.goto("/categories?id=MLA7461");
  await expect(page.getByRole("navigation", { name: "Category path" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Most used values" })).toBeVisible();
  await settled(page);
  await expectTouchTargets(page, "a leaf category (breadcrumbs, attributes, top values)");

  await page.goto("/locations");
  await page.getByRole("button", { name: "Argentina" }).click();
  await page.getByRole("button", { name: "Córdoba" }).click();
  await expect(page.getByRole("navigation", { name: "Location path" })).toBeVisible();
  await settled(page);
  await expectTouchTargets(page, "/locations (a state)");

  await page.goto("/search?q=celular");
  await expect(page.getByText(/^Results 1–12 of [\d,]+$/)).toBeVisible();
  await settled(page);
  await expectTouchTargets(page, "/search results");
  // Results first on a phone: the filters to choose from open from a button and fold again once one is picked.
  const filters = page.getByRole("complementary", { name: "Filters" });
  await expect(filters.getByRole("button", { name: /^Used [\d,]+$/ })).toBeHidden();
  await filters.getByRole("button", { name: "Show filters" }).click();
  await expectTouchTargets(page, "/search with its filters open");
  await filters.getByRole("button", { name: /^Used [\d,]+$/ }).click();
  await expect(filters.getByRole("button", { name: "Show filters" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: /^Remove/ }).first()).toBeVisible();
  await settled(page);
  await expectTouchTargets(page, "/search with a filter applied");

  // Site, sort, category and area fold under one button on a phone.
  await page.getByRole("button", { name: "Site, sort, category and area" }).click();
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByPlaceholder(/Search every category/).fill("samsung");
  await expect(page.getByRole("option").first()).toBeVisible();
  await expectTouchTargets(page, "the category picker");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Area: Anywhere" }).click();
  await expect(page.getByRole("dialog", { name: "Search around a place" }).getByRole("button", { name: "Córdoba" })).toBeVisible();
  await expectTouchTargets(page, "the area dialog");
});

test("phone: the brands page and a brand's details are at least 44 px", async ({ page }) => {
  await signInAs(page, SELLERS.MLM.nickname, SELLERS.MLM.site);
  await page.goto("/brands");
  await expect(page.getByRole("article").first()).toBeVisible();
  await settled(page);
  await expectTouchTargets(page, "/brands");
  await page.getByRole("article").filter({ hasText: "Frialia" }).getByRole("button", { name: "Show details" }).click();
  await expect(page.getByRole("region", { name: "Frialia" })).toBeVisible();
  await settled(page);
  await expectTouchTargets(page, "/brands with a store's details");
});

test("phone: same-named categories in the picker show enough of their path to tell them apart", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  expect((await page.request.post("/api/catalog/tree?site=MLA", { timeout: 90_000 })).ok()).toBeTruthy();
  await page.goto("/search?q=sabanas");
  await expect(page.getByText(/^Results 1–\d+ of [\d,]+$/)).toBeVisible();
  await page.getByRole("button", { name: "Site, sort, category and area" }).click();
  await page.getByRole("combobox", { name: "Category" }).click();
  // "Algodón" sits under "1 Plaza" both in sheets and in quilts: the parent alone is not enough.
  await page.getByPlaceholder(/Search every category/).fill("algodon 1 plaza");
  const sheets = page.getByRole("option", { name: /^Hogar, Muebles y Jardín › Dormitorio › Sábanas › 1 Plaza › Algodón · MLA\d+$/ });
  const quilts = page.getByRole("option", {
    name: /^Hogar, Muebles y Jardín › Dormitorio › Acolchados y Edredones › 1 Plaza › Algodón · MLA\d+$/,
  });
  await expect(sheets).toBeVisible();
  await expect(quilts).toBeVisible();

  // What a person sees: the name, then the part of the path kept whole (never cut), which differs.
  const shown = await page.getByRole("option").evaluateAll((options) =>
    options.map((o) => {
      const tail = o.querySelector<HTMLElement>("[data-path-tail]");
      // The text's own width against its box: an ellipsis shows even when the box is a fraction of a pixel short.
      const text = document.createRange();
      if (tail) text.selectNodeContents(tail);
      return {
        name: o.querySelector("span span")!.textContent!,
        tail: tail?.textContent ?? "",
        cut: tail ? text.getBoundingClientRect().width > tail.getBoundingClientRect().width + 0.01 : false,
      };
    }),
  );
  const same = shown.filter((o) => o.name.startsWith("Algodón ("));
  expect(same.length).toBeGreaterThanOrEqual(2);
  expect(same.filter((o) => o.cut)).toEqual([]);
  expect(new Set(same.map((o) => o.tail)).size).toBe(same.length);
  expect(same.map((o) => o.tail)).toEqual(expect.arrayContaining(["Sábanas › 1 Plaza", "Acolchados y Edredones › 1 Plaza"]));
});

test("phone: search's button sits right after the words, and the first result is in view on the first screen", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/search?q=celular");
  await expect(page.getByText(/^Results 1–12 of [\d,]+$/)).toBeVisible();
  const form = page.getByRole("search");
  const words = await form.getByRole("searchbox", { name: "Search for" }).boundingBox();
  const button = await form.getByRole("button", { name: "Search", exact: true }).boundingBox();
  // Beside the words (same row), not below Sort.
  expect(button!.y).toBeLessThan(words!.y + words!.height);
  expect(button!.x).toBeGreaterThan(words!.x + words!.width - 1);
  await expect(form.getByRole("combobox", { name: "Sort by" })).toBeHidden();
  // The first result's title is on the first screen, with no scrolling.
  const first = page.getByRole("main").getByRole("article").first();
  await expect(first).toBeInViewport({ ratio: 1 });
  // The folded options open from one button and fold again.
  const more = form.getByRole("button", { name: "Site, sort, category and area" });
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(form.getByRole("combobox", { name: "Sort by" })).toBeVisible();
});
