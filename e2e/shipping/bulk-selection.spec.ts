import { expect as baseExpect, test, type Page } from "../support/test";
import { allRows, sandboxFree, type Row } from "../support/shipping";
import { choose } from "../support/support";

// Bulk runs, fresh reads from the marketplace and first imports are real waits on a shared 2-core
// machine: every wait here may take up to 30 s (longer where a run goes through), none is a fixed sleep.
test.describe.configure({ timeout: 240_000 });
test.use({ signIn: "MLA" });

const expect = baseExpect.configure({ timeout: 30_000 });

/** The ids whose free shipping differs between two reads of the sandbox. */
const flipped = (before: Map<string, boolean>, after: Map<string, boolean>) =>
  [...before]
    .filter(([id, free]) => after.get(id) !== free)
    .map(([id]) => id)
    .sort();

// The app's search: accents folded, lower case, a substring of the title (lib/shipping/filter-items.ts).
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * A title word that, with `inFilter`, narrows the seller's items to 2–4, while other items carry the same
 * word but fall outside the filter and could change too (`outsider`): proves the other filters apply.
 * None of the 2–4 is closed: closed listings cannot change (see the last test), and these tests are about
 * which items a run takes.
 */
function pickWord(all: Row[], inFilter: (r: Row) => boolean, outsider: (r: Row) => boolean): { word: string; matching: Row[] } {
  const words = [...new Set(all.flatMap((r) => r.title.split(/\s+/)).filter((w) => /^\p{L}{4,}$/u.test(w)))].sort();
  for (const word of words) {
    const withWord = all.filter((r) => fold(r.title).includes(fold(word)));
    const matching = withWord.filter(inFilter);
    if (
      matching.length >= 2 &&
      matching.length <= 4 &&
      matching.every((r) => r.status !== "closed") &&
      withWord.some((r) => !inFilter(r) && outsider(r))
    )
      return { word, matching };
  }
  throw new Error("no title word narrows the items as needed");
}

/** Waits for the bulk run to end and for its counts. */
async function expectRunFinished(page: Page, n: number) {
  await expect(page.getByText("Finished")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(`${n} of ${n} processed · Done ${n} · Refused 0 · Failed 0`)).toBeVisible();
}

test("turning on all that match the search and filters changes exactly those items on the marketplace", async ({ page, request }) => {
  const all = await allRows(page);
  const inFilter = (r: Row) => !r.freeShipping && r.mode === "me2" && r.categoryAcceptsFree === true;
  // An outsider not free yet: turning it on would be a change, so only the filters keep it out.
  const { word, matching } = pickWord(all, inFilter, (r) => !r.freeShipping && !r.classified && r.status !== "closed");
  const before = await sandboxFree(
    request,
    all.map((r) => r.id),
  );

  await page.goto("/shipping");
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(word);
  await choose(page, "Free shipping", "Not free", { exact: false });
  await choose(page, "Mode", "Mercado Envíos", { exact: false });
  await choose(page, "Category", "Accepts free shipping", { exact: false });
  const table = page.getByRole("table", { name: "Shipping", exact: true });
  await expect(table.locator("tbody tr")).toHaveCount(matching.length);
  for (const r of matching) await expect(table.getByText(r.id, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Turn on · All that match (${matching.length})` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Turn free shipping on for ${matching.length} items` })).toBeVisible();
  await expect(dialog.getByText(`${matching.length} items will change`)).toBeVisible();
  await dialog.getByRole("button", { name: `Apply to ${matching.length} items` }).click();
  await expectRunFinished(page, matching.length);

  expect(
    flipped(
      before,
      await sandboxFree(
        request,
        all.map((r) => r.id),
      ),
    ),
  ).toEqual(matching.map((r) => r.id).sort());
  // The table reads our updated copy when the run ends: nothing "not free" is left under these filters.
  await expect(table.getByText("No items match")).toBeVisible();
  await expect(page.getByRole("button", { name: /All that match/ })).toHaveCount(0);
});

