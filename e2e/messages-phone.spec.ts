import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "./support";

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("phone: list → sale → reason → send (plus the first-message confirmation), 44 px targets", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  expect((await page.request.post("/api/sales/sync", { timeout: 150_000 })).ok()).toBeTruthy();
  await page.goto("/messages?show=needs_first&logistic=drop_off");
  const row = page.getByRole("list", { name: "Sales", exact: true }).getByRole("link").first();
  // The first list read can queue behind the sweep's writes on a loaded machine.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: "test-results/screens/messages-list-390.png", fullPage: true });
  expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await row.tap(); // 1
  const reason = page.getByRole("radio", { name: /Ask for billing details/ });
  await expect(reason).toBeVisible();
  await reason.tap(); // 2
  await page.screenshot({ path: "test-results/screens/messages-sale-390.png", fullPage: true });
  const send = page.getByRole("button", { name: "Send", exact: true });
  expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await send.tap(); // 3
  await page.getByRole("alertdialog").getByRole("button", { name: "Send" }).tap(); // 4: confirm the first message
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible();
});

test("desktop screenshots of the list and a sale", async ({ browser, request }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" })).newPage();
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  expect((await page.request.post("/api/sales/sync", { timeout: 150_000 })).ok()).toBeTruthy();
  await page.goto("/messages");
  await expect(page.getByRole("list", { name: "Sales", exact: true }).getByRole("link").first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: "test-results/screens/messages-list-1280.png" });
  await page.goto("/messages?show=needs_first&logistic=self_service");
  await page.getByRole("list", { name: "Sales" }).getByRole("link").first().click();
  await page.getByRole("radio", { name: /Tell the delivery time/ }).check();
  await page.screenshot({ path: "test-results/screens/messages-sale-1280.png", fullPage: true });
});

test("phone: select sales for an invoice link, 44 px checkboxes, the preflight fits the screen", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  expect((await page.request.post("/api/sales/sync", { timeout: 150_000 })).ok()).toBeTruthy();
  await page.goto("/messages?show=needs_first");
  const boxes = page.getByRole("checkbox", { name: /Select the sale of/ });
  await expect(boxes.first()).toBeVisible({ timeout: 30_000 });
  const hit = boxes.first().locator("xpath=ancestor::label[1]");
  expect((await hit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await hit.boundingBox())!.width).toBeGreaterThanOrEqual(44);
  await boxes.nth(0).tap();
  await boxes.nth(1).tap();
  await expect(page.getByText("2 sales selected")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/messages-bulk-bar-390.png" });
  await page.getByRole("button", { name: "Send invoice link" }).tap();
  const dialog = page.getByRole("dialog", { name: "Send an invoice link to 2 sales" });
  await dialog.getByLabel("Message with the invoice link").fill("Tu factura del pedido {order_id}: https://facturas.example.com/{order_id}");
  await dialog.getByRole("button", { name: "Check the sales" }).tap();
  await expect(dialog.getByRole("list", { name: "What will happen on each sale" }).getByRole("listitem")).toHaveCount(2);
  await page.screenshot({ path: "test-results/screens/messages-bulk-preflight-390.png" });
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
