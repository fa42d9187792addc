import { expect, test } from "@playwright/test";
import { openInbox } from "../support/questions";
import { sandbox, SELLERS, signInAs, syncNow } from "../support/support";
import { expectTouchTargets, smallTouchTargets } from "../support/touch-targets";

// A phone's finger needs 44 × 44 CSS px on every control of the pages sellers work from on the move.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone every control of the inbox, the sales list and a sale is at least 44 × 44 px", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await openInbox(page);
  const sound = page.getByRole("switch", { name: "Play a sound when new questions arrive" });
  await expect(sound).toBeVisible();
  await expectTouchTargets(page, "/questions");
  // The switch's track stays compact; its own hit area (not only the label around it here) reaches past
  // it, so the shared Switch is a full target wherever it is used: a tap just above the track is on it.
  const track = (await sound.boundingBox())!;
  expect(track.height).toBeLessThan(44);
  expect(
    await sound.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)), [track.x + track.width / 2, track.y - 8]),
  ).toBe(true);
  const before = await sound.getAttribute("aria-checked");
  await page.touchscreen.tap(track.x + track.width / 2, track.y - 8);
  await expect(sound).not.toHaveAttribute("aria-checked", before!);
  // An open question (its composer, actions and notes) on the same screen.
  await page.getByTestId("question-row").first().tap();
  await expect(page.getByRole("button", { name: "Back to questions" })).toBeVisible();
  await expect(page.getByRole("main").locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
  await expectTouchTargets(page, "a question");

  await syncNow(page.request, "sales");
  await page.goto("/sales");
  const row = page.getByRole("list", { name: "Sales", exact: true }).getByRole("link").first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expectTouchTargets(page, "/sales");
  // A sale's checkbox: a 20 px box whose tap area is the 44 px around it.
  const box = page.getByRole("checkbox", { name: /Select the sale of/ }).first();
  const visible = (await box.boundingBox())!;
  expect(
    await box.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)), [visible.x - 8, visible.y + visible.height / 2]),
  ).toBe(true);
  await page.touchscreen.tap(visible.x - 8, visible.y + visible.height / 2);
  await expect(box).toBeChecked();
  await page.getByRole("button", { name: "Clear" }).tap();

  await row.tap();
  await expect(page).toHaveURL(/\/sales\/\d+/);
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeVisible({ timeout: 30_000 });
  await expectTouchTargets(page, "a sale");
});

test("on a phone a toast's close button is a 44 px target, and a tap at its edge closes it", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/dev/ui");
  await page.getByRole("button", { name: "Success toast" }).tap();
  const close = page.getByRole("button", { name: "Close toast" });
  await expect(close).toBeVisible();
  expect((await smallTouchTargets(page)).filter((small) => small.includes("Close toast"))).toEqual([]);
  // The visible circle stays small; a tap just outside it, inside the 44 px, still closes the toast.
  const circle = (await close.boundingBox())!;
  expect(circle.width).toBeLessThan(44);
  await page.touchscreen.tap(circle.x + circle.width + 8, circle.y + circle.height / 2);
  await expect(page.getByText("Answer published.")).toHaveCount(0);
});
