import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../support/test";
import { parse } from "csv-parse/sync";
import { filled, importedSales, listedSales, upstreamMessages, type Sale } from "../support/sales";

type Run = {
  id: string;
  status: string;
  items: Array<{ target: string; status: string; result: { path: string; messageStatus: string } | null; reason: { code: string } | null }>;
};

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

/** Ticks the sales in the list (searched by id) and opens the bulk invoice dialog. */
async function openInvoiceDialog(page: Page, picked: Sale[]) {
  await page.goto("/sales");
  const search = page.getByRole("searchbox", { name: "Search sales" });
  for (const s of picked) {
    await search.fill(s.id);
    const box = page.getByRole("checkbox", { name: new RegExp(`#${s.id}\\)`) });
    await expect(box).toBeVisible({ timeout: 30_000 });
    await box.check();
  }
  await page.getByRole("button", { name: "Send invoice link" }).click();
  return page.getByRole("dialog", { name: new RegExp(`Send an invoice link to ${picked.length} sales?$`) });
}

/** Starts a stored bulk run through our API (the dialog is covered above) and returns its id. */
async function startRun(page: Page, saleIds: string[], text: string): Promise<string> {
  const res = await page.request.post("/api/sales/invoice-links", { data: { saleIds, text, apply: true } });
  expect(res.status(), `run: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { runId: string }).runId;
}

async function runOf(page: Page, runId: string): Promise<Run> {
  const res = await page.request.get(`/api/sales/runs/${runId}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Run;
}

const runPanel = (page: Page) => page.getByRole("region", { name: "Invoice links" });

test("the bulk dialog's variable buttons add each placeholder, and the run sends every sale its own buyer, order, items and total", async ({
  page,
  request,
}) => {
  const [a, b] = (await importedSales<Sale>(page, "show=needs_first")).filter(
    (s) => s.reasonsAvailable.includes("SEND_INVOICE_LINK") && !s.buyerHasWritten,
  );
  const dialog = await openInvoiceDialog(page, [a!, b!]);
  const box = dialog.getByLabel("Message with the invoice link");
  const variables = dialog.getByRole("group", { name: "Insert a variable" });
  // Each step types up to a space, so the button needs no separator of its own.
  const steps: Array<[string, string]> = [
    ["Hola ", "{buyer}"],
    [", tu pedido ", "{order_id}"],
    [" con ", "{items}"],
    [" por ", "{total}"],
  ];
  let text = "";
  for (const [typed, variable] of steps) {
    await box.fill(text + typed);
    await variables.getByRole("button", { name: variable, exact: true }).click();
    text += typed + variable;
    await expect(box).toHaveValue(text);
  }
  const template = `${text}. Factura: https://facturas.example.com/f/{order_id}`;
  await box.fill(template);

  await dialog.getByRole("button", { name: "Check the sales" }).click();
  for (const s of [a!, b!]) await expect(dialog.locator(`li[data-sale="${s.id}"]`)).toContainText("Invoice reason", { timeout: 30_000 });
  await dialog.getByRole("button", { name: "Send to 2 sales" }).click();
  await expect(runPanel(page).getByText("Finished.")).toBeVisible({ timeout: 60_000 });

  // Each buyer got the text with their own sale's values, once.
  for (const s of [a!, b!]) {
    const expected = filled(template, s);
    expect(expected).not.toContain("{");
    const upstream = await upstreamMessages(request, s.id);
    expect(
      upstream.map((m) => m.text),
      `sale ${s.id}`,
    ).toEqual([expected]);
  }
  expect(filled(template, a!)).not.toBe(filled(template, b!));
});

test("a variable button inserts its placeholder where the cursor is, not at the end of the text", async ({ page }) => {
  const sale = (await importedSales<Sale>(page, "show=needs_first")).find((s) => s.reasonsAvailable.includes("SEND_INVOICE_LINK"))!;
  const dialog = await openInvoiceDialog(page, [sale]);
  const box = dialog.getByLabel("Message with the invoice link");
  await box.fill("Hola , tu factura está lista.");
  // The cursor right after "Hola ", where the buyer's name belongs.
  await box.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(5, 5));
  await dialog.getByRole("group", { name: "Insert a variable" }).getByRole("button", { name: "{buyer}", exact: true }).click();
  await expect(box).toHaveValue("Hola {buyer}, tu factura está lista.");
  // The cursor follows the placeholder, in the box: typing goes on from there.
  await expect(box).toBeFocused();
  await page.keyboard.type(" Pérez");
  await expect(box).toHaveValue("Hola {buyer} Pérez, tu factura está lista.");
});

