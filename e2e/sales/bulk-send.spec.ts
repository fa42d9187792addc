import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { listedSales, sandboxPosts, upstreamMessages, type Sale } from "../support/sales";
import { sandbox, SELLERS, signInAs, syncNow } from "../support/support";

// The first import of the seller's sales reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 300_000 });

const optionPosts = (request: APIRequestContext, saleId: string) => sandboxPosts(request, `/messages/action_guide/packs/${saleId}/option`);

const TEMPLATE = "Hola {buyer}! Tu factura del pedido {order_id}: https://facturas.example.com/{order_id}";
const linkOf = (sale: Sale) => `https://facturas.example.com/${sale.isPack ? sale.id : (sale.orderIds[0] ?? sale.id)}`;
const rowOf = (page: Page, id: string) => page.getByRole("row").filter({ hasText: new RegExp(`#${id}(?!\\d)`) });

test("bulk invoice links over 12 sales: preflight, mixed outcomes that match the sandbox, a closed tab, retry of the failed one only", async ({
  page,
  request,
  context,
}) => {
  const sb = sandbox(request);
  await sb.reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await syncNow(page.request, "sales", 200_000);

  const fresh = (await listedSales<Sale>(page, "show=needs_first")).filter(
    (s) => s.reasonsAvailable.includes("SEND_INVOICE_LINK") && !s.buyerHasWritten,
  );
  expect(fresh.length).toBeGreaterThanOrEqual(10);
  const [failing, noCap, replied, ...ready] = fresh.slice(0, 10);
  const excepted = (await listedSales<Sale>(page, "show=excepted"))[0]!;
  const blocked = (await listedSales<Sale>(page, "show=blocked"))[0]!;

  // Prepare the mixed outcomes on the marketplace: a spent cap, a buyer who wrote, a 500 on one send.
  const spent = await page.request.post(`/api/sales/${noCap!.id}/option`, {
    data: {
      idempotencyKey: `spent${Date.now()}`,
      optionId: "SEND_INVOICE_LINK",
      text: "Factura anterior: https://facturas.example.com/old",
    },
  });
  expect(spent.status()).toBe(201);
  expect(
    (
      await request.post(`${SANDBOX_URL}/__sandbox/packs/${replied!.id}/buyer_reply`, { data: { text: "Hola, ¿me mandás la factura?" } })
    ).ok(),
  ).toBeTruthy();
  await expect
    .poll(async () => (await listedSales<Sale>(page, `q=${replied!.id}`)).find((s) => s.id === replied!.id)?.buyerHasWritten, {
      timeout: 20_000,
    })
    .toBe(true);
  await sb.fault({
    method: "POST",
    path: `/messages/action_guide/packs/${failing!.id}/option`,
    status: 500,
    body: { message: "internal error", error: "internal_server_error", status: 500 },
    count: 1,
  });
  // Two slow sends, so the run is still going when the tab closes.
  for (const s of ready.slice(0, 2))
    await request.post(`${SANDBOX_URL}/__sandbox/packs/${s.id}/option_delay`, { data: { delay_ms: 1500 } });

  const all = [failing!, noCap!, replied!, ...ready, excepted, blocked];
  expect(all).toHaveLength(12);

  // Select the 12 sales in the list (search by id; the selection survives filter changes).
  await page.goto("/sales");
  const search = page.getByRole("searchbox", { name: "Search sales" });
  for (const s of all) {
    await search.fill(s.id);
    const box = page.getByRole("checkbox", { name: new RegExp(`#${s.id}\\)`) });
    await expect(box).toBeVisible();
    await box.check();
  }
  await expect(page.getByText("12 sales selected")).toBeVisible();
  await page.getByRole("button", { name: "Send invoice link" }).click();

  const dialog = page.getByRole("dialog", { name: "Send an invoice link to 12 sales" });
  await dialog.getByLabel("Message with the invoice link").fill(TEMPLATE);
  await dialog.getByRole("button", { name: "Check the sales" }).click();
  const pre = (s: Sale) => dialog.locator(`li[data-sale="${s.id}"]`);
  for (const s of [failing!, ...ready]) await expect(pre(s)).toContainText("Invoice reason");
  await expect(pre(noCap!)).toContainText("No messages left");
  await expect(pre(replied!)).toContainText("Plain message");
  await expect(pre(excepted)).toContainText("Plain message");
  await expect(pre(blocked)).toContainText("Blocked");
  // Each buyer's own text, and the warning that a plain message's link gets moderated.
  await expect(pre(ready[0]!)).toContainText(linkOf(ready[0]!));
  await expect(pre(excepted)).toContainText("The marketplace may moderate it");
  await page.screenshot({ path: "test-results/screens/messages-bulk-preflight-1280.png", fullPage: true });
  // Nothing was sent by the preflight.
  expect(await optionPosts(request, ready[0]!.id)).toHaveLength(0);

  await dialog.getByRole("button", { name: "Send to 10 sales" }).click();
  await expect(page.getByRole("progressbar", { name: "Invoice links sent" })).toBeVisible();

  // Closing the page mid-run loses nothing: a new tab shows the stored run going on to the end.
  await page.close();
  const again = await context.newPage();
  await again.goto("/sales");
  await expect(again.getByRole("progressbar", { name: "Invoice links sent" })).toBeVisible({ timeout: 60_000 });
  await expect(again.getByText("Finished.")).toBeVisible({ timeout: 120_000 });
  await expect(again.getByText("12 of 12 sales done")).toBeVisible();

  const outcome = async (s: Sale, word: string) => expect(rowOf(again, s.id)).toContainText(word);
  for (const s of ready) await outcome(s, "Sent");
  await outcome(failing!, "Failed");
  await outcome(noCap!, "No messages left");
  await outcome(replied!, "Moderated");
  await outcome(excepted, "Moderated");
  await expect(rowOf(again, excepted.id)).toContainText("links to other sites are not allowed");
  await outcome(blocked, "Blocked");

  await again.screenshot({ path: "test-results/screens/messages-bulk-results-1280.png", fullPage: true });
  // The results table matches the sandbox's state, sale by sale.
  for (const s of ready) {
    const found = (await upstreamMessages(request, s.id)).filter((m) => m.text.includes(linkOf(s)));
    expect(found, `sale ${s.id}`).toHaveLength(1);
    expect(found[0]!.status).toBe("available");
    expect(await optionPosts(request, s.id)).toHaveLength(1);
  }
  for (const s of [replied!, excepted]) {
    const found = (await upstreamMessages(request, s.id)).filter((m) => m.text.includes(linkOf(s)));
    expect(found, `sale ${s.id}`).toHaveLength(1);
    expect(found[0]).toMatchObject({ status: "moderated", message_moderation: { reason: "external_link" } });
  }
  for (const s of [failing!, noCap!, blocked])
    expect(
      (await upstreamMessages(request, s.id)).filter((m) => m.text.includes(linkOf(s))),
      `sale ${s.id}`,
    ).toHaveLength(0);

  // Retry touches the failed sale only.
  await again.getByRole("button", { name: "Retry the failed sale" }).click();
  await expect(rowOf(again, failing!.id)).toContainText("Sent", { timeout: 60_000 });
  await expect(again.getByText("Finished.")).toBeVisible({ timeout: 60_000 });
  expect((await upstreamMessages(request, failing!.id)).filter((m) => m.text.includes(linkOf(failing!)))).toHaveLength(1);
  expect((await optionPosts(request, failing!.id)).map((r) => r.status).sort()).toEqual([201, 500]);
  for (const s of ready) expect(await optionPosts(request, s.id)).toHaveLength(1);
  await outcome(noCap!, "No messages left");

  // The sale's audit trail (lib/audit) names the bulk send.
  await again.goto(`/sales/${ready[0]!.id}`);
  await again.getByText("1 send from Mostrador").click();
  await expect(again.getByText(/bulk send/)).toBeVisible();
});

