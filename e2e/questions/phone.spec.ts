import { expect, test } from "../support/test";
import { APP_URL } from "../../playwright.config";
import { composer, row, signInToInbox, unanswered } from "../support/questions";
import { SELLERS, signInAs } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The list stays laid out under the question (QuestionsView): hidden with display:none its rows measured 0 px
  // and were re-measured on the way back, which moved the list 100+ px (or off the row) and the page with it.
  test("Back to questions returns to where the reader was in the list", async ({ page }) => {
    await signInToInbox(page);
    const list = page.getByRole("list", { name: "Questions" });
    const scrollTop = () => list.evaluate((el) => el.parentElement!.scrollTop);
    // Far enough down that rows above were never measured (estimates): the case that broke.
    await list.evaluate((el) => {
      const box = el.parentElement!;
      box.scrollTop = Math.min(1300, box.scrollHeight - box.clientHeight);
    });
    await expect.poll(scrollTop).toBeGreaterThan(300);
    // The rows just rendered get measured and the box's scrollTop corrected: wait until a frame changes nothing.
    const settled = () =>
      list.evaluate((el) => {
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
    const offsetInBox = () =>
      row(page, id).evaluate((r) => r.getBoundingClientRect().top - r.closest("ul")!.parentElement!.getBoundingClientRect().top);
    const windowY = () => page.evaluate(() => window.scrollY);
    const before = { offset: await offsetInBox(), top: await scrollTop(), windowY: await windowY() };
    await row(page, id).tap();
    await expect(composer(page)).toBeVisible();
    await expect(row(page, id)).toBeHidden();
    // Scrolled again on every try: the question's parts (suggestions, notes) may still be making the page taller.
    // Until it rests at the very end (a short question may not scroll at all: Back must keep the list's place anyway).
    const scrollToEnd = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      });
    await expect.poll(scrollToEnd).toBeLessThanOrEqual(1);
    await page.getByRole("button", { name: "Back to questions" }).tap();
    await expect(row(page, id)).toBeInViewport();
    await expect.poll(settled).toBe(true);
    // The same row at the same place, to the pixel (a re-measure moved it by a row's height or more).
    expect(Math.abs((await offsetInBox()) - before.offset)).toBeLessThanOrEqual(1);
    expect(Math.abs((await scrollTop()) - before.top)).toBeLessThanOrEqual(1);
    expect(await windowY()).toBe(before.windowY);
  });

  test("a saved reply answers a question in three taps", async ({ page }) => {
    await signInToInbox(page);
    const res = await page.request.post("/api/saved-replies", {
      data: { title: "Hay stock", body: "Hola {buyer}! Sí, hay stock de {item_title}. Saludos, {seller}." },
    });
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
      await page.goto("/questions");
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
      const statusPast = await page
        .getByRole("combobox", { name: locale === "es" ? "Estado" : "Status" })
        .evaluate((select: HTMLSelectElement) => {
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
