import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { detail, LIVE, openInbox, row, sandboxQuestion, shownIds } from "../support/questions";
import { SELLERS, toast, tokenFor } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions, and teammates join with a slow
// password hash: both take a while on a busy machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

/** A row's own checkbox: it sits beside the row's button, in the same wrapper. */
const checkboxOf = (page: Page, id: string) => row(page, id).locator("xpath=..").getByRole("checkbox");

/** The app's own detail of a question (text, asker), as the inbox reads it. */
async function appQuestion(page: Page, id: string) {
  const res = await page.request.get(`/api/questions/${id}`);
  expect(res.ok(), `question ${id}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as { text: string; asker: { id: string; nickname: string | null } };
}

/** The buyers the seller has blocked, as the marketplace lists them (read with the seller's token). */
async function blockedIds(request: APIRequestContext): Promise<number[]> {
  const token = await tokenFor(request, SELLERS.MLA.id);
  const res = await request.get(`${SANDBOX_URL}/users/${SELLERS.MLA.id}/questions_blacklist`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `blacklist: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { users: Array<{ id: number }> }).users.map((u) => u.id);
}

test("deleting a question asks first, takes it out of the list, and deletes it on the marketplace", async ({ page, request }) => {
  await openInbox(page, { until: "synced" });
  const [id] = await shownIds(page);
  expect((await sandboxQuestion(request, id!)).status()).toBe(200);

  await row(page, id!).click();
  await detail(page).getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this question?" });
  // Cancelling changes nothing: the question is still open.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, id!)).toBeVisible();

  await detail(page).getByRole("button", { name: "Delete", exact: true }).click();
  await dialog.getByRole("button", { name: "Delete question" }).click();
  await expect(row(page, id!)).toHaveCount(0, LIVE);
  await expect(page).not.toHaveURL(new RegExp(`question=${id}`));
  // The marketplace no longer serves a deleted question.
  await expect.poll(async () => (await sandboxQuestion(request, id!)).status(), LIVE).toBe(404);
  // Not just gone from this page's cache: a fresh load leaves it out too, and the Deleted view has it.
  await page.reload();
  await expect(page.getByTestId("question-row").first()).toBeVisible(LIVE);
  await expect(row(page, id!)).toHaveCount(0);
  await page.getByRole("combobox", { name: "Status" }).selectOption("DELETED");
  await expect(row(page, id!)).toBeVisible(LIVE);
  // Screen readers hear what became of it (the age badge's words), not "Answered".
  await expect(row(page, id!)).toContainText(", Deleted");
  await expect(row(page, id!)).not.toContainText(", Answered");
});

test("ticking two rows and hiding them takes both out of the list, into the Hidden view and hidden on the marketplace", async ({
  page,
  request,
}) => {
  await openInbox(page, { until: "synced" });
  const [first, second, third] = await shownIds(page);
  const bar = page.getByRole("region", { name: "Selected questions" });
  const hiddenUpstream = async (id: string) =>
    ((await (await sandboxQuestion(request, id)).json()) as { deleted_from_listing: boolean }).deleted_from_listing;
  expect(await hiddenUpstream(first!)).toBe(false);
  expect(await hiddenUpstream(second!)).toBe(false);

  // Each checkbox is named after its question's text.
  const { text: firstText } = await appQuestion(page, first!);
  await expect(checkboxOf(page, first!)).toHaveAccessibleName(`Select “${firstText.slice(0, 60)}”`);
  // One ticked row offers to hide one; Clear unticks and the bar goes.
  await checkboxOf(page, third!).check();
  await expect(bar.getByRole("button", { name: "Hide question", exact: true })).toBeVisible();
  await bar.getByRole("button", { name: "Clear" }).click();
  await expect(bar).toHaveCount(0);
  await expect(checkboxOf(page, third!)).not.toBeChecked();

  await checkboxOf(page, first!).check();
  await checkboxOf(page, second!).check();
  await expect(bar).toContainText("2 selected");
  await bar.getByRole("button", { name: "Hide 2 questions" }).click();
  await expect(row(page, first!)).toHaveCount(0);
  await expect(row(page, second!)).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await expect(row(page, third!)).toBeVisible();
  // Closing the Undo toast sends the hide at once (otherwise it goes when the toast times out).
  const hiddenToast = toast(page, "2 questions hidden.");
  await hiddenToast.getByRole("button", { name: "Close toast" }).click();
  await expect.poll(() => hiddenUpstream(first!), LIVE).toBe(true);
  await expect.poll(() => hiddenUpstream(second!), LIVE).toBe(true);

  await page.getByRole("combobox", { name: "Status" }).selectOption("HIDDEN");
  await expect(row(page, first!)).toBeVisible(LIVE);
  await expect(row(page, second!)).toBeVisible();
  await expect(row(page, third!)).toHaveCount(0);
});

test("a buyer blocked from an open question can be unblocked from the same question", async ({ page, request }) => {
  await openInbox(page, { until: "synced" });
  const [id] = await shownIds(page);
  await row(page, id!).click();
  const { asker } = await appQuestion(page, id!);
  const nickname = asker.nickname!;
  const askerId = Number(asker.id);

  await detail(page).getByRole("button", { name: "Block buyer" }).click();
  await page
    .getByRole("alertdialog", { name: `Block ${nickname}?` })
    .getByRole("button", { name: "Block", exact: true })
    .click();
  await expect(
    detail(page)
      .getByRole("status")
      .filter({ hasText: `${nickname} is blocked.` }),
  ).toBeVisible(LIVE);
  expect(await blockedIds(request)).toContain(askerId);

  await detail(page).getByRole("button", { name: "Unblock buyer" }).click();
  await expect(
    detail(page)
      .getByRole("status")
      .filter({ hasText: `${nickname} is unblocked.` }),
  ).toBeVisible(LIVE);
  // The action turns back into Block, and the marketplace no longer lists the buyer.
  await expect(detail(page).getByRole("button", { name: "Block buyer" })).toBeVisible();
  await expect(detail(page).getByRole("button", { name: "Unblock buyer" })).toHaveCount(0);
  expect(await blockedIds(request)).not.toContain(askerId);
});
