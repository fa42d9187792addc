import { expect, test } from "../support/test";
import { importedSales, type Sale } from "../support/sales";
import { sandbox } from "../support/support";

// Issue 46 item 3: a sale stays readable from our copy while the marketplace is down, and a slow one says so.
// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

test.afterEach(async ({ request }) => {
  await sandbox(request).clearFaults();
});

test("with the marketplace down a sale shows what we store, with a banner and a retry, and no composer", async ({ page, request }) => {
  const sale = (await importedSales<Sale>(page, "show=excepted"))[0]!;
  await page.goto(`/sales/${sale.id}`);
  const text = "Hola, el pedido sale mañana por la mañana.";
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: text })).toBeVisible({ timeout: 20_000 });

  await sandbox(request).fault({ path: "/messages/*", status: 503, count: 100_000 });
  await page.reload();
  const main = page.getByRole("main");
  await expect(main.getByText("Showing what Mostrador has stored", { exact: false })).toBeVisible({ timeout: 60_000 });
  await expect(main.getByText("Mercado Libre is unreachable")).toBeVisible();
  // The sale and the message sent from here, read from our copy; nothing to send until the marketplace answers.
  await expect(main.getByText(sale.buyer.nickname).first()).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);

  // Retry brings the live sale back once the marketplace answers.
  await sandbox(request).clearFaults();
  await main.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText("Showing what Mostrador has stored", { exact: false })).toHaveCount(0);
});

test("a slow marketplace says it is still waiting within a few seconds instead of grey shapes alone", async ({ page, request }) => {
  const sale = (await importedSales<Sale>(page, "show=excepted"))[0]!;
  await sandbox(request).fault({ path: "/messages/*", delay_ms: 25_000, count: 100 });
  await page.goto(`/sales/${sale.id}`);
  await expect(page.getByRole("main").getByText("Still waiting for Mercado Libre…")).toBeVisible({ timeout: 10_000 });
});
