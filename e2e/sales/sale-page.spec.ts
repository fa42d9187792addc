import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "../support/test";
import { apiAll, apiSale, sandboxPosts } from "../support/sales";
import { SANDBOX_PROFILE } from "../../playwright.config";
import { sandboxGetAs, SELLERS } from "../support/support";

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA", firstImport: "sales" });

/** Reads the sandbox as the seller would, with a token of its own (never marking messages read). */
const sellerGet = (request: APIRequestContext, path: string) => sandboxGetAs(request, SELLERS.MLA.id, path);

test("a sale ready to ship offers its label as a PDF and as ZPL2, both served through our app on the click", async ({ page }) => {
  const sale = (await apiAll(page)).find((s) => s.shipment.status === "ready_to_ship" && s.shipment.id)!;
  expect(sale, "the seed has a shipment ready to ship").toBeTruthy();
  const shipmentId = sale.shipment.id!;
  await page.goto(`/sales/${sale.id}`);

  // Buttons, not links: a browser never prefetches a label (downloading one can mark it printed).
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Label (PDF)" }).click({ timeout: 30_000 });
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`label-${shipmentId}.pdf`);
  const pdfBody = await readFile((await pdf.path())!);
  expect(pdfBody.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // This sale's label, not any label: the sandbox prints the shipment id on it.
  expect(pdfBody.toString("latin1")).toContain(`Envio ${shipmentId}`);

  const zplDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Label (ZPL2)" }).click();
  const zpl = await zplDownload;
  expect(zpl.suggestedFilename()).toBe(`label-${shipmentId}.zpl`);
  const zplText = await readFile((await zpl.path())!, "utf8");
  expect(zplText.startsWith("^XA")).toBe(true);
  expect(zplText).toContain(`^FDEnvio ${shipmentId}^FS`);
});

test(
  "the variant reason (size, colour…) sends its template once and the message reaches the sandbox",
  { tag: "@journey" },
  async ({ page, request }) => {
    const sale = (await apiAll(page, "show=needs_first")).find(
      (s) => ["drop_off", "cross_docking"].includes(s.shipment.logisticType ?? "") && s.reasonsAvailable.includes("REQUEST_VARIANTS"),
    )!;
    expect(sale, "a drop-off or cross-docking sale that still offers the variant reason").toBeTruthy();
    await page.goto(`/sales/${sale.id}`);
    const variants = page.getByRole("radio", { name: /Ask for the variant \(size, colour…\)/ });
    await expect(page.getByText(/Ask for the variant \(size, colour…\)\s*1 left/)).toBeVisible({ timeout: 30_000 });
    await variants.check();
    // The marketplace's fixed text is previewed before sending: the guide's own, or (the real guide gives this
    // template no text) the wording the documentation prints for the site.
    await expect(page.locator("blockquote")).toContainText(
      SANDBOX_PROFILE === "real" ? "confirma las características" : "color, talle o modelo",
    );
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Start the conversation?" });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible({ timeout: 30_000 });
    await expect(variants).toBeDisabled();

    // Once on the marketplace: one option POST, the variant cap spent (billing's untouched), its text in the conversation.
    const posts = await sandboxPosts(request, `/messages/action_guide/packs/${sale.id}/option`);
    expect(posts.map((p) => p.status)).toEqual([201]);
    const caps = (await sellerGet(request, `/messages/action_guide/packs/${sale.id}/caps_available`)) as Array<{
      option_id: string;
      cap_available: number;
    }>;
    expect(caps.find((c) => c.option_id === "REQUEST_VARIANTS")?.cap_available).toBe(0);
    expect(caps.find((c) => c.option_id === "REQUEST_BILLING_INFO")?.cap_available).toBe(1);
    const conversation = (await sellerGet(
      request,
      `/messages/packs/${sale.id}/sellers/${SELLERS.MLA.id}?tag=post_sale&mark_as_read=false`,
    )) as { messages: Array<{ text: string; from: { user_id: number } }> };
    expect(conversation.messages.filter((m) => m.from.user_id === SELLERS.MLA.id).map((m) => m.text)).toEqual([
      expect.stringContaining("color, talle o modelo"),
    ]);
    // Our list now waits for the buyer on this sale.
    await expect.poll(async () => (await apiSale(page, sale.id))?.state, { timeout: 30_000 }).toBe("waiting");
  },
);
