import { parse } from "csv-parse/sync";
import { readFile } from "node:fs/promises";
import { SANDBOX_URL } from "../../playwright.config";
import { SELLERS, tokenFor } from "../support/support";
import { expect, test } from "../support/test";

// Bulk edits on /listings from a CSV: the preflight names the rows it refuses and why, the run applies the
// rest through the single edit's path, and the failed-rows download holds exactly the refused rows.
test.use({ signIn: "MLA" });
test.describe.configure({ timeout: 600_000 });

interface UpstreamItem {
  id: string;
  status: string;
  available_quantity: number;
  variations?: unknown[];
  seller_custom_field?: string;
}

test("a CSV of 200 rows: 5 refused in preflight, the run applies the other 195, the failed download has the 5", async ({
  page,
  request,
}, info) => {
  // The seeded seller has 140 listings: the catalog control gives it enough for 195 editable rows.
  await request.post(`${SANDBOX_URL}/__sandbox/sellers/${SELLERS.MLA.id}/items`, { data: { total: 400 } });
  const token = await tokenFor(request, SELLERS.MLA.id);
  const ids: string[] = [];
  for (const status of ["active", "closed"])
    for (let offset = 0; ; offset += 100) {
      const res = await request.get(`${SANDBOX_URL}/users/${SELLERS.MLA.id}/items/search?status=${status}&offset=${offset}&limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const found = (await res.json()) as { results: string[] };
      if (!found.results.length) break;
      ids.push(...found.results);
    }
  const items: UpstreamItem[] = [];
  for (let i = 0; i < ids.length; i += 20) {
    const res = await request.get(`${SANDBOX_URL}/items?ids=${ids.slice(i, i + 20).join(",")}`);
    for (const e of (await res.json()) as Array<{ code: number; body: UpstreamItem }>) if (e.code === 200) items.push(e.body);
  }
  const candidates = items.filter((i) => i.status === "active" && !i.variations?.length);
  const editable = candidates.slice(0, 195);
  // Not in the file otherwise: its only row is refused for its price alone.
  const cheap = candidates[195]!;
  expect(editable).toHaveLength(195);
  const closed = items.find((i) => i.status === "closed")!;
  const stockOf = (n: number) => 10 + (n % 7);
  const lines = ["item_id,sku,stock,price,pause"];
  editable.forEach((item, n) => {
    lines.push(`${item.id},,${stockOf(n)},,`);
    // The five refusals, spread through the file.
    if (n === 10) lines.push(`${closed.id},,3,,`);
    if (n === 50) lines.push(`MLA1,,3,,`);
    if (n === 90) lines.push(`,NO-SUCH-SKU,3,,`);
    if (n === 130) lines.push(`${editable[0]!.id},,4,,`);
    if (n === 170) lines.push(`${cheap.id},,,0.01,`);
  });
  expect(lines).toHaveLength(201);

  await page.goto("/listings");
  await expect(page.getByTestId("listing-row").first()).toBeVisible({ timeout: 60_000 });
  await page
    .getByTestId("bulk-csv-input")
    .setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });
  const panel = page.getByTestId("bulk-panel");
  await panel.getByRole("button", { name: "Check" }).click();
  await expect(panel.getByText("195 rows can be applied; 5 refused.")).toBeVisible({ timeout: 120_000 });
  const refused = panel.getByTestId("bulk-refused").locator("tbody tr");
  await expect(refused).toHaveCount(5);
  await expect(refused.nth(0)).toContainText("Closed: read-only");
  await expect(refused.nth(1)).toContainText("Not one of your listings");
  await expect(refused.nth(2)).toContainText("No listing has this SKU");
  await expect(refused.nth(3)).toContainText("already in an earlier row");
  await expect(refused.nth(4)).toContainText("outside the category's limits");
  await page.screenshot({ path: info.outputPath("bulk-preflight-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath("bulk-preflight-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole("button", { name: "Apply 195 rows" }).click();
  const run = page.getByTestId("bulk-run");
  await expect(run).toHaveAttribute("data-status", "finished", { timeout: 480_000 });
  await expect(run.getByTestId("bulk-run-counts")).toHaveText("195 applied · 0 refused · 0 failed");
  await expect(run.getByText(/429|Too many/i)).toHaveCount(0);

  // The marketplace holds the new stock (every row checked against the sandbox).
  for (let i = 0; i < editable.length; i += 20) {
    const res = await request.get(
      `${SANDBOX_URL}/items?ids=${editable
        .slice(i, i + 20)
        .map((e) => e.id)
        .join(",")}`,
    );
    for (const e of (await res.json()) as Array<{ body: UpstreamItem }>)
      expect(e.body.available_quantity, e.body.id).toBe(stockOf(editable.findIndex((x) => x.id === e.body.id)));
  }

  const [download] = await Promise.all([page.waitForEvent("download"), run.getByRole("button", { name: /Download the 5 rows/ }).click()]);
  const failed = parse(await readFile((await download.path())!), { columns: true }) as Array<Record<string, string>>;
  expect(failed.map((r) => [r.item_id, r.sku, r.reason])).toEqual([
    [closed.id, "", "listing_read_only"],
    ["MLA1", "", "unknown_item"],
    ["", "NO-SUCH-SKU", "unknown_sku"],
    [editable[0]!.id, "", "duplicate_row"],
    [cheap.id, "", "price_out_of_range"],
  ]);
});
