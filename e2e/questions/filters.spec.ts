import { expect, test, type Page } from "../support/test";
import { LIVE, listed, row, shownIds, type ListedQuestion, type ListPage } from "../support/questions";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA", firstImport: "questions" });

const countLabel = (total: number) => `${total} ${total === 1 ? "question" : "questions"}`;

/**
 * The list shows what the API returns: its rows in the API's order (the list is virtualized, so a long
 * result is compared on the rows rendered, at least five) and its total in the heading.
 */
async function expectListEquals(page: Page, expected: ListPage) {
  const ids = expected.questions.map((q) => q.id);
  const mismatch = async () => {
    const shown = await shownIds(page);
    const want = ids.slice(0, Math.max(shown.length, Math.min(ids.length, 5)));
    return shown.join() === want.join() ? "" : `shown [${shown.join()}] ≠ API [${want.join()}]`;
  };
  await expect.poll(mismatch, LIVE).toBe("");
  await expect(page.getByText(countLabel(expected.total), { exact: true })).toBeVisible();
}

/**
 * "More filters" and its controls. It opens by itself when the URL already narrows by one of them (after
 * a reload): `reloaded` checks that instead of clicking.
 */
async function moreFilters(page: Page, reloaded = false) {
  const details = page.locator("details").filter({ has: page.getByText("More filters", { exact: true }) });
  if (reloaded) await expect(details).toHaveAttribute("open", "");
  else await page.getByText("More filters", { exact: true }).click();
  return {
    assignee: page.getByRole("combobox", { name: /^Assigned to/ }),
    period: page.getByRole("combobox", { name: /^Asked/ }),
    item: page.getByRole("textbox", { name: /^Item/ }),
    asker: page.getByRole("textbox", { name: /^Buyer id/ }),
  };
}

test.describe("More filters", () => {
  test("Assigned to: Me lists exactly the questions assigned to me, as the API does, and survives a reload", async ({ page }) => {
    const [first, second] = (await listed(page, {})).questions;
    // One through the UI, one through the API with the id the UI assigned.
    await row(page, first!.id).click();
    await page.getByRole("button", { name: "Assign to me" }).click();
    await expect(page.getByText("Assigned to you", { exact: true })).toBeVisible(LIVE);
    const me = ((await (await page.request.get(`/api/questions/${first!.id}`)).json()) as ListedQuestion).assignee!.id;
    const assigned = await page.request.post(`/api/questions/${second!.id}/assign`, { data: { assigneeId: me } });
    expect(assigned.ok(), `assign: ${assigned.status()}`).toBeTruthy();

    const filters = await moreFilters(page);
    await filters.assignee.selectOption("me");
    const mine = await listed(page, { assignee: "me" });
    expect(mine.questions.map((q) => q.id).sort()).toEqual([first!.id, second!.id].sort());
    await expectListEquals(page, mine);

    // In the URL: a reload (or a link sent to a teammate) shows the same view.
    await expect(page).toHaveURL(/[?&]assignee=me(&|$)/);
    await page.reload();
    await expect((await moreFilters(page, true)).assignee).toHaveValue("me");
    await expectListEquals(page, mine);
  });

  test("Asked: Last 24 hours lists only questions asked since then, as the API does, and survives a reload", async ({ page }) => {
    const all = await listed(page, {});
    const filters = await moreFilters(page);
    await filters.period.selectOption("day");
    // The period is kept as days and counted back when the list is read, so a saved view stays current.
    await expect(page).toHaveURL(/[?&]days=1(&|$)/);
    const since = Date.now() - 86_400_000;
    const recent = await listed(page, { days: "1" });
    // The seeded inbox has questions on both sides of the boundary, so the filter must drop some.
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.total).toBeLessThan(all.total);
    expect(recent.questions.every((q) => Date.parse(q.dateCreated) >= since - 120_000)).toBe(true);
    await expectListEquals(page, recent);

    // In the URL: a reload (or a link sent to a teammate) shows the same view.
    await page.reload();
    await expect((await moreFilters(page, true)).period).toHaveValue("day");
    await expectListEquals(page, recent);
  });

  test("Item lists only that listing's questions, as the API does, and survives a reload", async ({ page }) => {
    const all = await listed(page, {});
    // The item with the most unanswered questions, so the filter keeps more than one row where it can.
    const counts = new Map<string, number>();
    for (const q of all.questions) if (q.item) counts.set(q.item.id, (counts.get(q.item.id) ?? 0) + 1);
    const itemId = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const filters = await moreFilters(page);
    await filters.item.fill(itemId);
    const ofItem = await listed(page, { itemId });
    expect(ofItem.total).toBe(counts.get(itemId));
    expect(ofItem.total).toBeLessThan(all.total);
    expect(ofItem.questions.every((q) => q.item?.id === itemId)).toBe(true);
    await expectListEquals(page, ofItem);

    // In the URL: a reload (or a link sent to a teammate) shows the same view.
    await expect(page).toHaveURL(new RegExp(`[?&]itemId=${itemId}(&|$)`));
    await page.reload();
    await expect((await moreFilters(page, true)).item).toHaveValue(itemId);
    await expectListEquals(page, ofItem);
  });

  test("Buyer id lists only that buyer's questions, as the API does, and survives a reload", async ({ page }) => {
    const all = await listed(page, {});
    const askerId = all.questions.at(-1)!.asker.id;
    const filters = await moreFilters(page);
    await filters.asker.fill(askerId);
    const ofAsker = await listed(page, { askerId });
    expect(ofAsker.total).toBe(all.questions.filter((q) => q.asker.id === askerId).length);
    expect(ofAsker.total).toBeLessThan(all.total);
    await expectListEquals(page, ofAsker);

    // In the URL: a reload (or a link sent to a teammate) shows the same view.
    await expect(page).toHaveURL(new RegExp(`[?&]askerId=${askerId}(&|$)`));
    await page.reload();
    await expect((await moreFilters(page, true)).asker).toHaveValue(askerId);
    await expectListEquals(page, ofAsker);
  });
});

test("the search box follows the URL: the Inbox link clears the words, and they do not come back", async ({ page }) => {
  const all = await listed(page, {});
  const search = page.getByRole("searchbox", { name: "Search questions" });
  await search.fill("zzzz nada");
  await expect(page).toHaveURL(/[?&]q=zzzz(\+|%20)nada(&|$)/);
  await expectListEquals(page, await listed(page, { q: "zzzz nada" }));

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: /^Inbox/ })
    .click();
  await expect(search).toHaveValue("");
  await expectListEquals(page, all);
  await expect(page).not.toHaveURL(/[?&]q=/);
});
