import { expect, test } from "../support/test";
import { siteOf } from "../support/accounts";
import { SELLERS } from "../support/support";

test.use({ signIn: "MLA" });

// "Connect another account" started, then the session ended ("Sign out everywhere" from another device):
// finishing the marketplace's consent must not sign the stolen or stale cookie back in. The person is sent
// to the sign-in page with the reason, and no second account was attached.

test("finishing a connection after the session was ended everywhere signs in nobody and says why", async ({ page }) => {
  await page.goto("/settings/accounts");
  await page.getByRole("button", { name: "Connect another account" }).click();
  await expect(page.getByRole("heading", { name: /^Authorize/ })).toBeVisible();

  // Meanwhile every session of this person is ended (here by the API, as another device would); the
  // browser keeps its now-revoked cookie.
  expect((await page.request.post("/api/me/sign-out-everywhere", { data: {} })).status()).toBe(204);

  const seller = SELLERS.MLB;
  await page.getByLabel(new RegExp(`^${seller.nickname} · ${siteOf(seller)} · Seller`)).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await expect(page).toHaveURL(/\/signin\?error=SessionEnded/);
  await expect(page.getByRole("alert").filter({ hasText: "this session was ended" })).toBeVisible();
  // Nothing was revived: the browser is not signed in.
  expect((await page.request.get("/api/accounts")).status()).toBe(401);
});
