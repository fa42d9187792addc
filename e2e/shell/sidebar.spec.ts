import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

test.use({ viewport: { width: 1280, height: 720 } });

test("at 1280 px the sidebar stays in view while a long page scrolls", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  // The design system's reference: long on any data, and the owner (the signed-in seller) may open it.
  await page.goto("/dev/ui");
  await expect(page.getByRole("heading", { level: 1, name: "Design system" })).toBeVisible();
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight, "the page is long enough to scroll past the sidebar's links").toBeGreaterThan(innerHeight * 2);

  // At 1280 px the bottom bar is hidden, so the visible "Main navigation" is the sidebar.
  const links = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link");
  await expect(links.last()).toHaveText("Settings");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(innerHeight);

  await expect(links.first()).toBeInViewport({ ratio: 1 });
  await expect(links.last()).toBeInViewport({ ratio: 1 });
});
