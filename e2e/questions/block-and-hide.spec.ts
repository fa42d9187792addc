import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { sandbox, SELLERS, signInAs, toast } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

type ListedQuestion = { id: string; text: string; dateCreated: string; asker: { id: string; nickname: string | null }; item: { id: string; title: string } | null };

/** The inbox's default list as the API serves it (unanswered, oldest first). */
async function unanswered(page: Page): Promise<ListedQuestion[]> {
  const res = await page.request.get("/api/questions?status=UNANSWERED&sort=oldest&limit=20");
  expect(res.ok()).toBeTruthy();
  return (await res.json()).questions;
}

/** Signs in and opens the inbox once its opening sweep has finished: the list no longer changes under the test. */
async function openInbox(page: Page) {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/questions");
  await expect(page.locator("[data-inbox-synced=true]")).toHaveCount(1, { timeout: 90_000 });
  await expect(page.getByTestId("question-row").first()).toBeVisible();
}

const shownIds = (page: Page) => page.getByTestId("question-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-question-id")!));
const row = (page: Page, id: string) => page.locator(`[data-question-id="${id}"]`);

test("a blocked asker cannot ask again until unblocked", async ({ page, request }) => {
  await openInbox(page);
  const [first] = await unanswered(page);
  const nickname = first!.asker.nickname!;
  await row(page, first!.id).click();
  await page.getByRole("button", { name: "Block buyer" }).click();
  await page.getByRole("alertdialog", { name: `Block ${nickname}?` }).getByRole("button", { name: "Block" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${nickname} is blocked.` })).toBeVisible();
  // The action turns into its opposite.
  await expect(page.getByRole("button", { name: "Unblock buyer" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Block buyer", exact: true })).toHaveCount(0);

  const token = (await (await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: Number(first!.asker.id) } })).json()).access_token as string;
  const ask = () =>
    request.post(`${SANDBOX_URL}/questions`, { headers: { authorization: `Bearer ${token}` }, data: { item_id: first!.item!.id, text: "¿Sigue disponible?" } });
  expect((await ask()).status()).toBe(403);

  await page.goto("/settings/blocked");
  await page.getByRole("button", { name: `Unblock ${nickname}` }).click();
  await expect(page.getByText("Nobody is blocked.")).toBeVisible();
  expect((await ask()).status()).toBe(200);
});

test("hide is one click with Undo, and the Hidden view lists what was hidden", async ({ page, request }) => {
  const sb = sandbox(request);
  await openInbox(page);
  const [first] = await shownIds(page);
  const hiddenRequests = async () => (await sb.requests("/my/questions/hidden")).length;
  const hiddenToast = toast(page, "Question hidden.");

  await row(page, first!).click();
  await page.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(row(page, first!)).toHaveCount(0);
  await hiddenToast.getByRole("button", { name: "Undo" }).click();
  await expect(row(page, first!)).toBeVisible();
  expect(await hiddenRequests()).toBe(0);

  await row(page, first!).click();
  await page.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(row(page, first!)).toHaveCount(0);
  await hiddenToast.getByRole("button", { name: "Close toast" }).click();
  await expect.poll(hiddenRequests).toBe(1);
  await page.getByRole("combobox", { name: "Status" }).selectOption("HIDDEN");
  await expect(row(page, first!)).toBeVisible();
});

test("Settings → Blocked users blocks by nickname and explains an unknown one", async ({ page, request }) => {
  await openInbox(page);
  const [first] = await unanswered(page);
  const nickname = first!.asker.nickname!;
  await page.goto("/settings/blocked");
  const field = page.getByRole("textbox", { name: "Block a buyer" });
  const submit = page.getByRole("button", { name: "Block", exact: true });

  await submit.click();
  await expect(page.getByText("Enter a nickname or a user id.")).toBeVisible();
  await field.fill("NOBODY_BY_THIS_NAME");
  await submit.click();
  await expect(page.getByText("No buyer called NOBODY_BY_THIS_NAME has asked you a question.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(nickname.toLowerCase());
  await submit.click();
  await expect(page.getByRole("button", { name: `Unblock ${nickname}` })).toBeVisible();
  await expect(field).toHaveValue("");
  const token = (await (await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: Number(first!.asker.id) } })).json()).access_token as string;
  const ask = await request.post(`${SANDBOX_URL}/questions`, { headers: { authorization: `Bearer ${token}` }, data: { item_id: first!.item!.id, text: "¿Hay stock?" } });
  expect(ask.status()).toBe(403);
});
