import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { importedSales, sandboxPosts, upstreamMessages, type Sale } from "../support/sales";
import { sandbox, SELLERS, signInAs } from "../support/support";

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const HOUR = 3_600_000;

/** Flex sales whose page shows the guide's reasons (the buyer has not written) with a delivery promise left. */
const promiseSales = (page: Page) =>
  importedSales<Sale>(page, "logistic=self_service").then((sales) =>
    sales.filter(
      (s) => ["can_start", "waiting"].includes(s.state) && !s.buyerHasWritten && s.reasonsAvailable.includes("DELIVERY_PROMISE"),
    ),
  );

test("at 20:19 in Buenos Aires, today's past hours cannot be chosen, and a window still ahead is sent", async ({ page, request }) => {
  // The marketplace's clock and the browser's both at the next 20:19 in Buenos Aires (23:19 UTC): the
  // page reads the browser's clock, the marketplace refuses by its own.
  const { now } = (await (await request.get(`${SANDBOX_URL}/__sandbox/clock`)).json()) as { now: string };
  const at = new Date(now);
  at.setUTCHours(23, 19, 0, 0);
  if (at.getTime() <= Date.parse(now)) at.setTime(at.getTime() + 24 * HOUR);
  await sandbox(request).advanceClock(at.getTime() - Date.parse(now));
  await page.clock.setFixedTime(at);

  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const sale = (await promiseSales(page)).find((s) => !["delivered", "cancelled"].includes(s.shipment.status ?? ""))!;
  expect(sale, "a Flex sale on its way").toBeDefined();
  await page.goto(`/sales/${sale.id}`);
  await page.getByRole("radio", { name: /Tell the delivery time/ }).check();
  await page.getByLabel("Day").selectOption({ label: "Today" });
  await expect(page.getByText(/^It is 8:19\sPM in Buenos Aires: hours already past cannot be promised for today\.$/)).toBeVisible();

  // Choosing today moved the window to hours still ahead (from 20:00), and 8–12 is not on offer.
  await expect(page.getByLabel("From")).toHaveValue("20");
  await expect(page.getByLabel("From").locator('option[value="8"]')).toBeDisabled();
  await expect(page.getByLabel("From").locator('option[value="19"]')).toBeDisabled();
  await expect(page.getByLabel("From").locator('option[value="20"]')).toBeEnabled();
  await expect(page.getByLabel("Until").locator('option[value="21"]')).toBeEnabled();
  // Tomorrow has every hour again.
  await page.getByLabel("Day").selectOption({ label: "Tomorrow" });
  await page.getByLabel("From").selectOption("8");
  await page.getByLabel("Until").selectOption("12");
  await expect(page.getByLabel("From").locator('option[value="8"]')).toBeEnabled();
  // Back on today, 8–12 becomes the first window ahead.
  await page.getByLabel("Day").selectOption({ label: "Today" });
  await expect(page.getByLabel("From")).toHaveValue("20");
  await expect(page.getByLabel("Until")).toHaveValue("21");

  await page.getByLabel("Until").selectOption("22");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  // A first message is confirmed (it spends a cap).
  if (sale.state === "can_start") await page.getByRole("alertdialog").getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible();
  expect((await upstreamMessages(request, sale.id))[0]!.text).toMatch(/20.*22/);
});

test("a delivered Flex sale does not offer the delivery promise, though the guide lists it", async ({ page, request }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const sale = (await promiseSales(page)).find((s) => s.shipment.status === "delivered")!;
  expect(sale, "a delivered Flex sale").toBeDefined();
  await page.goto(`/sales/${sale.id}`);
  const promise = page.getByRole("radio", { name: /Tell the delivery time/ });
  await expect(promise).toBeDisabled();
  await expect(page.getByText("Not for a delivered or cancelled shipment.")).toBeVisible();
  // The other reasons are still there.
  await expect(page.getByRole("radio", { name: /Ask for billing details/ })).toBeEnabled();
  expect(await sandboxPosts(request, `/messages/action_guide/packs/${sale.id}/option`)).toHaveLength(0);
});
