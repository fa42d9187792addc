import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

// A big seller's first import waits on the marketplace's rate for minutes: the inbox says how far it is.
test("the first import says how many reads from Mercado Libre are done, then gives way to the questions", async ({ page, request }) => {
  const sb = sandbox(request);
  await sb.reset();
  // The import's first search answers slowly, so its state can be seen. Set before signing in: the sign-in
  // starts the first import, which on a quiet machine could be past its first search before a later fault.
  await sb.fault({ path: "/questions/search", delay_ms: 4_000, count: 2 });
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/questions");
  await expect(page.getByText("Bringing in your questions…")).toBeVisible({ timeout: 60_000 });
  const progress = page.getByTestId("reads-done");
  await expect(progress).toHaveText(/^\d+ of \d+ reads done$/, { timeout: 30_000 });
  await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 60_000 });
  await expect(progress).toHaveCount(0);
});
