import { expect, test, type Page } from "@playwright/test";
import { buyerAsks, sandbox, SELLERS, signInAs } from "../support/support";

const BUYER = 318600102; // a seeded MLA buyer

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

const row = (page: Page, id: string) => page.locator(`[data-question-id="${id}"]`);

test("the inbox lists unanswered questions, oldest first", async ({ page }) => {
  await openInbox(page);
  const questions = await unanswered(page);
  expect(questions.length).toBeGreaterThan(1);
  const dates = questions.map((q) => Date.parse(q.dateCreated));
  expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  const shown = await page.getByTestId("question-row").evaluateAll((rows) => rows.slice(0, 3).map((r) => r.getAttribute("data-question-id")));
  expect(shown).toEqual(questions.slice(0, 3).map((q) => q.id));
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("UNANSWERED");
});

test("search ignores accents and case, and finds buyers by nickname", async ({ page, request }) => {
  await openInbox(page);
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

test("a question that arrives shows a pill, a count in the tab title, a highlight and (if turned on) a sound", async ({ page, request }) => {
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
  await openInbox(page);
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
  await openInbox(page);
  await expectRowsContiguous(page);
  const [first] = await shownIds(page);
  const hidden = await page.request.post("/api/questions/hide", { data: { questionIds: [first] } });
  expect(hidden.ok(), `hide: ${hidden.status()}`).toBeTruthy();
  await expect(row(page, first!)).toHaveCount(0, { timeout: 15_000 });
  await expectRowsContiguous(page);
  // A row whose content grows is measured again.
  await page.getByTestId("question-row").nth(1).evaluate((el) => void ((el as HTMLElement).style.paddingBottom = "120px"));
  await expectRowsContiguous(page);
});
