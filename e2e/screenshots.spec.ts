import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "./support";

// Not an assertion suite: pictures of every page at desktop and phone width for people to look at
// before landing UI changes. Run with SCREENSHOTS=1; files land in test-results/screens/.
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take the pictures");

const PAGES = [
  "/",
  "/inbox",
  "/messages",
  "/metrics",
  "/shipping",
  "/shipping/calculator",
  "/categories",
  "/brands",
  "/locations",
  "/search?q=celular",
  "/settings",
  "/settings/team",
  "/settings/replies",
  "/settings/blocked",
  "/settings/notifications",
  "/dev/ui",
];

for (const width of [1280, 390]) {
  test(`screenshots at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await sandbox(request).reset();
    await page.goto("/signin");
    await page.screenshot({ path: `test-results/screens/signin-${width}.png`, fullPage: true });
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // /dev/ui shows loading states on purpose; every other page must finish loading.
      if (path !== "/dev/ui") await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 30_000 });
      const name = path === "/" ? "overview" : path.slice(1).replace(/\?.*/, "").replaceAll("/", "-");
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    }
  });
}
