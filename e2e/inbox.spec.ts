import { expect, test, type Page } from "@playwright/test";
import { APP_URL, SANDBOX_URL } from "../playwright.config";
import { buyerAsks, sandbox, SELLERS, signInAs, toast } from "./support";

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
  await page.goto("/inbox");
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
const composer = (page: Page) => page.getByRole("textbox", { name: "Answer", exact: true });

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

test("opening a question and publishing an answer takes it out of the list", async ({ page }) => {
  await openInbox(page);
  const [first] = await unanswered(page);
  await row(page, first!.id).click();
  await expect(page.getByRole("heading", { level: 2, name: first!.text })).toBeVisible();
  await composer(page).fill("Hola! Sí, tenemos stock. Saludos.");
  await expect(page.getByText("33 / 2,000")).toBeVisible();
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText("Hola! Sí, tenemos stock. Saludos.");
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(row(page, first!.id)).toHaveCount(0);
  await expect(page.getByText("Answer published.")).toBeVisible();
  expect((await unanswered(page)).map((q) => q.id)).not.toContain(first!.id);
});

test("a send the marketplace refuses keeps the typed text and the question", async ({ page, request }) => {
  await openInbox(page);
  const [first] = await unanswered(page);
  await row(page, first!.id).click();
  await sandbox(request).fault({ method: "POST", path: "/answers", status: 500, count: 3 });
  await composer(page).fill("Texto que no se debe perder");
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Mercado Libre could not be reached" })).toBeVisible();
  await expect(composer(page)).toHaveValue("Texto que no se debe perder");
  await expect(row(page, first!.id)).toBeVisible();
});

test("an unsent draft survives a reload", async ({ page }) => {
  await openInbox(page);
  const [first] = await unanswered(page);
  await row(page, first!.id).click();
  await composer(page).fill("Borrador a medio escribir");
  await page.reload();
  await expect(composer(page)).toHaveValue("Borrador a medio escribir");
});

test("Ctrl+Enter reviews, then publishes", async ({ page }) => {
  await openInbox(page);
  const [first] = await unanswered(page);
  await row(page, first!.id).click();
  await composer(page).fill("Respondido con el teclado");
  await composer(page).press("Control+Enter");
  await expect(page.getByTestId("answer-preview")).toHaveText("Respondido con el teclado");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByText("Answer published.")).toBeVisible();
  await expect(row(page, first!.id)).toHaveCount(0);
});

