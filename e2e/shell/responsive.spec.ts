import { expect, test, type Page } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("at 390 px the sign-in page and the dashboard have no horizontal overflow", async ({ page, request }) => {
  await sandbox(request).reset();
  await page.goto("/signin");
  await expectNoHorizontalOverflow(page);

  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await expectNoHorizontalOverflow(page);
  for (const path of ["/questions", "/settings", "/metrics"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
});

test("at 390 px navigation is a bottom bar with a More menu", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const bar = page.getByRole("navigation", { name: "Main navigation" }).filter({ has: page.getByRole("button", { name: "More" }) });
  await expect(bar.getByRole("link", { name: "Inbox" })).toBeVisible();
  await bar.getByRole("button", { name: "More" }).click();
  const sheet = page.getByRole("dialog", { name: "More" });
  await sheet.getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
});
