import { expect as baseExpect, test } from "../support/test";

test.use({ signIn: "MLA" });

// A shared machine under heavy load: pages take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test("a sale address that is no sale number says not found, with a link back to the sales, not an error to retry", async ({ page }) => {
  for (const bad of ["abc", "12ab", "99999999999999999999"]) {
    const res = await page.goto(`/sales/${bad}`);
    expect(res?.status(), `/sales/${bad}`).toBe(404);
    await expect(page.getByRole("heading", { name: "This sale was not found." })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByText(/Request ID/)).toHaveCount(0);
  }
  await page.getByRole("link", { name: "All sales" }).click();
  await expect(page).toHaveURL(/\/sales$/);
});

test("a sale number that names no sale of the account says not found, with the way back", async ({ page }) => {
  await page.goto("/sales/1");
  await expect(page.getByRole("heading", { name: "This sale was not found." })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "All sales" })).toHaveAttribute("href", "/sales");
  await expect(page.getByText(/Request ID/)).toHaveCount(0);
});