test("keyboard shortcuts move through questions and open the help", async ({ page }) => {
  await openInbox(page);
  // The rows the page shows once the opening sweep has finished (openInbox waits for it): before, the sweep
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

test("after publishing, the next question in the list opens", async ({ page }) => {
  await openInbox(page);
  const [first, second] = await shownIds(page);
  await row(page, first!).click();
  await composer(page).fill("Sí, hay stock.");
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByText("Answer published.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`question=${second}`));
  await expect(row(page, second!)).toHaveAttribute("aria-current", "true");
  await expect(composer(page)).toBeVisible();
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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The list stays laid out under the question (InboxView): hidden with display:none its rows measured 0 px
  // and were re-measured on the way back, which moved the list 100+ px (or off the row) and the page with it.
  test("Back to questions returns to where the reader was in the list", async ({ page }) => {
    await openInbox(page);
    const list = page.getByRole("list", { name: "Questions" });
    const scrollTop = () => list.evaluate((el) => el.parentElement!.scrollTop);
    // Far enough down that rows above were never measured (estimates): the case that broke.
    await list.evaluate((el) => {
      const box = el.parentElement!;
      box.scrollTop = Math.min(1300, box.scrollHeight - box.clientHeight);
    });
    await expect.poll(scrollTop).toBeGreaterThan(300);
    // The rows just rendered get measured and the box's scrollTop corrected: wait until a frame changes nothing.
    const settled = () => list.evaluate((el) => {
      const read = () => `${el.parentElement!.scrollTop}/${el.style.height}`;
      const first = read();
      return new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(read() === first))));
    });
    await expect.poll(settled).toBe(true);
    // A row fully inside the scrolled box, and where it sits in the box.
    const id = await list.evaluate((el) => {
      const box = el.parentElement!.getBoundingClientRect();
      const inside = [...el.querySelectorAll<HTMLElement>("[data-question-id]")].find((r) => {
        const rect = r.getBoundingClientRect();
        return rect.top >= box.top && rect.bottom <= box.bottom;
      });
      return inside!.dataset.questionId!;
    });
    const offsetInBox = () => row(page, id).evaluate((r) => r.getBoundingClientRect().top - r.closest("ul")!.parentElement!.getBoundingClientRect().top);
    const windowY = () => page.evaluate(() => window.scrollY);
    const before = { offset: await offsetInBox(), top: await scrollTop(), windowY: await windowY() };
    await row(page, id).tap();
    await expect(composer(page)).toBeVisible();
    await expect(row(page, id)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(windowY).toBeGreaterThan(before.windowY);
    await page.getByRole("button", { name: "Back to questions" }).tap();
    await expect(row(page, id)).toBeInViewport();
    await expect.poll(settled).toBe(true);
    // The same row at the same place, to the pixel (a re-measure moved it by a row's height or more).
    expect(Math.abs((await offsetInBox()) - before.offset)).toBeLessThanOrEqual(1);
    expect(Math.abs((await scrollTop()) - before.top)).toBeLessThanOrEqual(1);
    expect(await windowY()).toBe(before.windowY);
  });

  test("a saved reply answers a question in three taps", async ({ page }) => {
    await openInbox(page);
    const res = await page.request.post("/api/saved-replies", { data: { title: "Hay stock", body: "Hola {buyer}! Sí, hay stock de {item_title}. Saludos, {seller}." } });
    expect(res.ok()).toBeTruthy();
    const [first] = await unanswered(page);
    await page.reload();

    await row(page, first!.id).tap(); // 1
    await page.getByRole("button", { name: "Hay stock" }).tap(); // 2
    await expect(page.getByTestId("answer-preview")).toContainText(`Hola ${first!.asker.nickname}!`);
    await expect(page.getByTestId("answer-preview")).toContainText("Saludos, TIENDA_PAMPA.");
    await page.getByRole("button", { name: "Publish answer" }).tap(); // 3
    await expect(page.getByText("Answer published.")).toBeVisible();
    // The next question opens by itself.
    await expect(page).not.toHaveURL(new RegExp(`question=${first!.id}`));
    await expect(page).toHaveURL(/question=\d+/);

    await page.getByRole("button", { name: "Back to questions" }).tap();
    await expect(row(page, first!.id)).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the search box's placeholder fits the screen in every language, and its name says what it searches", async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    const languages = [
      { locale: "en", name: "Search questions by text, item or buyer" },
      { locale: "es", name: "Buscar preguntas por texto, publicación o comprador" },
      { locale: "pt-BR", name: "Buscar perguntas por texto, anúncio ou comprador" },
    ];
    for (const { locale, name } of languages) {
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: APP_URL }]);
      await page.goto("/inbox");
      const search = page.getByRole("searchbox", { name, exact: true });
      await expect(search).toBeVisible();
      // Pixels of the placeholder past the box's room: its text measured in the box's font, against the
      // width left by the paddings and the search box's clear button (read from a value that overflows it).
      const past = await search.evaluate((input: HTMLInputElement) => {
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = getComputedStyle(input).font;
        const width = (text: string) => context.measureText(text).width;
        const long = `${input.placeholder}${"W".repeat(80)}`;
        input.value = long;
        const chrome = input.scrollWidth - width(long);
        input.value = "";
        return width(input.placeholder) - (input.clientWidth - chrome);
      });
      expect(past, `the ${locale} placeholder is cut`).toBeLessThanOrEqual(0);
      // Beside it, the status select shows its longest status whole (the native arrow takes about 20 px).
      const statusPast = await page.getByRole("combobox", { name: locale === "es" ? "Estado" : "Status" }).evaluate((select: HTMLSelectElement) => {
        const context = document.createElement("canvas").getContext("2d")!;
        const style = getComputedStyle(select);
        context.font = style.font;
        const widest = Math.max(...[...select.options].map((o) => context.measureText(o.text).width));
        return widest - (select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20);
      });
      expect(statusPast, `a ${locale} status is cut`).toBeLessThanOrEqual(0);
    }
  });
});
