import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { composer, row, signInToInbox, unanswered, upstreamQuestion, type ListedQuestion } from "../support/questions";
import { saveReply } from "../support/replies";
import { sandbox, SELLERS, toast, tokenFor } from "../support/support";

// Quick listing edits from the question's item (lib/listing/edit-listing.ts): the stock raised from the
// question reaches the answer, a pause is undone from its toast, and a value changed on the marketplace
// meanwhile is shown with both values instead of being overwritten.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

type UpstreamItem = { id: string; status: string; available_quantity: number; buying_mode: string; variations?: unknown[] };
const upstreamItem = async (request: APIRequestContext, id: string): Promise<UpstreamItem> =>
  (await request.get(`${SANDBOX_URL}/items/${id}`)).json();

/** The first unanswered question about an active listing without variations (stock is one number). */
async function questionAboutActiveItem(page: Page): Promise<{ question: ListedQuestion; item: UpstreamItem }> {
  for (const question of await unanswered(page)) {
    if (!question.item) continue;
    const item = await upstreamItem(page.request, question.item.id);
    if (item.status === "active" && item.buying_mode === "buy_it_now" && !item.variations?.length) return { question, item };
  }
  throw new Error("no unanswered question about an active listing");
}

const editor = (page: Page) => page.getByTestId("listing-editor");

async function openEditor(page: Page, question: ListedQuestion) {
  await row(page, question.id).click();
  await page.getByRole("button", { name: "Edit stock, price or status" }).click();
  await expect(editor(page).getByTestId("listing-stock")).toBeVisible({ timeout: 30_000 });
}

test("a stock question is answered after raising the stock from the question: the answer says the new stock", async ({ page, request }) => {
  await signInToInbox(page);
  await saveReply(page, "Stock", "Hola! Tenemos {stock} unidades disponibles.");
  const { question, item } = await questionAboutActiveItem(page);
  const raised = item.available_quantity + 12;
  await page.reload();
  await openEditor(page, question);

  await editor(page).getByLabel("Stock", { exact: true }).fill(String(raised));
  await editor(page).getByRole("button", { name: "Save" }).first().click();
  await expect(toast(page, `Stock is now ${raised}`)).toBeVisible();
  await expect(editor(page).getByTestId("listing-stock")).toHaveText(String(raised));
  await expect.poll(async () => (await upstreamItem(request, item.id)).available_quantity).toBe(raised);

  // The reply's {stock} is filled from our copy, which the edit refreshed.
  await page.getByRole("group", { name: "Saved replies" }).getByRole("button", { name: "Stock", exact: true }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText(`Hola! Tenemos ${raised} unidades disponibles.`);
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByText("Answer published.")).toBeVisible({ timeout: 30_000 });
  expect((await upstreamQuestion(request, question.id)).answer?.text).toBe(`Hola! Tenemos ${raised} unidades disponibles.`);
  await expect(composer(page)).toHaveCount(0);
});

test("pausing shows at once and Undo reactivates the listing", async ({ page, request }) => {
  await signInToInbox(page);
  const { question, item } = await questionAboutActiveItem(page);
  await openEditor(page, question);

  await editor(page).getByRole("button", { name: "Pause listing" }).click();
  await expect(editor(page).getByTestId("listing-status")).toHaveText("Paused");
  await expect.poll(async () => (await upstreamItem(request, item.id)).status).toBe("paused");
  await toast(page, "Listing paused").getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "Change undone")).toBeVisible();
  await expect.poll(async () => (await upstreamItem(request, item.id)).status).toBe("active");
  await expect(editor(page).getByTestId("listing-status")).toHaveText("Active");
  await expect(editor(page).getByRole("button", { name: "Pause listing" })).toBeVisible();
});

test("a stock changed on the marketplace while typing is shown with both values and not overwritten", async ({ page, request }) => {
  await signInToInbox(page);
  const { question, item } = await questionAboutActiveItem(page);
  await openEditor(page, question);
  const seen = item.available_quantity;
  const theirs = seen + 30;

  await editor(page)
    .getByLabel("Stock", { exact: true })
    .fill(String(seen + 1));
  // The seller changes it in Mercado Libre's own panel meanwhile.
  const token = await tokenFor(request, SELLERS.MLA.id);
  const put = await request.put(`${SANDBOX_URL}/items/${item.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { available_quantity: theirs },
  });
  expect(put.ok()).toBeTruthy();
  // The items notification reaches the open page; what was typed stays.
  await expect(editor(page).getByTestId("listing-stock")).toHaveText(String(theirs), { timeout: 30_000 });
  await expect(editor(page).getByLabel("Stock", { exact: true })).toHaveValue(String(seen + 1));

  await editor(page).getByRole("button", { name: "Save" }).first().click();
  const conflict = editor(page).getByTestId("listing-conflict");
  await expect(conflict).toContainText("Someone changed this listing meanwhile");
  await expect(conflict).toContainText(`Stock: you saw ${seen} · Mercado Libre has ${theirs}`);
  expect((await upstreamItem(request, item.id)).available_quantity).toBe(theirs);

  // Going ahead knowingly writes it.
  await conflict.getByRole("button", { name: "Save mine anyway" }).click();
  await expect.poll(async () => (await upstreamItem(request, item.id)).available_quantity).toBe(seen + 1);
  await expect(conflict).toHaveCount(0);
});
