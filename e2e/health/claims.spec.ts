import { SANDBOX_URL } from "../../playwright.config";
import { SELLERS, sandboxGetAs } from "../support/support";
import { expectTouchTargets } from "../support/touch-targets";
import { expect, test, type APIRequestContext, type Page } from "../support/test";

// The health card's claims links (issue 54): the open claims that affect the reputation and those still inside
// the 48-hour incentive, counted from our claims copy, each opening the claims desk with the filter that lists
// exactly those claims. A claim the buyer opens arrives in the count live.
test.use({ signIn: "MLA" });

type ClaimPage = { total: number; claims: Array<{ id: string; orderId: string | null }> };
const listed = async (page: Page, query: string): Promise<ClaimPage> => {
  const res = await page.request.get(`/api/claims?${query}&limit=100`);
  expect(res.ok(), `claims: ${res.status()}`).toBeTruthy();
  return (await res.json()) as ClaimPage;
};

/** An order of the seller with no open claim: where the buyer opens the next one. */
async function orderWithoutClaim(request: APIRequestContext) {
  const claims = (await (await request.get(`${SANDBOX_URL}/__sandbox/claims?seller_id=${SELLERS.MLA.id}`)).json()) as Array<{
    order_id: number;
    status: string;
  }>;
  const taken = new Set(claims.filter((c) => c.status === "opened").map((c) => c.order_id));
  const orders = (await sandboxGetAs(request, SELLERS.MLA.id, `/orders/search?seller=${SELLERS.MLA.id}&limit=50`)) as {
    results: Array<{ id: number }>;
  };
  return orders.results.find((o) => !taken.has(o.id))!.id;
}

test("the card counts the claims that affect the reputation and those inside the 48 hours, and each opens the desk filtered to them", async ({
  page,
}) => {
  const sync = await page.request.post("/api/claims/sync", { timeout: 120_000 });
  expect(sync.ok(), `claims sync: ${sync.status()}`).toBeTruthy();
  const affecting = await listed(page, "reputation=affected");
  const inside = await listed(page, "incentive=1");
  const open = await listed(page, "status=opened");
  // The seed has both kinds, and neither filter is every open claim (else the test could not tell them apart).
  expect(affecting.total).toBeGreaterThan(0);
  expect(inside.total).toBeGreaterThan(0);
  expect(inside.total).toBeLessThan(open.total);

  await page.goto("/health");
  const card = page.getByTestId("health-card");
  const affectingLink = card.getByTestId("health-claims-affecting");
  const insideLink = card.getByTestId("health-claims-incentive");
  await expect(affectingLink).toContainText(
    `${affecting.total} open ${affecting.total === 1 ? "claim affects" : "claims affect"} your reputation`,
  );
  await expect(insideLink).toContainText(
    `${inside.total} ${inside.total === 1 ? "claim" : "claims"} can still be solved within the 48 hours`,
  );
  await page.screenshot({ path: "test-results/screens/health-claims-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/health-claims-390.png", fullPage: true });
  // The accessibility sweep (e2e/support/pages.ts) runs axe on /health; the phone targets are checked here.
  await expectTouchTargets(page, "/health");
  await page.setViewportSize({ width: 1280, height: 800 });

  const list = page.getByRole("list", { name: "Claims, what is due first" });
  await affectingLink.click();
  await expect(page).toHaveURL(/\/claims\?(.*&)?reputation=affected/);
  await expect(page.getByRole("combobox", { name: "Reputation", exact: true })).toHaveValue("affected");
  await expect(list.getByRole("listitem")).toHaveCount(affecting.total, { timeout: 60_000 });

  await page.goBack();
  await insideLink.click();
  await expect(page).toHaveURL(/\/claims\?(.*&)?incentive=1/);
  await expect(page.getByRole("checkbox", { name: "Within the 48 hours" })).toBeChecked();
  await expect(list.getByRole("listitem")).toHaveCount(inside.total, { timeout: 60_000 });
  for (const claim of inside.claims) await expect(list.getByRole("listitem").filter({ hasText: `Order ${claim.orderId}` })).toBeVisible();
});

test("a claim the buyer opens counts inside the 48 hours on the overview without a reload", async ({ page, request }) => {
  const sync = await page.request.post("/api/claims/sync", { timeout: 120_000 });
  expect(sync.ok(), `claims sync: ${sync.status()}`).toBeTruthy();
  const before = (await listed(page, "incentive=1")).total;
  await page.goto("/");
  const insideLink = page.getByTestId("health-card").getByTestId("health-claims-incentive");
  await expect(insideLink).toContainText(`${before} `);

  const opened = await request.post(`${SANDBOX_URL}/__sandbox/claims`, {
    data: { order_id: await orderWithoutClaim(request), reason_id: "PDD9944" },
  });
  expect(opened.status()).toBe(201);
  // The post_purchase notification reaches the callback; the overview hears claim.updated and reads again.
  await expect(insideLink).toContainText(`${before + 1} claims can still be solved within the 48 hours`, { timeout: 60_000 });
  expect((await listed(page, "incentive=1")).total).toBe(before + 1);
});
