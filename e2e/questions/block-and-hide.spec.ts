import { expect, test } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { row, shownIds, signInToInbox, unanswered } from "../support/questions";
import { sandbox, toast } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a blocked asker cannot ask again until unblocked", async ({ page, request }) => {
  await signInToInbox(page);
  const [first] = await unanswered(page);
  const nickname = first!.asker.nickname!;
  await row(page, first!.id).click();
  await page.getByRole("button", { name: "Block buyer" }).click();
  await page
    .getByRole("alertdialog", { name: `Block ${nickname}?` })
    .getByRole("button", { name: "Block" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `${nickname} is blocked.` })).toBeVisible();
  // The action turns into its opposite.
  await expect(page.getByRole("button", { name: "Unblock buyer" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Block buyer", exact: true })).toHaveCount(0);

  const token = (await (await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: Number(first!.asker.id) } })).json())
    .access_token as string;
  const ask = () =>
    request.post(`${SANDBOX_URL}/questions`, {
      headers: { authorization: `Bearer ${token}` },
      data: { item_id: first!.item!.id, text: "¿Sigue disponible?" },
    });
  expect((await ask()).status()).toBe(403);

  await page.goto("/settings/blocked");
  await page.getByRole("button", { name: `Unblock ${nickname}` }).click();
  await expect(page.getByText("Nobody is blocked.")).toBeVisible();
  expect((await ask()).status()).toBe(200);
});

test("hide is one click with Undo, and the Hidden view lists what was hidden", async ({ page, request }) => {
  const sb = sandbox(request);
  await signInToInbox(page);
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
  await signInToInbox(page);
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
  const token = (await (await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: Number(first!.asker.id) } })).json())
    .access_token as string;
  const ask = await request.post(`${SANDBOX_URL}/questions`, {
    headers: { authorization: `Bearer ${token}` },
    data: { item_id: first!.item!.id, text: "¿Hay stock?" },
  });
  expect(ask.status()).toBe(403);
});
