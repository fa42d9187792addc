import { expect, test, type Page } from "../support/test";
import { SELLERS, signInAs } from "../support/support";

/** Settings → Security → "Sign out everywhere", which asks first; `confirm` false backs out with Cancel. */
async function signOutEverywhere(page: Page, confirm: boolean) {
  await page.goto("/settings");
  const security = page.getByRole("region", { name: "Security" });
  await security.getByRole("button", { name: "Sign out everywhere" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out on every device?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirm ? "Sign out everywhere" : "Cancel" }).click();
}

/** Where an ended session must land: the sign-in page, saying why, with nothing for support to read. */
async function expectSignedOutWithReason(page: Page) {
  await expect(page).toHaveURL(/\/signin\?error=SessionEnded/);
  await expect(page.getByRole("alert").first()).toContainText("You were signed out");
  await expect(page.getByRole("button", { name: "Sign in with Mercado Libre" })).toBeVisible();
  await expect(page.getByText(/Request ID/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
}

test("'Sign out everywhere' asks first, then ends the session in every browser: their next page and next action go to sign-in with the reason", async ({
  page,
  browser,
}) => {
  // Two other browsers of the same person (another device, or a stolen cookie), each with a page open.
  const navigating = await (await browser.newContext()).newPage();
  const acting = await (await browser.newContext()).newPage();
  await signInAs(navigating, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await signInAs(acting, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await navigating.goto("/settings");
  await acting.goto("/shipping");
  await expect(acting.getByRole("button", { name: "Read again" })).toBeVisible();

  // Cancel backs out: nothing ended.
  await signOutEverywhere(page, false);
  await expect(page).toHaveURL(/\/settings/);
  expect((await navigating.request.get("/api/team/members")).status()).toBe(200);

  await signOutEverywhere(page, true);
  await expect(page).toHaveURL(/\/signin/);
  expect((await navigating.request.get("/api/team/members")).status()).toBe(401);

  // A client-side navigation (the layout is not rendered again): its first API answer ends it.
  await navigating.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Inbox" }).click();
  await expectSignedOutWithReason(navigating);

  // An action on a page that was already open: its refused call ends it, no "Try again" loop.
  await acting.getByRole("button", { name: "Read again" }).click();
  await expectSignedOutWithReason(acting);

  // The cookie was cleared: a later visit is a plain sign-in, not another "session ended".
  await acting.goto("/questions");
  await expect(acting).toHaveURL(/\/signin\?callbackUrl=/);
  await navigating.context().close();
  await acting.context().close();
});
