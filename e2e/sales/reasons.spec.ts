import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { importedSales, sandboxPosts, upstreamMessages, type Sale } from "../support/sales";

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

/** How many reason sends to the sale reached the marketplace. */
const optionPosts = async (request: APIRequestContext, saleId: string) =>
  (await sandboxPosts(request, `/messages/action_guide/packs/${saleId}/option`)).length;

async function confirmSend(page: Page) {
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Start the conversation?");
  await dialog.getByRole("button", { name: "Send" }).click();
}

test("a template reason spends its cap (1 → 0) and is then disabled", { tag: "@journey" }, async ({ page, request }) => {
  const sale = (await importedSales<Sale>(page, "show=needs_first&logistic=drop_off"))[0]!;
  await page.goto(`/sales/${sale.id}`);
  const billing = page.getByRole("radio", { name: /Ask for billing details/ });
  await expect(page.getByText(/Ask for billing details\s*1 left/)).toBeVisible();
  await billing.check();
  await expect(page.getByText("Predefined text asking for the billing details")).toBeVisible();
  await confirmSend(page);
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible();
  await expect(billing).toBeDisabled();
  await expect(page.getByText("No messages left for this reason").first()).toBeVisible();
  expect(await optionPosts(request, sale.id)).toBe(1);
});

test(
  "OTHER sends at most 350 characters from the UI (longer text is kept) and our API; a phone number comes back moderated",
  { tag: "@journey" },
  async ({ page, request }) => {
    const sale = (await importedSales<Sale>(page, "show=needs_first")).find((s) => s.reasonsAvailable.includes("OTHER"))!;
    const tooLong = await page.request.post(`/api/sales/${sale.id}/option`, {
      data: { idempotencyKey: `long${Date.now()}`, optionId: "OTHER", text: "x".repeat(351) },
    });
    expect(tooLong.status()).toBe(400);
    expect(((await tooLong.json()) as { error: { code: string } }).error.code).toBe("invalid_input");

    await page.goto(`/sales/${sale.id}`);
    await page.getByRole("radio", { name: /Other \(free text\)/ }).check();
    const box = page.getByRole("textbox", { name: "Message" });
    // A paste past 350 is kept, not cut off: the count turns red and Send says why it is off.
    await box.fill("a".repeat(400));
    await expect(box).toHaveValue("a".repeat(400));
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("400 / 350")).toBeVisible();
    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription("50 characters too many");
    await box.press("End");
    for (let i = 0; i < 50; i++) await box.press("Backspace");
    await expect(page.getByText("350 / 350")).toBeVisible();
    await expect(send).toBeEnabled();
    await box.fill("Hola! Cualquier cosa llamame al 11 4567-8910");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const warning = page.getByRole("alertdialog", { name: "This text seems to contain contact data" });
    await expect(warning.getByTestId("contact-kinds")).toContainText("A phone number");
    await warning.getByRole("button", { name: "Continue anyway" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Start the conversation?" });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(/Moderated by the marketplace: contact details/)).toBeVisible({ timeout: 30_000 });
    const upstream = await upstreamMessages(request, sale.id);
    expect(upstream[0]).toMatchObject({ status: "moderated", message_moderation: { reason: "contact_information" } });
  },
);

test("DELIVERY_PROMISE sends both hour vars and previews the text", { tag: "@journey" }, async ({ page, request }) => {
  // A promise applies only while the order is on its way (the seed keeps one such Flex sale per seller).
  const sale = (await importedSales<Sale>(page, "show=needs_first&logistic=self_service")).find(
    (s) => s.reasonsAvailable.includes("DELIVERY_PROMISE") && s.shipment.status !== "delivered",
  )!;
  await page.goto(`/sales/${sale.id}`);
  await page.getByRole("radio", { name: /Tell the delivery time/ }).check();
  await page.getByLabel("Day").selectOption({ label: "Tomorrow" });
  await page.getByLabel("From").selectOption("10");
  await page.getByLabel("Until").selectOption("14");
  await expect(page.locator("blockquote")).toContainText("10");
  await expect(page.locator("blockquote")).toContainText("14");
  await confirmSend(page);
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible();
  const upstream = await upstreamMessages(request, sale.id);
  expect(upstream[0]!.text).toMatch(/10.*14/);
});

test("SEND_INVOICE_LINK sends the link; a double click sends once", { tag: "@journey" }, async ({ page, request }) => {
  const sale = (await importedSales<Sale>(page, "show=needs_first&logistic=fulfillment"))[0]!;
  await page.goto(`/sales/${sale.id}`);
  await page.getByRole("radio", { name: /Send the invoice link/ }).check();
  await page.getByRole("textbox", { name: "Message" }).fill("Tu factura: https://facturas.example.com/A-0001-123");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible();
  expect(await optionPosts(request, sale.id)).toBe(1);
});

test("the 409 lock shows the teammate message, keeps the text and retries once by itself", async ({ page, request }) => {
  const sale = (await importedSales<Sale>(page, "show=needs_first&logistic=drop_off")).find((s) => s.reasonsAvailable.includes("OTHER"))!;
  await page.goto(`/sales/${sale.id}`);
  await page.getByRole("radio", { name: /Other \(free text\)/ }).check();
  await page.getByRole("textbox", { name: "Message" }).fill("Hola, ¿todo bien con la compra?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Start the conversation?" });
  await expect(dialog).toBeVisible();
  // A teammate's send holds the marketplace's lock for 2 s; we click while it is held (the sandbox says so).
  await request.post(`${SANDBOX_URL}/__sandbox/packs/${sale.id}/option_delay`, { data: { delay_ms: 2000 } });
  const teammate = page.request.post(`/api/sales/${sale.id}/option`, {
    data: { idempotencyKey: `mate${Date.now()}`, optionId: "REQUEST_BILLING_INFO", templateId: "TEMPLATE___REQUEST_BILLING_INFO___1" },
  });
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${SANDBOX_URL}/__sandbox/packs/${sale.id}/option_lock`)).json()) as { locked: boolean }).locked,
      { intervals: [25] },
    )
    .toBe(true);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("A teammate is sending on this sale right now")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Hola, ¿todo bien con la compra?");
  expect((await teammate).status()).toBe(201);
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible({ timeout: 30_000 });
  expect((await upstreamMessages(request, sale.id)).map((m) => m.text)).toContain("Hola, ¿todo bien con la compra?");
  // The teammate's send, our refused one and our retry: three option POSTs, two messages.
  expect(await optionPosts(request, sale.id)).toBe(3);
});
