import { expect, test, type APIRequestContext } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { sandbox, SELLERS, signInAs, toast } from "../support/support";

// /listings: filters on our copy, and the editor opened from a row (viewers get no controls: the API's
// 403 is covered by lib/api/account-isolation.test.ts and the role checks of withSeller).
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const upstreamItem = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`${SANDBOX_URL}/items/${id}`)).json()) as { status: string; available_quantity: number };

test("the status and out-of-stock filters narrow the list, and a row's editor sets the stock", async ({ page, request }, info) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/listings");
  const rows = page.getByTestId("listing-row");
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: info.outputPath("listings-1280.png"), fullPage: false });

  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Paused" }).click();
  await expect(rows.first()).toBeVisible();
  for (const id of await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-item-id")!)))
    expect((await upstreamItem(request, id)).status).toBe("paused");

  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Active" }).click();
  await expect(rows.first()).toBeVisible();
  // A listing without variations: its stock is one field.
  let itemId = "";
  for (const id of await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-item-id")!)))
    if (!((await upstreamItem(request, id)) as { variations?: unknown[] }).variations?.length) {
      itemId = id;
      break;
    }
  const first = page.locator(`[data-testid=listing-row][data-item-id="${itemId}"]`);
  await first.getByRole("button", { name: "Edit" }).click();
  await first.getByLabel("Stock", { exact: true }).fill("0");
  await first.getByRole("button", { name: "Save" }).first().click();
  await expect(toast(page, "Stock is now 0")).toBeVisible();
  await expect.poll(async () => (await upstreamItem(request, itemId)).status).toBe("paused");

  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "All statuses" }).click();
  await page.getByText("Out of stock", { exact: true }).click();
  await expect(page.locator(`[data-testid=listing-row][data-item-id="${itemId}"]`)).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain("0 in stock");

  // The edited row's editor is still open (its row stayed in the list): the phone layout with it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(`[data-testid=listing-row][data-item-id="${itemId}"]`).getByTestId("listing-editor")).toBeVisible();
  await page.screenshot({ path: info.outputPath("listings-390.png"), fullPage: true });
});
