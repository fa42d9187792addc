import { expect, test, type Page } from "../support/test";
import { detail, LIVE, row, shownIds, type ListPage } from "../support/questions";
import { sandbox, toast } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA", firstImport: "questions" });

/** The first question our API lists with this status (the page shows the same list once the filter applies). */
async function firstListed(page: Page, status: string): Promise<string> {
  const list = (await (await page.request.get(`/api/questions?status=${status}&limit=1`)).json()) as ListPage;
  const id = list.questions[0]?.id;
  expect(id, `a ${status} question`).toBeDefined();
  return id!;
}

/** The open question: its id in the URL, its row marked, its card shown. */
async function expectOpen(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`[?&]question=${id}(&|$)`));
  await expect(row(page, id)).toHaveAttribute("aria-current", "true");
  await expect(detail(page)).toBeVisible(LIVE);
}

test("an answered question offers Hide but not Delete; a refused delete says why, not “something went wrong”", async ({
  page,
  request,
}) => {
  await page.getByRole("combobox", { name: "Status" }).selectOption("ANSWERED");
  const answered = await firstListed(page, "ANSWERED");
  await row(page, answered).click();
  await expect(detail(page).getByRole("button", { name: "Hide", exact: true })).toBeVisible(LIVE);
  await expect(detail(page).getByText("Answered", { exact: true })).toBeVisible();
  await expect(detail(page).getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);

  // An open question whose answer only the marketplace knows yet (another app answered it): the
  // marketplace refuses the delete, and the page gives its reason.
  await page.getByRole("combobox", { name: "Status" }).selectOption("UNANSWERED");
  const open = await firstListed(page, "UNANSWERED");
  await row(page, open).click();
  await sandbox(request).fault({
    method: "DELETE",
    path: `/questions/${open}`,
    status: 400,
    body: { message: `Question ${open} must be unanswered`, error: "not_unanswered_question", status: 400, cause: [] },
    count: 1,
  });
  await detail(page).getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Delete this question?" }).getByRole("button", { name: "Delete question" }).click();
  await expect(detail(page).getByRole("alert")).toHaveText("Answered questions cannot be deleted; hide it instead.", LIVE);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  // Still there, still open.
  await expect(row(page, open)).toBeVisible();
  await expectOpen(page, open);
});

test("after Hide and after Delete the next question opens; Undo reopens the hidden one; Delete says it is done", async ({ page }) => {
  const [first, second] = await shownIds(page);

  await row(page, first!).click();
  await expectOpen(page, first!);
  await detail(page).getByRole("button", { name: "Hide", exact: true }).click();
  await expect(row(page, first!)).toHaveCount(0);
  await expectOpen(page, second!);

  // Undo puts the row back and opens it again.
  await toast(page, "Question hidden.").getByRole("button", { name: "Undo" }).click();
  await expect(row(page, first!)).toBeVisible();
  await expectOpen(page, first!);

  await detail(page).getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Delete this question?" }).getByRole("button", { name: "Delete question" }).click();
  await expect(toast(page, "Question deleted.")).toBeVisible(LIVE);
  await expect(row(page, first!)).toHaveCount(0);
  await expectOpen(page, second!);
});
