import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { importedSales, type Sale } from "../support/sales";
import { sandbox, SELLERS, signInAs } from "../support/support";

// Real profile only (E2E_PROFILE=real): the sandbox answers Zebra labels as a ZIP (notes §11).
test.describe.configure({ timeout: 180_000 });
test.skip(process.env.E2E_PROFILE !== "real", "needs the real-profile sandbox (E2E_PROFILE=real)");

const labelCalls = async (request: APIRequestContext) => (await sandbox(request).requests("/shipment_labels")).length;

test(
  "a label is fetched only on the click, says it may mark the shipment printed, and the ZIP arrives as a .zpl file",
  { tag: "@real" },
  async ({ page, request }) => {
    await sandbox(request).reset();
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    const sale = (await importedSales<Sale>(page, "show=all")).find((s) => s.shipment.status === "ready_to_ship")!;
    expect(sale, "a sale whose label can be printed").toBeDefined();
    await page.goto(`/sales/${sale.id}`);
    const zpl = page.getByRole("button", { name: "Label (ZPL2)" });
    await expect(zpl).toBeVisible();
    await expect(page.getByText("Downloading a label can mark the shipment as printed on Mercado Libre")).toBeVisible();
    // Opening the sale asked the marketplace for no label.
    expect(await labelCalls(request)).toBe(0);

    const download = page.waitForEvent("download");
    await zpl.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`label-${sale.shipment.id}.zpl`);
    const text = await readFile((await file.path())!, "utf8");
    expect(text.startsWith("^XA")).toBe(true);
    expect(text).toContain(`^FD${sale.shipment.id}^FS`);
    expect(await labelCalls(request)).toBe(1);

    const pdf = page.waitForEvent("download");
    await page.getByRole("button", { name: "Label (PDF)" }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toBe(`label-${sale.shipment.id}.pdf`);
    expect((await readFile((await pdfFile.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  },
);