test("turning off all that match a search among free items leaves every other free item on", async ({ page, request }) => {
  const all = await allRows(page);
  const { word, matching } = pickWord(
    all,
    (r) => r.freeShipping,
    () => true,
  );
  const before = await sandboxFree(
    request,
    all.map((r) => r.id),
  );
  expect(all.filter((r) => r.freeShipping).length).toBeGreaterThan(matching.length);

  await page.goto("/shipping");
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(word);
  await choose(page, "Free shipping", "Free", { exact: false });
  const table = page.getByRole("table", { name: "Shipping", exact: true });
  await expect(table.locator("tbody tr")).toHaveCount(matching.length);

  await page.getByRole("button", { name: `Turn off · All that match (${matching.length})` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Turn free shipping off for ${matching.length} items` })).toBeVisible();
  await dialog.getByRole("button", { name: `Apply to ${matching.length} items` }).click();
  await expectRunFinished(page, matching.length);

  const after = await sandboxFree(
    request,
    all.map((r) => r.id),
  );
  expect(flipped(before, after)).toEqual(matching.map((r) => r.id).sort());
  for (const r of matching) expect(after.get(r.id), r.id).toBe(false);
  await expect(table.getByText("No items match")).toBeVisible();
});

test("turning off a selection of two rows turns off just those two", async ({ page, request }) => {
  const all = await allRows(page);
  const before = await sandboxFree(
    request,
    all.map((r) => r.id),
  );
  await page.goto("/shipping");
  await choose(page, "Free shipping", "Free", { exact: false });
  const free = all.filter((r) => r.freeShipping);
  const table = page.getByRole("table", { name: "Shipping", exact: true });
  // The filtered table keeps our list's order: its first two rows are the first two free items.
  await expect(table.locator("tbody tr").first()).toContainText(free[0]!.id);
  const picked = free.slice(0, 2);
  for (const r of picked) await table.getByRole("row").filter({ hasText: r.id }).getByRole("checkbox").check();
  await expect(page.getByText("2 selected")).toBeVisible();

  await page.getByRole("button", { name: "Turn off", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Turn free shipping off for 2 items" })).toBeVisible();
  await expect(dialog.getByText("2 items will change")).toBeVisible();
  await dialog.getByRole("button", { name: "Apply to 2 items" }).click();
  await expectRunFinished(page, 2);

  expect(
    flipped(
      before,
      await sandboxFree(
        request,
        all.map((r) => r.id),
      ),
    ),
  ).toEqual(picked.map((r) => r.id).sort());
  // Under "Free" the two rows are gone once the table reads our updated copy; the next free item leads.
  await expect(table.getByText(picked[0]!.id, { exact: true })).toHaveCount(0);
  await expect(table.getByText(picked[1]!.id, { exact: true })).toHaveCount(0);
  await expect(table.locator("tbody tr").first()).toContainText(free[2]!.id);
});

test("the items table shows what a bulk run changed even when it finished before the page first read it", async ({ page, request }) => {
  const item = (await allRows(page)).find((r) => r.status === "active" && r.freeShipping && r.mode === "me2")!;
  // A small run often ends before the page's first read of it (seen in 2 of 3 runs here without help);
  // holding that first read until the run has finished makes the case certain.
  await page.route(/\/api\/shipping\/runs\/(?!latest$)[^/]+$/, async (route) => {
    await expect
      .poll(async () => ((await (await page.request.get(route.request().url())).json()) as { status: string }).status, { timeout: 60_000 })
      .toBe("finished");
    await route.continue();
  });
  await page.goto("/shipping");
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(item.id);
  const row = page.getByRole("table", { name: "Shipping", exact: true }).getByRole("row").filter({ hasText: item.id });
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Turn off", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Apply to 1 item" }).click();
  await expectRunFinished(page, 1);
  expect((await sandboxFree(request, [item.id])).get(item.id)).toBe(false);
  // The row shows the change without a reload.
  await expect(row.getByRole("button", { name: `Turn on: ${item.title}` })).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText("Not free")).toBeVisible();
});

test("a closed listing with free shipping is counted as 'cannot change' when turning off, and nothing is sent for it", async ({
  page,
  request,
}) => {
  const closed = (await allRows(page)).find((r) => r.status === "closed" && r.freeShipping);
  expect(closed, "a closed listing with free shipping").toBeDefined();
  await page.goto("/shipping");
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(closed!.id);
  await page
    .getByRole("table", { name: "Shipping", exact: true })
    .getByRole("row")
    .filter({ hasText: closed!.id })
    .getByRole("checkbox")
    .check();
  await page.getByRole("button", { name: "Turn off", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/already like that/)).toBeVisible();
  // The marketplace modifies no closed listing: the preview says so and offers nothing to apply.
  await expect(dialog.getByText("1 cannot change")).toBeVisible({ timeout: 5_000 });
  // Named by its title, with the id beside it (issue 46: an id alone said nothing to the seller).
  await expect(dialog.getByText(`${closed!.title} (${closed!.id}): The listing is closed.`)).toBeVisible({ timeout: 5_000 });
  await expect(dialog.getByText("0 items will change")).toBeVisible({ timeout: 5_000 });
  await expect(dialog.getByRole("button", { name: /^Apply to/ })).toHaveCount(0);
  expect((await sandboxFree(request, [closed!.id])).get(closed!.id)).toBe(true);
});
