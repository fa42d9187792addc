import { expect, test, type Locator } from "../support/test";
import { composer, row, unanswered } from "../support/questions";

// Issue 46 item 12 on a phone: the answer composer leaves the notes and earlier questions readable, and
// "Answer published." reads clearly over whatever sits under it.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA", firstImport: "questions" });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Whether the element drawn at the middle of `target` is `target` itself (or inside it): nothing covers it. */
const onTop = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });

/** WCAG contrast of an element's text colour against its own background (colours read through a canvas, so oklch works). */
const contrast = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    const rgb = (color: string) => {
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [a, b] = [luminance(rgb(style.color)), luminance(rgb(style.backgroundColor))].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });

test("phone: the answer composer does not cover the notes above it", async ({ page }) => {
  const [first] = await unanswered(page);
  await row(page, first!.id).tap();
  await expect(composer(page)).toBeVisible();
  const notes = page.locator("details").filter({ hasText: /Internal notes/ });
  // The notes low on the screen (70% down, above the bottom bar), where a fixed composer would sit on them.
  await notes.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight * 0.7));
  expect(await onTop(notes.locator("summary"))).toBe(true);
});

test("phone: 'Answer published.' is on top, opaque and readable", async ({ page }) => {
  const [first] = await unanswered(page);
  await row(page, first!.id).tap();
  await composer(page).fill("Hola, sí, tenemos stock. ¡Saludos!");
  await page.getByRole("button", { name: "Review" }).tap();
  await page.getByRole("button", { name: "Publish answer" }).tap();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Answer published." });
  await expect(toast).toBeVisible();
  // Once it has slid in: fully opaque, nothing drawn over it, and its words at least 4.5:1 on its background.
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  expect(await onTop(toast)).toBe(true);
  expect(await contrast(toast)).toBeGreaterThanOrEqual(4.5);
});
