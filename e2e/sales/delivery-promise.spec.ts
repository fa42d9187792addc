import { expect, test } from "../support/test";
import { importedSales, type Sale } from "../support/sales";

// Issue 46 item 4: a delivery promise offers only hours still ahead on the site's clock, and only on a sale still on its way.
// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

const flexSales = (sales: Sale[]) => sales.filter((s) => s.reasonsAvailable.includes("DELIVERY_PROMISE"));

test("at 20:19 in Buenos Aires, today's hours before 20 cannot be chosen and the window moves ahead", async ({ page }) => {
  const sale = flexSales(await importedSales<Sale>(page, "show=needs_first&logistic=self_service")).find(
    (s) => s.shipment.status !== "delivered",
  )!;
  expect(sale, "the seed has a Flex sale still on its way").toBeTruthy();
  // 23:19 UTC is 20:19 on MLA's clock (UTC−3), whatever zone the browser is in.
  const day = new Date().toISOString().slice(0, 10);
  await page.clock.setFixedTime(new Date(`${day}T23:19:00Z`));
  await page.goto(`/sales/${sale.id}`);
  await page.getByRole("radio", { name: /Tell the delivery time/ }).check();
  const from = page.getByLabel("From");
  const until = page.getByLabel("Until");
  // Tomorrow: every hour is open.
  await expect(from.locator("option[value='8']")).toBeEnabled();
  await page.getByLabel("Day").selectOption({ label: "Today" });
  await expect(from.locator("option[value='8']")).toBeDisabled();
  await expect(from.locator("option[value='19']")).toBeDisabled();
  await expect(from.locator("option[value='20']")).toBeEnabled();
  // The 9–18 window chosen before has moved to the first one still ahead.
  await expect(from).toHaveValue("20");
  await expect(until).toHaveValue("21");
  await expect(until.locator("option[value='21']")).toBeEnabled();
  await expect(page.getByText(/It is past 8:00\sPM on your site's clock/)).toBeVisible();
  await expect(page.locator("blockquote")).toContainText("20");
});

test("a delivered Flex sale does not offer the delivery promise, and says why", async ({ page }) => {
  const sale = flexSales(await importedSales<Sale>(page, "logistic=self_service")).find((s) => s.shipment.status === "delivered")!;
  expect(sale, "the seed has a delivered Flex sale with the reason still in its caps").toBeTruthy();
  await page.goto(`/sales/${sale.id}`);
  await expect(page.getByRole("radio", { name: /Tell the delivery time/ })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByText("Already delivered: there is no delivery left to promise.")).toBeVisible();
});
