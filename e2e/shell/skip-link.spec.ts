import { expect, test } from "../support/test";
import { SELLERS, signInAs } from "../support/support";

for (const width of [1280, 390]) {
  test(`at ${width} px the first Tab reaches "Skip to content", shown on focus, and Enter moves past the navigation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await page.goto("/questions");
    await expect(page.getByRole("main")).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
}
