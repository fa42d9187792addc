import { expect as baseExpect, test } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { sandbox, SELLERS, signInAs } from "../support/support";

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page, request }) => {
  // Several pages and upstream calls per test on a shared, loaded machine.
  test.setTimeout(180_000);
  await sandbox(request).clearFaults();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
});

test("drill down to a leaf: breadcrumbs, required attributes and the most used values", async ({ page }) => {
  await page.goto("/categories");
  const top = page.getByRole("region", { name: "Top-level categories" });
  await top.getByRole("button", { name: /^Celulares y Teléfonos/ }).click();
  await expect(page.getByRole("heading", { name: "Celulares y Teléfonos", level: 2 })).toBeVisible();
  await expect(page.getByText("Choose a subcategory to list")).toBeVisible();
  await page.getByRole("button", { name: /^Celulares y Smartphones/ }).click();
  await page.getByRole("button", { name: /^Samsung/ }).click();
  await expect(page).toHaveURL(/id=MLA7461/);

  const crumbs = page.getByRole("navigation", { name: "Category path" });
  await expect(crumbs.getByRole("listitem")).toHaveText([
    "All categories",
    "›Celulares y Teléfonos",
    "›Celulares y Smartphones",
    "›Samsung",
  ]);
  await expect(page.getByText("Accepts listings")).toBeVisible();
  // Required attributes come first and say so.
  const attributes = page.getByRole("region", { name: "Attributes" }).getByRole("listitem");
  await expect(attributes.first()).toContainText("Marca");
  await expect(attributes.first()).toContainText("Required");
  await expect(attributes.nth(1)).toContainText("Modelo");
  await expect(attributes.nth(1)).toContainText("Required");
  // Settings in words, with what listing requires marked.
  await expect(page.getByRole("region", { name: "Listing settings" })).toBeVisible();

  // NOL_90 top values of the domain: brands, most used first, with counts.
  const values = page.getByRole("list", { name: "Most used values" }).getByRole("listitem");
  await expect(values.first()).toContainText(/\d+ listings?$/);
  const counts = (await values.allTextContents()).map((text) => Number(text.match(/([\d,]+) listings?$/)![1]!.replace(/,/g, "")));
  expect(counts.length).toBeGreaterThan(1);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);

  // Breadcrumbs go back up.
  await crumbs.getByRole("button", { name: "Celulares y Teléfonos" }).click();
  await expect(page).toHaveURL(/id=MLA1051/);
});

test("predict a category from a title and open it", async ({ page }) => {
  await page.goto("/categories");
  const predictor = page.getByRole("region", { name: "Predict a category from a title" });
  const title = predictor.getByLabel("Listing title");
  // Checked on Predict, like every form: an empty title and one past the marketplace's 200 are not sent.
  const asked: string[] = [];
  page.on("request", (r) => r.url().includes("/api/catalog/predict") && asked.push(r.url()));
  await predictor.getByRole("button", { name: "Predict" }).click();
  await expect(predictor.getByText("Fill this in.")).toBeVisible();
  await expect(title).toBeFocused();
  await title.fill("x".repeat(201));
  await expect(predictor.getByText("At most 200 characters.")).toBeVisible();
  expect(asked).toHaveLength(0);
  await title.fill("Celular Samsung Galaxy A15 128 GB");
  await predictor.getByRole("button", { name: "Predict" }).click();
  const predictions = predictor.getByRole("list", { name: "Predicted categories" }).getByRole("listitem");
  await expect(predictions.first()).toContainText("Samsung");
  await expect(predictions.first()).toContainText("Celulares y Teléfonos › Celulares y Smartphones › Samsung");
  await predictions.first().getByRole("button").click();
  await expect(page).toHaveURL(/id=MLA7461/);
  await expect(page.getByRole("heading", { name: "Samsung", level: 2 })).toBeVisible();
  await expect(page.getByText("Accepts listings")).toBeVisible();
});

test("download the tree, search it offline without accents, change it upstream, update and see what changed", async ({ page, request }) => {
  await page.goto("/categories");
  const tree = page.getByRole("region", { name: "The whole tree, offline" });
  await tree.getByRole("button", { name: "Download the tree" }).click();
  await expect(tree.getByText(/^[\d,]+ categories · checked .+ · published .+\.$/)).toBeVisible({ timeout: 90_000 });

  // Offline: no request leaves the browser while typing.
  const calls: string[] = [];
  page.on("request", (r) => calls.push(r.url()));
  await tree.getByRole("searchbox", { name: "Search every category" }).fill("electrodomesticos");
  const hits = tree.getByRole("list", { name: "Matching categories" });
  await expect(hits.getByRole("button", { name: /Electrodomésticos y Aires Ac\./ }).first()).toBeVisible();
  expect(calls.filter((url) => url.includes("/api/"))).toEqual([]);

  // The marketplace changes its tree: a rename and a new category.
  const rename = await request.post(`${SANDBOX_URL}/__sandbox/categories/MLA/changes`, {
    data: { op: "rename", id: "MLA7461", name: "Samsung Galaxy" },
  });
  expect(rename.ok()).toBeTruthy();
  const add = await request.post(`${SANDBOX_URL}/__sandbox/categories/MLA/changes`, {
    data: { op: "add", parent_id: "MLA7444", name: "Teléfonos plegables" },
  });
  expect(add.ok()).toBeTruthy();
  const added = (await add.json()) as { category: { id: string } };

  await tree.getByRole("button", { name: "Check for updates" }).click();
  await expect(tree.getByRole("heading", { name: "2 changes since the last download" })).toBeVisible({ timeout: 90_000 });
  const changes = tree.getByRole("list", { name: "What changed" });
  await expect(changes).toContainText("Renamed: Samsung → Samsung Galaxy (MLA7461)");
  await expect(changes).toContainText(`Added: Teléfonos plegables (${added.category.id})`);
  // The stored tree is the new one: the new category is found offline, accent-less.
  await tree.getByRole("searchbox", { name: "Search every category" }).fill("telefonos plegables");
  await expect(hits.getByRole("button", { name: new RegExp(`› Teléfonos plegables · ${added.category.id}$`) })).toBeVisible();

  // A second check with no change upstream says so and downloads nothing new.
  await tree.getByRole("button", { name: "Check for updates" }).click();
  await expect(tree.getByText("No changes since the last download.")).toBeVisible({ timeout: 90_000 });
});
