import { expect as baseExpect, test } from "../support/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ request }) => {
  // Several pages and upstream calls per test on a shared, loaded machine.
  test.setTimeout(180_000);
  await sandbox(request).clearFaults();
});

test("brands: the brand seller's official stores, and the explanation for a seller without stores", async ({ page, browser }) => {
  await signInAs(page, SELLERS.MLM.nickname, SELLERS.MLM.site);
  await page.goto("/brands");
  const stores = page.getByRole("article");
  await expect(stores.first()).toBeVisible();
  await expect(stores.filter({ hasText: "Frialia" })).toContainText("Store 3401");
  expect(await stores.count()).toBeGreaterThan(1);
  // Several stores: official_store_id explained with the marketplace's error in words.
  await expect(page.getByText("Listing for one of several stores")).toBeVisible();
  await expect(page.getByText(/item\.official_store_id\.invalid/)).toBeVisible();
  await stores.filter({ hasText: "Frialia" }).getByRole("button", { name: "Show details" }).click();
  await expect(page.getByRole("region", { name: "Frialia" })).toContainText("Pictures by kind");
  // The store's categories by name after their parent's, each opening the category.
  const category = stores.filter({ hasText: "Frialia" }).getByRole("link").first();
  const label = (await category.textContent())!;
  expect(label).toMatch(/^[^›]+ › [^›]+$/);
  await category.click();
  await expect(page).toHaveURL(/\/categories\?id=[A-Z]{3}\d+/);
  await expect(page.getByRole("heading", { name: label.split(" › ")[1], exact: true })).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await signInAs(other, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await other.goto("/brands");
  await expect(other.getByText("This account has no official stores")).toBeVisible();
  await expect(other.getByText(/Official stores belong to brand accounts approved by Mercado Libre/)).toBeVisible();
  await expect(other.getByRole("article")).toHaveCount(0);
});

test("a brand's details open in its card; hiding them closes them, and the button keeps focus and says it is collapsed", async ({
  page,
}) => {
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
