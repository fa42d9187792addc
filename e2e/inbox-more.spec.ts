import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../playwright.config";
import { sandbox, SELLERS, signInAs } from "./support";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const LIVE = { timeout: 30_000 };

type ListedQuestion = { id: string; status: string; dateCreated: string; asker: { id: string }; item: { id: string } | null; assignee: { id: string } | null };
type ListPage = { questions: ListedQuestion[]; total: number };

/** Signs in and opens the inbox once its opening sweep has finished: the list no longer changes under the test. */
async function openInbox(page: Page) {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/inbox");
  await expect(page.locator("[data-inbox-synced=true]")).toHaveCount(1, { timeout: 90_000 });
  await expect(page.getByTestId("question-row").first()).toBeVisible();
}

/** Our API's list for a query (the inbox's own parameters), up to 100 rows. */
async function listed(page: Page, query: Record<string, string>): Promise<ListPage> {
  const params = new URLSearchParams({ status: "UNANSWERED", sort: "oldest", assignee: "anyone", ...query, limit: "100" });
  const res = await page.request.get(`/api/questions?${params}`);
  expect(res.ok(), `list ${params}: ${res.status()}`).toBeTruthy();
  return res.json();
}

const row = (page: Page, id: string) => page.locator(`[data-question-id="${id}"]`);
const shownIds = (page: Page) => page.getByTestId("question-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-question-id")!));
const composer = (page: Page) => page.getByRole("textbox", { name: "Answer", exact: true });
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

async function tokenFor(request: APIRequestContext, userId: number): Promise<string> {
  const res = await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: userId } });
  expect(res.ok(), `token: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}
/** The question's status on the marketplace itself, read with the seller's token. */
async function upstreamStatus(request: APIRequestContext, id: string): Promise<string> {
  const res = await request.get(`${SANDBOX_URL}/questions/${id}`, { headers: { authorization: `Bearer ${await tokenFor(request, SELLERS.MLA.id)}` } });
  expect(res.ok(), `sandbox question ${id}: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { status: string }).status;
}
const draftKey = (id: string) => `mostrador:draft:${id}`;
const storedDraft = (page: Page, id: string) => page.evaluate((key) => window.localStorage.getItem(key), draftKey(id));

test.describe("More filters", () => {
  test("Assigned to: Me lists exactly the questions assigned to me, as the API does, and survives a reload", async ({ page }) => {
    await openInbox(page);
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
    await openInbox(page);
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
    await openInbox(page);
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
    await openInbox(page);
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
  await openInbox(page);
  const all = await listed(page, {});
  const search = page.getByRole("searchbox", { name: "Search questions" });
  await search.fill("zzzz nada");
  await expect(page).toHaveURL(/[?&]q=zzzz(\+|%20)nada(&|$)/);
  await expectListEquals(page, await listed(page, { q: "zzzz nada" }));

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: /^Inbox/ }).click();
  await expect(search).toHaveValue("");
  await expectListEquals(page, all);
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test("k opens the previous question after j moved down", async ({ page }) => {
  await openInbox(page);
  const api = (await listed(page, {})).questions.map((q) => q.id);
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

test("Edit in the review returns to the text as typed, and nothing reaches the marketplace", async ({ page, request }) => {
  const sb = sandbox(request);
  await openInbox(page);
  const [first] = await shownIds(page);
  await row(page, first!).click();
  const typed = "Hola!\nSí, hay stock en azul y en negro.\nSaludos.";
  await composer(page).fill(typed);
  await composer(page).press("Control+Enter");
  await expect(page.getByTestId("answer-preview")).toHaveText(typed);

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(composer(page)).toHaveValue(typed);
  await expect(page.getByTestId("answer-preview")).toHaveCount(0);
  expect(await sb.requests("/answers")).toHaveLength(0);
  expect(await upstreamStatus(request, first!)).toBe("UNANSWERED");
  await expect(row(page, first!)).toBeVisible();
  // The text is still editable: what is added shows in the next review.
  await composer(page).press("Control+End");
  await composer(page).pressSequentially(" Gracias!");
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText(`${typed} Gracias!`);
  expect(await sb.requests("/answers")).toHaveLength(0);
});

test("Discard my unsent draft removes the draft of a question answered meanwhile, also after a reload", async ({ page, request }) => {
  const sb = sandbox(request);
  await openInbox(page);
  const [first] = await shownIds(page);
  await row(page, first!).click();
  const draft = "Borrador que nadie publicó";
  await composer(page).fill(draft);
  await expect.poll(() => storedDraft(page, first!)).toBe(draft);
  // Someone else answers it (through our API, as a teammate's browser would).
  const answered = await page.request.post(`/api/questions/${first}/answer`, { data: { text: "Respondido por un compañero.", composerOpenedAt: new Date().toISOString() } });
  expect(answered.ok(), `answer: ${answered.status()}`).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId("unsent-draft")).toHaveText(draft, LIVE);
  await expect(page.getByText("Respondido por un compañero.")).toBeVisible();

  await page.getByRole("button", { name: "Discard my unsent draft" }).click();
  await expect(page.getByTestId("unsent-draft")).toHaveCount(0);
  await expect(composer(page)).toHaveCount(0);
  expect(await storedDraft(page, first!)).toBeNull();
  await page.reload();
  await expect(page.getByText("Respondido por un compañero.")).toBeVisible(LIVE);
  await expect(page.getByTestId("unsent-draft")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Discard my unsent draft" })).toHaveCount(0);
  // Only the teammate's answer was ever sent.
  expect(await sb.requests("/answers")).toHaveLength(1);
});

test("the saved replies link beside the composer leads to Settings → Saved replies", async ({ page }) => {
  await openInbox(page);
  const [first] = await shownIds(page);
  await row(page, first!).click();
  const chips = page.getByRole("group", { name: "Saved replies" });
  // With none saved yet the link offers to add some.
  await chips.getByRole("link", { name: "Add saved replies" }).click();
  await expect(page).toHaveURL(/\/settings\/replies$/);
  await expect(page.getByRole("heading", { name: "Saved replies", level: 1 })).toBeVisible(LIVE);
  await expect(page.getByText("No saved replies yet.")).toBeVisible();

  const created = await page.request.post("/api/saved-replies", { data: { title: "Envíos", body: "Enviamos a todo el país." } });
  expect(created.ok(), `saved reply: ${created.status()}`).toBeTruthy();
  await page.goto(`/inbox?question=${first}`);
  await expect(chips.getByRole("button", { name: "Envíos" })).toBeVisible(LIVE);
  await chips.getByRole("link", { name: "Manage" }).click();
  await expect(page).toHaveURL(/\/settings\/replies$/);
  await expect(page.getByRole("heading", { name: "Envíos", exact: true })).toBeVisible(LIVE);
});