test("bulk invoice links: a clean text on an excepted sale goes as a plain message, and the table says so", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await syncNow(page.request, "sales", 200_000);
  const excepted = (await listedSales<Sale>(page, "show=excepted"))[0]!;
  const started = await page.request.post("/api/sales/invoice-links", {
    data: { saleIds: [excepted.id], text: "Hola {buyer}, la factura del pedido {order_id} ya está en tu cuenta.", apply: true },
  });
  expect(started.status()).toBe(201);
  const { runId, rows } = (await started.json()) as { runId: string; rows: Array<{ decision: string; text: string }> };
  expect(rows[0]!.decision).toBe("plain");
  await page.goto("/sales");
  await expect(page.getByText("Finished.")).toBeVisible({ timeout: 60_000 });
  await expect(rowOf(page, excepted.id)).toContainText("Sent as plain message");
  const run = (await (await page.request.get(`/api/sales/runs/${runId}`)).json()) as {
    items: Array<{ status: string; result: { path: string; messageStatus: string } }>;
  };
  expect(run.items[0]).toMatchObject({ status: "done", result: { path: "plain", messageStatus: "available" } });
  expect((await upstreamMessages(request, excepted.id)).filter((m) => m.text === rows[0]!.text && m.status === "available")).toHaveLength(
    1,
  );
  // A viewer-free check of the API's guard: an unknown sale is refused before anything is sent.
  const unknown = await page.request.post("/api/sales/invoice-links", { data: { saleIds: ["1"], text: "x", apply: false } });
  expect(unknown.status()).toBe(400);
});
