import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test("'Sign out everywhere' ends the seller's session in every browser, with a message there", async ({ page, browser }) => {
  // Another browser holding a session of the same account (another device, or a stolen cookie).
  const other = await (await browser.newContext()).newPage();
  await signInAs(other, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);

  await page.goto("/settings");
  const security = page.getByRole("region", { name: "Security" });
  await security.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/signin/);

  // The other browser's cookie no longer works: its API calls are refused and its next page signs it out.
  expect((await other.request.get("/api/team/members")).status()).toBe(401);
  await other.goto("/questions");
  await expect(other).toHaveURL(/\/signin\?error=SessionEnded/);
  await expect(other.getByRole("alert").first()).toContainText("You were signed out");
  await other.context().close();
});