test("Hide takes a finished run's panel away and it stays hidden after a reload, while a newer run shows again", async ({ page }) => {
  const [first, second] = await importedSales<Sale>(page, "show=excepted");
  const runId = await startRun(page, [first!.id], "Hola {buyer}, la factura del pedido {order_id} ya está en tu cuenta.");
  await page.goto("/sales");
  await expect(runPanel(page).getByText("Finished.")).toBeVisible({ timeout: 60_000 });
  await runPanel(page).getByRole("button", { name: "Hide" }).click();
  await expect(runPanel(page)).toHaveCount(0);

  // After a reload the latest run is read again; the browser remembers which one was hidden.
  const runReads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/api/sales/runs/${runId}`)) runReads.push(r.url());
  });
  const latest = page.waitForResponse((r) => r.url().includes("/api/sales/runs/latest") && r.ok());
  await page.reload();
  expect(((await (await latest).json()) as { run: { id: string } }).run.id).toBe(runId);
  await expect(page.getByRole("list", { name: "Sales" })).toBeVisible({ timeout: 30_000 });
  // Two frames after the latest run arrived, a shown panel would have asked for its run: it did not.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(runPanel(page)).toHaveCount(0);
  expect(runReads).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem("mostrador.sales.dismissedRun"))).toBe(runId);

  // Hiding is per run: the next run's panel appears.
  const next = await startRun(page, [second!.id], "Hola {buyer}, te dejamos la factura en tu cuenta.");
  expect(next).not.toBe(runId);
  await page.reload();
  await expect(runPanel(page).getByText("Finished.")).toBeVisible({ timeout: 60_000 });
  await expect(runPanel(page).getByRole("link", { name: `#${second!.id}` })).toBeVisible();
});

test("Export CSV has one line per sale of the run, beyond the first page of the table, with each sale's result", async ({
  page,
  request,
}) => {
  await importedSales<Sale>(page, "show=all");
  const ready = (await listedSales<Sale>(page, "show=needs_first"))
    .filter((s) => s.reasonsAvailable.includes("SEND_INVOICE_LINK") && !s.buyerHasWritten)
    .slice(0, 18);
  const excepted = (await listedSales<Sale>(page, "show=excepted")).slice(0, 2);
  const blocked = (await listedSales<Sale>(page, "show=blocked")).slice(0, 3);
  const picked = [...ready, ...excepted, ...blocked];
  // More sales than the table's 20-row page, so the export must not stop at the page shown.
  expect(picked.length).toBeGreaterThan(20);
  const runId = await startRun(
    page,
    picked.map((s) => s.id),
    "Hola {buyer}, tu factura del pedido {order_id} ya está en tu cuenta.",
  );

  await page.goto("/sales");
  await expect(runPanel(page).getByText("Finished.")).toBeVisible({ timeout: 90_000 });
  const download = page.waitForEvent("download");
  await runPanel(page).getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("invoice-links.csv");
  const csv = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "");
  const rows = parse(csv, { columns: true }) as Array<{ Sale: string; Result: string; Detail: string }>;

  expect(rows.map((r) => r.Sale).sort()).toEqual(picked.map((s) => s.id).sort());
  const result = new Map(rows.map((r) => [r.Sale, r.Result]));
  for (const s of ready) expect(result.get(s.id), `sale ${s.id}`).toBe("Sent");
  for (const s of excepted) expect(result.get(s.id), `sale ${s.id}`).toBe("Sent as plain message");
  for (const s of blocked) expect(result.get(s.id), `sale ${s.id}`).toBe("Blocked");

  // The file agrees with the stored run and with the sandbox, sale by sale.
  const run = await runOf(page, runId);
  for (const item of run.items) {
    const sent = (await upstreamMessages(request, item.target)).some((m) => m.text.includes("ya está en tu cuenta"));
    expect(sent, `sale ${item.target}`).toBe(item.status === "done");
    expect(result.get(item.target), `sale ${item.target}`).toBe(
      item.status === "done" ? (item.result?.path === "plain" ? "Sent as plain message" : "Sent") : "Blocked",
    );
  }
});

test("a run's results: a blocked row says why, as the preview did, and a pack's {order_id} is the pack number the list shows", async ({
  page,
  request,
}) => {
  const pack = (await importedSales<Sale>(page, "show=needs_first")).find(
    (s) => s.isPack && s.reasonsAvailable.includes("SEND_INVOICE_LINK") && !s.buyerHasWritten,
  )!;
  expect(pack, "the seed has a pack to start a conversation on").toBeTruthy();
  const blocked = (await listedSales<Sale & { blockedReason: string }>(page, "show=blocked")).find(
    (s) => s.blockedReason === "blocked_by_buyer",
  )!;
  expect(blocked, "the seed has a sale the buyer blocked").toBeTruthy();
  await startRun(page, [pack.id, blocked.id], "Hola {buyer}, la factura del pedido {order_id} ya está en tu cuenta.");
  await page.goto("/sales");
  await expect(runPanel(page).getByText("Finished.")).toBeVisible({ timeout: 60_000 });

  const rowOf = (id: string) =>
    runPanel(page)
      .getByRole("row")
      .filter({ hasText: `#${id}` });
  await expect(rowOf(blocked.id)).toContainText("Blocked");
  await expect(rowOf(blocked.id)).toContainText("the buyer blocked messages");
  // The list names a pack by its own number (#pack): that is the number the buyer reads, not the first order's.
  expect(pack.orderIds[0]).not.toBe(pack.id);
  expect((await upstreamMessages(request, pack.id)).map((m) => m.text)).toEqual([
    `Hola ${pack.buyer.nickname}, la factura del pedido ${pack.id} ya está en tu cuenta.`,
  ]);
});
