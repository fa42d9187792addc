import { expect as baseExpect, test } from "../support/test";

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

test("a category id that is not one says not found, with a link back to the categories", async ({ page }) => {
  await page.goto(`/categories?id=${encodeURIComponent("<script>alert(1)</script>")}`);
  await expect(page.getByRole("heading", { name: "This category was not found." })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.getByRole("link", { name: "All categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole("heading", { name: "This category was not found." })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Top-level categories" })).toBeVisible();
});

test("search paging out of range is clamped: results from the first page, a page size the marketplace serves, the URL corrected", async ({
  page,
}) => {
  const read = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/catalog/search");
  await page.goto("/search?q=departamento&offset=-5&limit=99999");
  const res = await read;
  expect(res.status()).toBe(200);
  const asked = new URL(res.url()).searchParams;
  expect(asked.get("offset")).toBeNull();
  expect(asked.get("limit")).toBe("50");
  await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
  await expect(page).not.toHaveURL(/offset=/);
  await expect(page.getByText(/^Results 1–\d+ of [\d,]+$/)).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
});
