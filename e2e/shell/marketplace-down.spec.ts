import { expect, test } from "../support/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

// Issue 9's trust fixes, each at the level where it broke: the shell without the marketplace.

test("with the marketplace down the shell still shows the seller and says it is retrying", async ({ page, request }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await sandbox(request).fault({ method: "GET", path: "/users/me", status: 503, count: 50 });
  await page.goto("/settings/replies");
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
  await expect(page.getByText("Loading your account")).toHaveCount(0);
  // The server retries the marketplace before answering 502, and the browser once more: allow for both.
  await expect(page.getByText("Mostrador keeps retrying on its own")).toBeVisible({ timeout: 45_000 });
});

// Pages that read the marketplace when they open (the others read our own copies and keep working).
const MARKETPLACE_PAGES = [
  "/",
  "/questions",
  "/metrics",
  "/shipping",
  "/categories",
  "/brands",
  "/locations",
  "/search?q=celular",
  "/settings/blocked",
];

test("with the marketplace unreachable every overview card and page shows an error with a retry, and retry recovers", async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const sb = sandbox(request);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  // The page's own retries (the account banner above the page has its own). On the inbox the response-time
  // card leaves its retry to the banner once it says the outage (one cause, one retry), and the banner's
  // retry brings back the sweep too: count the banner's there.
  const pageRetries = page.getByRole("main").getByRole("button", { name: "Try again" });
  const retriesOn = (path: string) => (path === "/questions" ? page.getByRole("button", { name: "Try again" }) : pageRetries);
  const down = () => sb.fault({ path: "/*", status: 503, count: 100_000 });

  await down();
  await page.goto("/");
  // Each card of the overview on its own, none loading forever; the questions card reads our copy.
  for (const card of ["Sales to follow up", "Visits today"]) {
    await expect(page.getByRole("region", { name: card }).getByRole("button", { name: "Try again" })).toBeVisible({ timeout: 45_000 });
  }
  await expect(page.getByRole("region", { name: "Unanswered questions" }).getByText("not been brought in", { exact: false })).toBeVisible();
  await expect(page.getByRole("main").getByText("Mercado Libre is unreachable").first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${SELLERS.MLA.nickname}`);

  for (const path of MARKETPLACE_PAGES) {
    if (path !== "/") {
      await down();
      await page.goto(path);
    }
    const retries = retriesOn(path);
    await expect(retries.first(), path).toBeVisible({ timeout: 45_000 });
    await expect(page.locator("main [aria-busy='true']"), path).toHaveCount(0, { timeout: 45_000 });
    await sb.clearFaults();
    // Every retry on the page brings its part back, with no reload.
    await expect(async () => {
      const left = await retries.count();
      if (left > 0) await retries.first().click({ timeout: 5_000 });
      expect(left, path).toBe(0);
    }).toPass({ timeout: 90_000 });
    await expect(page.getByRole("main").getByRole("alert"), path).toHaveCount(0);
  }
});

test("the marketplace's rate limit shows its own message with the wait in the account banner", async ({ page, request }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const body = { message: "too many requests", error: "too_many_requests", status: 429, cause: [] };
  await sandbox(request).fault({ method: "GET", path: "/users/me", status: 429, headers: { "retry-after": "60" }, body, count: 1000 });
  await page.goto("/settings/replies");
  const banner = page.getByRole("alert").filter({ hasText: "Too many requests to Mercado Libre right now" });
  // The server honours Retry-After (up to 5 s) before relaying the 429: allow for its retries.
  await expect(banner).toBeVisible({ timeout: 45_000 });
  const seconds = async () => Number((await banner.textContent())?.match(/Try again in (\d+) seconds/)?.[1] ?? Number.NaN);
  const first = await seconds();
  expect(first).toBeGreaterThan(1);
  expect(first).toBeLessThanOrEqual(60);
  await expect(banner.getByRole("button", { name: "Try again" })).toBeDisabled();
  // It counts down, and nothing says "Something went wrong".
  await expect.poll(seconds).toBeLessThan(first);
  await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
});
