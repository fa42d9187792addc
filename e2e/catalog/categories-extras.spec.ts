import { readFile } from "node:fs/promises";
import { formatDate } from "../../lib/format";
import { expect as baseExpect, test } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { choose, SELLERS, signInAs } from "../support/support";

// Catalog controls no other spec drives: the categories page's site, predictor count, top values narrowing
// and the tree's JSON file. Each answer on screen is compared with the sandbox's or our API's own.
test.describe.configure({ timeout: 180_000 });

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

const grouped = (n: number) => n.toLocaleString("en");

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
      const res = await request.get(
        `${SANDBOX_URL}/sites/MLA/domain_discovery/search?${new URLSearchParams({ q: title, limit: String(limit) })}`,
      );
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
    const attributes = (await (await request.get(`${SANDBOX_URL}/categories/MLA7461/attributes`)).json()) as Array<{
      id: string;
      values?: Array<{ id: string; name: string }>;
    }>;
    const samsung = attributes.find((a) => a.id === "BRAND")!.values!.find((v) => v.name === "Samsung")!.id;
    const topValues = async (attribute: string, known: Array<{ id: string; value_id: string }>) => {
      const res = await request.post(`${SANDBOX_URL}/catalog_domains/${domain}/attributes/${attribute}/top_values?limit=10`, {
        data: { known_attributes: known },
      });
      expect(res.ok()).toBeTruthy();
      return ((await res.json()) as Array<{ name: string; metric: number }>).map(
        (v) => `${v.name}${grouped(v.metric)} ${v.metric === 1 ? "listing" : "listings"}`,
      );
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

  test(
    "after downloading the tree, Save as JSON gives a JSON file with every category the page counts",
    { tag: "@journey" },
    async ({ page }) => {
      await page.goto("/categories");
      const tree = page.getByRole("region", { name: "The whole tree, offline" });
      await tree.getByRole("button", { name: "Download the tree" }).click();
      const status = tree.getByText(/^[\d,]+ categories · checked .+ · published .+\.$/);
      await expect(status).toBeVisible({ timeout: 90_000 });
      const counted = Number((await status.textContent())!.match(/^([\d,]+) categories/)![1]!.replace(/,/g, ""));
      expect(counted).toBeGreaterThan(100);

      const [download] = await Promise.all([page.waitForEvent("download"), tree.getByRole("button", { name: "Save as JSON" }).click()]);
      expect(download.suggestedFilename()).toBe("categories-MLA.json");
      const file = JSON.parse(await readFile((await download.path())!, "utf8")) as {
        site: string;
        categoryCount: number;
        categories: Array<{ id: string; name: string; parentId: string | null }>;
      };
      expect(file.site).toBe("MLA");
      expect(file.categories).toHaveLength(counted);
      expect(file.categoryCount).toBe(counted);
      expect(file.categories.every((c) => /^MLA\d+$/.test(c.id))).toBe(true);
      expect(file.categories).toContainEqual(expect.objectContaining({ id: "MLA7461", name: "Samsung" }));
      // The same tree the app stored.
      const stored = (await (await page.request.get("/api/catalog/tree?site=MLA")).json()) as { categories: Array<{ id: string }> };
      expect(file.categories.map((c) => c.id)).toEqual(stored.categories.map((c) => c.id));
    },
  );

  test("another site's tree tells its times on the seller's clock, like the seller's own tree", async ({ page }) => {
    expect((await page.request.post("/api/catalog/tree?site=MCO", { timeout: 90_000 })).ok()).toBeTruthy();
    const stored = (await (await page.request.get("/api/catalog/tree?site=MCO")).json()) as { readAt: string };
    await page.goto("/categories?site=MCO");
    const tree = page.getByRole("region", { name: "The whole tree, offline" });
    // MLA's seller: Buenos Aires time, not Bogotá's (two hours apart) for the same moment.
    await expect(tree.getByText(`checked ${formatDate(stored.readAt, "MLA", "en", "date-time")}`, { exact: false })).toBeVisible({
      timeout: 30_000,
    });
  });
});
