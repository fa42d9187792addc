import { expect, test } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { importedSales, upstreamMessages, type Sale } from "../support/sales";
import { sandbox, SELLERS, signInAs, tokenFor } from "../support/support";

// Issue 58 item 3: a send refused because the cap was spent elsewhere re-reads the caps and the thread.
test.describe.configure({ timeout: 180_000 });

test("after a cap error the page shows the cap spent and the messages sent elsewhere, without a reload", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const sale = (await importedSales<Sale>(page, "show=needs_first")).find(
    (s) => s.state === "can_start" && s.reasonsAvailable.includes("OTHER") && s.shipment.status !== "delivered",
  )!;
  expect(sale, "a sale to start a conversation on with OTHER").toBeDefined();
  await page.goto(`/sales/${sale.id}`);
  const other = page.getByRole("radio", { name: /Other \(free text\)/ });
  await expect(other).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText("No messages yet on this sale.")).toBeVisible();

  // Written and at the first-message confirmation; meanwhile another tool spends every OTHER message on the
  // marketplace. (Spent before the click, a caps event could disable Send first: the refusal is the test.)
  await other.check();
  await page.getByRole("textbox", { name: "Message" }).fill("Hola, ¿cuál es tu horario?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  const token = await tokenFor(request, SELLERS.MLA.id);
  for (let n = 0; n < 10; n++) {
    const res = await request.post(`${SANDBOX_URL}/messages/action_guide/packs/${sale.id}/option?tag=post_sale`, {
      headers: { authorization: `Bearer ${token}` },
      data: { option_id: "OTHER", text: `Hola, sent elsewhere ${n}` },
    });
    if (!res.ok()) break;
  }
  await confirm.getByRole("button", { name: "Send", exact: true }).click();
  // Refused, and the page now says what the marketplace holds: no OTHER left, the messages sent elsewhere.
  await expect(other).toBeDisabled();
  await expect(page.getByText("Hola, sent elsewhere 0")).toBeVisible();
  await expect(page.getByText("No messages yet on this sale.")).toBeHidden();
});

// Issue 58 item 14: a 429 without Retry-After to the send: the page says the marketplace is limiting and when
// it tries again, within seconds, then sends by itself and says it went out, once.
test("a rate-limited send says who is limiting and when it retries, then goes out by itself, once", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const sale = (await importedSales<Sale>(page, "show=needs_first")).find(
    (s) => s.state === "can_start" && s.reasonsAvailable.includes("OTHER") && s.shipment.status !== "delivered",
  )!;
  expect(sale, "a sale to start a conversation on with OTHER").toBeDefined();
  await page.goto(`/sales/${sale.id}`);
  const other = page.getByRole("radio", { name: /Other \(free text\)/ });
  await expect(other).toBeEnabled({ timeout: 30_000 });
  await other.check();
  const text = `Hola, ¿todo bien? (${Date.now().toString(36)})`;
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();

  const body = { message: "too many requests", error: "too_many_requests", status: 429, cause: [] };
  await sandbox(request).fault({ method: "POST", path: "/messages/*", status: 429, body, count: 100_000 });
  const sentAt = Date.now();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send", exact: true }).click();
  const notice = page.getByTestId("rate-limit-notice");
  await expect(notice).toContainText("Mercado Libre is limiting requests right now", { timeout: 15_000 });
  await expect(notice).toContainText(/Trying again in \d+ seconds?; your text is kept\./);
  expect(Date.now() - sentAt).toBeLessThan(20_000);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(text);

  await sandbox(request).clearFaults();
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible({ timeout: 60_000 });
  await expect(notice).toHaveCount(0);
  expect((await upstreamMessages(request, sale.id)).filter((m) => m.text === text)).toHaveLength(1);
});
