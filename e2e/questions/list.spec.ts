import { expect, test, type Page } from "../support/test";
import { BUYER, buyerAsks, row, shownIds, signInToInbox, unanswered, type ListedQuestion } from "../support/questions";
import { SELLERS } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Every rendered row starts where the one above it ends: no gap, no overlap. */
async function expectRowsContiguous(page: Page) {
  await expect
    .poll(() =>
      page.getByRole("list", { name: "Questions" }).evaluate((list) => {
        const rows = [...list.children].map((li) => li.getBoundingClientRect()).sort((a, b) => a.top - b.top);
        return rows.slice(1).every((r, i) => Math.abs(r.top - rows[i]!.bottom) <= 1) && rows.length > 1;
      }),
    )
    .toBe(true);
}

test("the inbox lists unanswered questions in its default order, the ones still in time first", async ({ page }) => {
  await signInToInbox(page);
  const questions = await unanswered(page);
  expect(questions.length).toBeGreaterThan(1);
  const shown = await page
    .getByTestId("question-row")
    .evaluateAll((rows) => rows.slice(0, 3).map((r) => r.getAttribute("data-question-id")));
  expect(shown).toEqual(questions.slice(0, 3).map((q) => q.id));
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("UNANSWERED");
});

test("search ignores accents and case, and finds buyers by nickname", async ({ page, request }) => {
  await signInToInbox(page);
  const text = `¿La pelota de Básquet viene inflada? ${Date.now()}`;
  await buyerAsks(request, SELLERS.MLA.id, BUYER, text);
  const search = page.getByRole("searchbox", { name: "Search questions" });
  await search.fill("BASQUET viene");
  await expect(page.getByTestId("question-row").filter({ hasText: text })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("question-row").filter({ hasNotText: /b[aá]squet/i })).toHaveCount(0);

  const mine = (await (await page.request.get(`/api/questions?q=${encodeURIComponent(text)}`)).json()).questions as ListedQuestion[];
  const nickname = mine[0]!.asker.nickname!;
  await search.fill(nickname.toLowerCase());
  // Neither the question nor its item carries the nickname: only the buyer does.
  await expect(page.getByTestId("question-row").filter({ hasText: text })).toBeVisible();
});

test("a question that arrives shows a pill, a count in the tab title, a highlight and (if turned on) a sound", async ({
  page,
  request,
}) => {
  // Counts the tones the page plays through Web Audio.
  await page.addInitScript(() => {
    const w = window as unknown as { tones: number; AudioContext: typeof AudioContext };
    w.tones = 0;
    const Original = w.AudioContext;
    w.AudioContext = class extends Original {
      createOscillator() {
        w.tones += 1;
        return super.createOscillator();
      }
    };
  });
  await signInToInbox(page);
  const title = await page.title();
  const sound = page.getByRole("switch", { name: "Play a sound when new questions arrive" });
  await expect(sound).not.toBeChecked();
  await sound.click();
  await expect(sound).toBeChecked();

  const text = `¿Hacen envíos a Córdoba? ${Date.now()}`;
  await buyerAsks(request, SELLERS.MLA.id, BUYER, text);
  const pill = page.getByRole("button", { name: "1 new question" });
  await expect(pill).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(`(1) ${title}`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { tones: number }).tones)).toBeGreaterThan(0);

  await pill.click();
  const arrived = page.getByTestId("question-row").filter({ hasText: text });
  await expect(arrived).toBeInViewport();
  await expect(arrived).toHaveAttribute("data-new", "true");
  await expect(pill).toHaveCount(0);
  await expect(page).toHaveTitle(title);
  await arrived.click();
  await expect(arrived).not.toHaveAttribute("data-new", "true");

  // The sound setting is remembered in this browser.
  await page.reload();
  await expect(page.getByRole("switch", { name: "Play a sound when new questions arrive" })).toBeChecked();
});

test("rows stay contiguous when one leaves the list and when one grows", async ({ page }) => {
  await signInToInbox(page);
  await expectRowsContiguous(page);
  const [first] = await shownIds(page);
  const hidden = await page.request.post("/api/questions/hide", { data: { questionIds: [first] } });
  expect(hidden.ok(), `hide: ${hidden.status()}`).toBeTruthy();
  await expect(row(page, first!)).toHaveCount(0, { timeout: 15_000 });
  await expectRowsContiguous(page);
  // A row whose content grows is measured again.
  await page
    .getByTestId("question-row")
    .nth(1)
    .evaluate((el) => void ((el as HTMLElement).style.paddingBottom = "120px"));
  await expectRowsContiguous(page);
});
