import { expect, test, type Page } from "@playwright/test";
import { formatDay } from "../../lib/format";
import { sandbox, SELLERS, signInAs } from "../support/support";

/** Presses Tab (Shift+Tab with `back`) until the focused element matches, as a keyboard user would. */
async function tabTo(
  page: Page,
  matches: (el: { name: string; role: string | null; tag: string; inGrid: boolean }) => boolean,
  { back = false, max = 40 } = {},
) {
  for (let i = 0; i <= max; i++) {
    // The element already focused counts (an opened popover focuses its first control).
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return {
        name: (a?.getAttribute("aria-label") ?? a?.textContent ?? "").trim(),
        role: a?.getAttribute("role") ?? null,
        tag: a?.tagName.toLowerCase() ?? "",
        inGrid: Boolean(a?.closest("[role=gridcell]")),
      };
    });
    if (matches(el)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error("focus never reached the expected element");
}

async function openDevUi(page: Page) {
  await page.goto("/dev/ui");
  await expect(page.getByRole("heading", { level: 1, name: "Design system" })).toBeVisible();
}

test("keyboard-only use of the data table, combobox, dialog and date-range picker", async ({ page, request }) => {
  test.setTimeout(240_000);
  // One sign-in for the four checks: signing in dominates the run time.
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await test.step("data table", async () => {
    await openDevUi(page);
    await dataTable(page);
  });
  await test.step("combobox", async () => {
    await openDevUi(page);
    await combobox(page);
  });
  await test.step("dialog", async () => {
    await openDevUi(page);
    await dialog(page);
  });
  await test.step("date-range picker", async () => {
    await openDevUi(page);
    await dateRange(page);
  });
});

/** Sort, select, open a row menu, change page. */
async function dataTable(page: Page) {
  const table = page.getByRole("table", { name: "Items" });
  const firstCell = () => table.locator("tbody tr").first().locator("td").nth(1);
  // Start from the table's heading; everything after is keyboard.
  await page.getByRole("heading", { name: "Data table" }).evaluate((h) => {
    h.setAttribute("tabindex", "-1");
    (h as HTMLElement).focus();
  });
  await tabTo(page, (el) => el.name.startsWith("Price"));
  await page.keyboard.press("Enter");
  await expect(table.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(firstCell()).toHaveText(/^Bombilla de alpaca|^Mate de calabaza|^Termo|^Yerba|^Set|^Funda|^Azucarera|^Canasta/);
  const cheapest = await firstCell().textContent();
  await page.keyboard.press("Enter");
  await expect(table.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "descending");
  await expect(firstCell()).not.toHaveText(cheapest ?? "");
  // A third press goes back to ascending (it never drops the order).
  await page.keyboard.press("Enter");
  await expect(table.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(firstCell()).toHaveText(cheapest ?? "");

  await tabTo(page, (el) => el.name.startsWith("Select ") && el.name !== "Select all rows on this page");
  await page.keyboard.press("Space");
  await expect(page.getByText("1 selected")).toBeVisible();

  await tabTo(page, (el) => el.name.startsWith("Actions for"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Edit /)).toBeVisible();

  await tabTo(page, (el) => el.name === "Next page");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Page 2 of 5")).toBeVisible();
}

/** Open, filter, choose, clear. */
async function combobox(page: Page) {
  const trigger = page.getByRole("combobox", { name: "Category" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByPlaceholder("Search categories…")).toBeFocused();
  await page.keyboard.type("comput");
  await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveText("Computación");
  await expect(trigger).toBeFocused();
  // Choosing the chosen option again clears it.
  await page.keyboard.press("Enter");
  await page.keyboard.type("comput");
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveText("Choose a category");
}

/** Focus is trapped, Enter submits, Escape closes, focus returns to the trigger. */
async function dialog(page: Page) {
  const trigger = page.getByRole("button", { name: "Open dialog" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Rename saved reply" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  // Tab cycles inside the dialog only.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Enter");
  // zod via react-hook-form: an empty name stays in the dialog with the message tied to the field.
  await expect(dialog.getByRole("alert")).toHaveText("Fill this in.");
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.type("Cambios y devoluciones");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Renamed to “Cambios y devoluciones”.")).toBeVisible();
}

/** Open with Enter, reach a preset with Tab, apply it with Enter; focus returns to the trigger. */
async function dateRange(page: Page) {
  const trigger = page.getByRole("button", { name: /^Period: / });
  await expect(trigger).toHaveAccessibleName("Period: Last 30 days");
  await trigger.focus();
  await page.keyboard.press("Enter");
  await tabTo(page, (el) => el.name === "Last 7 days");
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAccessibleName("Period: Last 7 days");
  await expect(trigger).toBeFocused();
}

// A custom range by keyboard alone: into the grid, pick a first and a last day with the arrows and Enter,
// Tab on to Apply. The first day chosen starts a new range (it does not stretch the preset's range).
test("the date-range picker's custom range works with the keyboard alone", async ({ page, request }) => {
  test.setTimeout(180_000);
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await openDevUi(page);
  const trigger = page.getByRole("button", { name: /^Period: / });
  await expect(trigger).toHaveAccessibleName("Period: Last 30 days");
  await trigger.focus();
  await page.keyboard.press("Enter");
  // The calendar loads when the picker opens.
  await expect(page.getByRole("grid")).toBeVisible();
  // The grid holds one tabbable day (roving focus); the presets before it are buttons too, so match the cell.
  await tabTo(page, (el) => el.inGrid);
  const focusedDay = () => page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day") ?? "");
  for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowLeft");
  const from = await focusedDay();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  const to = await focusedDay();
  expect(to > from).toBe(true);
  await page.keyboard.press("Enter");
  // Focus stays in the popover: Tab goes through the typed From and To dates (each date's day, month and
  // year are stops of their own in Chromium) and Cancel to Apply.
  await tabTo(page, (el) => el.name === "Apply", { max: 12 });
  await expect(page.getByRole("button", { name: "Apply" })).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(trigger).toHaveAccessibleName(`Period: ${formatDay(from, "MLA", "en")} – ${formatDay(to, "MLA", "en")}`);
  await expect(page.getByTestId("range-output")).toHaveText(`${formatDay(from, "MLA", "en")} → ${formatDay(to, "MLA", "en")}`);
  await expect(trigger).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("selects show the option chosen: the table's sort (cards have no headers to click) and a form's", async ({ page, request }) => {
    test.setTimeout(180_000);
    await sandbox(request).reset();
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await openDevUi(page);
    const sort = page.getByRole("combobox", { name: "Sort by", exact: true });
    await expect(sort).toHaveText("Sort by");
    await sort.click();
    await page.getByRole("option", { name: "Price (descending)", exact: true }).click();
    await expect(sort).toHaveText("Price (descending)");

    const order = page.getByRole("combobox", { name: "Sort questions by" });
    await expect(order).toHaveText("Newest first");
    await order.click();
    await page.getByRole("option", { name: "Oldest first", exact: true }).click();
    await expect(order).toHaveText("Oldest first");
  });
});
