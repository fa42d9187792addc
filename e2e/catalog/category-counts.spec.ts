import { expect as baseExpect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
});

test('a category and its listing count are read apart: "Calzado — 382,051 listings", not "Calzado382,051"', async ({ page }) => {
  await page.goto("/categories");
  const top = page.getByRole("region", { name: "Top-level categories" });
  const buttons = top.getByRole("button");
  await expect(buttons.first()).toBeVisible();
  const button = top.getByRole("button", { name: /^Celulares y Teléfonos/ });
  const visibleCount = (await button.locator("span.tabular-nums").textContent())!.trim();
  expect(visibleCount).toMatch(/^\d{1,3}(,\d{3})*$/);
  await expect(button).toHaveAccessibleName(`Celulares y Teléfonos — ${visibleCount} listings`);
  // Every top-level category: its name, a separator, then its count in words.
  for (const name of await buttons.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? el.textContent ?? "")))
    expect(name).toMatch(/\S — [\d,]+ listings?$/);
});
