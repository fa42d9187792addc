import { expect as baseExpect, test } from "../support/test";

test.use({ signIn: "MLA" });

const expect = baseExpect.configure({ timeout: 30_000 });

test('a category and its listing count are read apart: "Calzado — 382,051 listings", not "Calzado382,051"', async ({ page }) => {
  await page.goto("/categories");
  await page
    .getByRole("region", { name: "Top-level categories" })
    .getByRole("button", { name: /^Celulares y Teléfonos/ })
    .click();
  await expect(page.getByRole("heading", { name: "Celulares y Teléfonos", level: 2 })).toBeVisible();
  // The subcategories come with their listing counts.
  const button = page.getByRole("button", { name: /^Celulares y Smartphones/ });
  const visibleCount = button.locator("span.tabular-nums");
  await expect(visibleCount).toHaveText(/^\d{1,3}(,\d{3})*$/);
  await expect(button).toHaveAccessibleName(`Celulares y Smartphones — ${(await visibleCount.textContent())!.trim()} listings`);
});
