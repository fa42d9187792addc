import { expect, test } from "../support/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

const SEVEN_HOURS = 7 * 3600 * 1000;

test("past token expiry the dashboard still loads and the previous refresh token is rejected", async ({ page, request }) => {
  const sb = sandbox(request);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const before = await sb.currentRefreshToken(SELLERS.MLA.id);

  await sb.advanceClock(SEVEN_HOURS); // sandbox tokens live 6 hours
  // The shell draws from our own data; the account check behind it (/api/me) is what calls the marketplace.
  // Only the reloaded page's check counts: on a slow machine the first page's check can still be in flight
  // (answered with the old token) when the clock moves (the flake that saw no refresh). Once the new
  // document is committed the old page's requests are gone, and the new page's check has not started.
  await page.reload({ waitUntil: "commit" });
  const me = page.waitForResponse((r) => r.url().endsWith("/api/me"));
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
  expect((await me).ok()).toBeTruthy();

  const refreshes = async () => (await sb.requests("/oauth/token")).filter((r) => r.body?.grant_type === "refresh_token");
  await expect.poll(async () => (await refreshes()).length).toBe(1);
  expect((await refreshes())[0]!.status).toBe(200);
  expect(await sb.currentRefreshToken(SELLERS.MLA.id)).not.toBe(before);
  const reuse = await sb.tryRefresh(before);
  expect(reuse.status()).toBe(400);
  expect((await reuse.json()).error).toBe("invalid_grant");
});

// Once failed: the Reconnect button was replaced in the DOM faster than it could be clicked (the account
// check refetched each time an observer mounted, which remounted the error UI: a loop). Guards that loop.
test("when the marketplace answers invalid_grant the account asks to reconnect", async ({ page, request }) => {
  const sb = sandbox(request);
  await signInAs(page, SELLERS.MLB.nickname, SELLERS.MLB.site);
  await sb.fault({
    method: "POST",
    path: "/oauth/token",
    status: 400,
    body: { error_description: "Error validating grant.", error: "invalid_grant", status: 400, cause: [] },
    count: 1,
  });
  await sb.advanceClock(SEVEN_HOURS);

  const res = await page.request.get("/api/me");
  expect(res.status()).toBe(401);
  expect((await res.json()).error.code).toBe("reauth_required");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Reconnect your account" })).toBeVisible();
  await page.getByRole("button", { name: "Reconnect" }).click();
  await page.getByRole("radio", { name: /^CASA_DO_CAMPO_BR · MLB · Seller/ }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLB.nickname);
  await expect(page.getByRole("heading", { name: "Reconnect your account" })).toHaveCount(0);
});
