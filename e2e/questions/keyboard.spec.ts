import { expect, test } from "../support/test";
import { composer, listed, row, shownIds } from "../support/questions";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA", firstImport: "questions" });

test("keyboard shortcuts move through questions and open the help", async ({ page }) => {
  // The rows the page shows once the opening sweep has finished (signInToInbox waits for it): before, the sweep
  // could change the list between the test's read and the first "j" (the flake that opened another question).
  const shown = () => shownIds(page);
  const before = await shown();
  await page.keyboard.press("j");
  await expect(page).toHaveURL(new RegExp(`question=${before[0]}`));
  const list = await shown();
  const at = list.indexOf(before[0]!);
  const [second, third] = [list[at + 1]!, list[at + 2]!];
  // Two presses in a row, without waiting for the page in between: the second moves on from the first's
  // question (the URL changes at once, React's copy of it a render later).
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(page).toHaveURL(new RegExp(`question=${third}`));
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`question=${second}`));
  // The URL changes before React renders the new question; on a slow machine "r" could focus the previous
  // question's composer just before it was replaced (the flake that left nothing focused).
  await expect(row(page, second)).toHaveAttribute("aria-current", "true");
  await expect(composer(page)).toBeVisible();
  await page.keyboard.press("r");
  await expect(composer(page)).toBeFocused();
  await page.keyboard.type("jk?");
  await expect(composer(page)).toHaveValue("jk?");
  await composer(page).blur();
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // "a" assigns the open question to me (the mutation's code loads on the key press).
  await expect(page.getByText("Unassigned", { exact: true })).toBeVisible();
  await page.keyboard.press("a");
  await expect(page.getByText("Assigned to you", { exact: true })).toBeVisible();
});

test("k opens the previous question after j moved down", async ({ page }) => {
  const api = (await listed(page, { sort: "due" })).questions.map((q) => q.id);
  const [first, second] = await shownIds(page);
  expect([first, second]).toEqual(api.slice(0, 2));
  // Each key waits for the row it opened to be marked current: the shortcut reads the selection React rendered.
  await page.keyboard.press("j");
  await expect(row(page, first!)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("j");
  await expect(row(page, second!)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`question=${first}(&|$)`));
  await expect(row(page, first!)).toHaveAttribute("aria-current", "true");
  await expect(row(page, second!)).not.toHaveAttribute("aria-current", "true");
  const text = ((await (await page.request.get(`/api/questions/${first}`)).json()) as { text: string }).text;
  await expect(page.getByRole("heading", { level: 2, name: text })).toBeVisible();
});
