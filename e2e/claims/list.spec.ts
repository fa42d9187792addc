import { expect as baseExpect, test } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { sandbox, sandboxGetAs, SELLERS, signInAs } from "../support/support";

// A shared machine under heavy load: pages take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.CLAIMS_SHOTS_DIR;

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

/** An order of the seller with no open claim: where the buyer opens the next one. */
async function orderWithoutClaim(request: Parameters<typeof sandboxGetAs>[0]) {
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

test("the desk lists the open claims due first, and a claim the buyer opens arrives live with the 48-hour countdown", async ({
  page,
  request,
}) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/claims");
  await expect(page.getByRole("heading", { name: "Claims", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "Claims, what is due first" });
  await expect(list.getByRole("listitem").first()).toBeVisible({ timeout: 90_000 });
  const before = await list.getByRole("listitem").count();
  // Seeded kinds in plain words, whose move, and a dispute that is Mercado Libre's.
  await expect(list.getByText("The product did not arrive").first()).toBeVisible();
  await expect(list.getByText("Mercado Libre's move").first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/claims-1280.png`, fullPage: true });

  const orderId = await orderWithoutClaim(request);
  const opened = await request.post(`${SANDBOX_URL}/__sandbox/claims`, { data: { order_id: orderId, reason_id: "PDD9944" } });
  expect(opened.status()).toBe(201);
  // No reload: the post_purchase notification reaches the callback and the list hears claim.updated.
  const arrived = list.getByRole("listitem").filter({ hasText: `Order ${orderId}` });
  await expect(arrived).toBeVisible({ timeout: 60_000 });
  await expect(list.getByRole("listitem")).toHaveCount(before + 1);
  await expect(arrived.getByText("The product is different or defective")).toBeVisible();
  await expect(arrived.getByText("Your move")).toBeVisible();
  // A fresh claim: the whole 48 hours, give or take the minute the page took (the sandbox dates to the second).
  await expect(arrived.getByText(/4[78] hours left to solve it without affecting your reputation/)).toBeVisible();

  // Filters live in the URL: the dispute stage leaves only disputes.
  await page.getByLabel("Stage").selectOption("dispute");
  await expect(page).toHaveURL(/stage=dispute/);
  await expect(list.getByRole("listitem").filter({ hasText: `Order ${orderId}` })).toHaveCount(0);
  await expect(list.getByRole("listitem").first()).toContainText("In dispute");
});

test("on a phone the desk is under More and its rows keep 44 px targets", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const bar = page.getByRole("navigation", { name: "Main navigation" }).filter({ has: page.getByRole("button", { name: "More" }) });
  await bar.getByRole("button", { name: "More" }).click();
  const sheet = page.getByRole("dialog", { name: "More" });
  await sheet.getByRole("link", { name: "Claims" }).click();
  await expect(page).toHaveURL(/\/claims$/);
  await expect(sheet).toBeHidden();
  const list = page.getByRole("list", { name: "Claims, what is due first" });
  await expect(list.getByRole("listitem").first()).toBeVisible({ timeout: 90_000 });
  const box = await list.getByRole("listitem").first().getByRole("link").boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/claims-390.png`, fullPage: true });
});
