import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

test.describe.configure({ timeout: 180_000 });

// At the real API's rate a cold read of many listings takes minutes: the waiting table says how far it is.
test("a slow listings table says, under 'Still waiting', how many reads from Mercado Libre are done", async ({ page, request }) => {
  const sb = sandbox(request);
  await sb.reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  // The listings' visits answer slowly (the account series do not), so the table waits.
  await sb.fault({ path: "/items/visits/time_window", delay_ms: 12_000, count: 2 });
  await page.goto("/metrics");
  const items = page.getByRole("region", { name: "Listings" });
  const done = items.getByTestId("reads-done");
  await expect(done).toHaveText(/^\d+ of \d+ reads done$/, { timeout: 30_000 });
  await expect(items.getByRole("table")).toBeVisible({ timeout: 60_000 });
  await expect(done).toHaveCount(0);
});
