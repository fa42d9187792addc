import { expect, test } from "../support/test";
import { sandbox } from "../support/support";

const noStackTrace = async (text: string) => expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|Error:|TypeError/);

test("an OAuth callback without a code ends on the sign-in page with a clear message", async ({ page }) => {
  await page.goto("/api/auth/callback/mercadolibre");
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole("alert").filter({ hasText: /sign-in|Try again|Start again/i })).toBeVisible();
  await noStackTrace(await page.locator("body").innerText());
});

test("an OAuth callback with a wrong state ends on the sign-in page with a clear message", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await expect(page.getByRole("heading", { name: "Authorize Mostrador" })).toBeVisible();
  await page.goto("/api/auth/callback/mercadolibre?code=TG-forged-241370001&state=not-the-state");
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole("alert").filter({ hasText: /sign-in|Try again|Start again/i })).toBeVisible();
  await noStackTrace(await page.locator("body").innerText());
});

test("the marketplace failing during the token exchange ends on the sign-in page with a clear message", async ({ page, request }) => {
  await sandbox(request).fault({ method: "POST", path: "/oauth/token", status: 503, count: 5 });
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("radio", { name: /^TIENDA_PAMPA · MLA · Seller/ }).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  await expect(page).toHaveURL(/\/signin\?.*error=/);
  await expect(page.getByRole("alert").filter({ hasText: "Mercado Libre did not complete the sign-in" })).toBeVisible();
  await noStackTrace(await page.locator("body").innerText());
});

test("a marketplace that is down is announced on the sign-in page", async ({ page, request }) => {
  await sandbox(request).fault({ method: "GET", path: "/users/me", status: 503, count: 3 });
  await page.goto("/signin");
  await expect(page.getByRole("alert").filter({ hasText: "Mercado Libre cannot be reached right now" })).toBeVisible();
});

test("cancelling on the marketplace's consent page says so", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in with Mercado Libre" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/signin\?error=Cancelled/);
  await expect(page.getByRole("alert").first()).toContainText("You cancelled on Mercado Libre's page");
});
