import { expect, test, type Page } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { apiAll, apiPage, apiSale, type Sale } from "../support/sales";

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
// Each test starts fresh and imports on its own, so the file's tests need not wait for one another: in
// parallel they spread over the workers instead of making the slowest file one worker's tail.
test.describe.configure({ timeout: 180_000, mode: "parallel" });
test.use({ signIn: "MLA", firstImport: "sales" });

/** The sale ids the list shows, in order: [] when it says nothing matches, null while it loads. */
async function shownIds(page: Page): Promise<string[] | null> {
  if (await page.getByText("No sales match these filters.").isVisible()) return [];
  const list = page.getByRole("list", { name: "Sales", exact: true });
  if (!(await list.isVisible())) return null;
  return list.locator('a[href^="/sales/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!.replace("/sales/", "")));
}

/** The list shows exactly what our API answers for the same filters (its first page: the UI asks for 30). */
async function expectListMatchesApi(page: Page, query: string) {
  await expect
    .poll(
      async () => {
        const api = (await apiPage(page, `${query}&limit=30`)).sales.map((s) => s.id);
        const ui = await shownIds(page);
        return JSON.stringify(ui) === JSON.stringify(api) ? "same" : { query, ui, api };
      },
      { timeout: 30_000 },
    )
    .toBe("same");
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test("each Show chip filters the list as our API does, and the URL follows the chip", async ({ page }) => {
  await page.goto("/sales");
  await expectListMatchesApi(page, "");
  const chips = page.getByRole("group", { name: "Show" });
  // Which sales each chip must keep (checked on the API's answer, so a chip cannot pass by filtering nothing).
  const cases = [
    { label: "Needs a first message", show: "needs_first", keeps: (s: Sale) => s.state === "can_start" },
    { label: "Buyer replied · unread", show: "unread", keeps: (s: Sale) => s.unread },
    { label: "Waiting for buyer", show: "waiting", keeps: (s: Sale) => s.state === "waiting" },
    { label: "Blocked", show: "blocked", keeps: (s: Sale) => s.state === "blocked" },
    { label: "Free messaging", show: "excepted", keeps: (s: Sale) => s.state === "excepted" },
  ];
  const all = await apiAll(page);
  for (const c of cases) {
    const chip = chips.getByRole("button", { name: c.label, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => param(page, "show")).toBe(c.show);
    await expectListMatchesApi(page, `show=${c.show}`);
    const filtered = await apiAll(page, `show=${c.show}`);
    // The seed has some of each kind and never only those, so the list really changed.
    expect(filtered.length, `${c.show} sales`).toBeGreaterThan(0);
    expect(filtered.length, `${c.show} sales`).toBeLessThan(all.length);
    expect(filtered.every(c.keeps), `every ${c.show} sale`).toBe(true);
    expect(filtered.map((s) => s.id).sort(), `${c.show} is the matching part of all sales`).toEqual(
      all
        .filter(c.keeps)
        .map((s) => s.id)
        .sort(),
    );
  }
  // "All" drops the parameter and shows every sale again.
  await chips.getByRole("button", { name: "All", exact: true }).click();
  await expect.poll(() => param(page, "show")).toBeNull();
  await expectListMatchesApi(page, "");
});

test("the Shipping type and Period selects narrow the list as our API does, and a reload keeps every filter", async ({ page }) => {
  await page.goto("/sales");
  await expectListMatchesApi(page, "");
  const everything = (await apiPage(page, "limit=1")).total!;

  await page.getByRole("combobox", { name: "Shipping type" }).selectOption({ label: "Drop off" });
  await expect.poll(() => param(page, "logistic")).toBe("drop_off");
  await expectListMatchesApi(page, "logistic=drop_off");
  const dropOff = await apiAll(page, "logistic=drop_off");
  expect(dropOff.length).toBeGreaterThan(0);
  expect(dropOff.length).toBeLessThan(everything);
  expect(dropOff.every((s) => s.shipment.logisticType === "drop_off")).toBe(true);

  await page.getByRole("combobox", { name: "Period" }).selectOption({ label: "Last 7 days" });
  await expect.poll(() => param(page, "days")).toBe("7");
  await expect.poll(() => param(page, "logistic"), "the period keeps the shipping type").toBe("drop_off");
  await expectListMatchesApi(page, "logistic=drop_off&days=7");
  const recent = await apiAll(page, "logistic=drop_off&days=7");
  const weekAgo = Date.now() - 7 * 86_400_000;
  expect(recent.every((s) => Date.parse(s.dateCreated) >= weekAgo - 60_000)).toBe(true);
  expect(recent.length, "the seed has older drop-off sales, so the period narrows").toBeLessThan(dropOff.length);
  await expect(page.getByText(recent.length === 1 ? "1 sale" : `${recent.length} sales`, { exact: true })).toBeVisible();

  await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Needs a first message", exact: true }).click();
  await expect.poll(() => param(page, "show")).toBe("needs_first");
  await expectListMatchesApi(page, "show=needs_first&logistic=drop_off&days=7");

  // A reload (or a shared link) rebuilds the same view from the URL alone.
  await page.reload();
  expect(param(page, "show")).toBe("needs_first");
  expect(param(page, "logistic")).toBe("drop_off");
  expect(param(page, "days")).toBe("7");
  await expect(
    page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Needs a first message", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("combobox", { name: "Shipping type" })).toHaveValue("drop_off");
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveValue("week");
  await expectListMatchesApi(page, "show=needs_first&logistic=drop_off&days=7");
});

test("Show more sales appends the API's next page after the first 30 rows, repeating none", async ({ page }) => {
  const first = await apiPage(page, "limit=30");
  expect(first.total!, "the seller has more than one page of sales").toBeGreaterThan(30);
  const second = await apiPage(page, `limit=30&cursor=${first.nextCursor}`);
  const expected = [...first.sales, ...second.sales].map((s) => s.id);

  await page.goto("/sales");
  await expectListMatchesApi(page, "");
  await expect(page.getByText(`${first.total} sales`)).toBeVisible();
  await page.getByRole("button", { name: "Show more sales" }).click();
  await expect.poll(() => shownIds(page), { timeout: 30_000 }).toEqual(expected);
  expect(new Set(expected).size, "no sale shown twice").toBe(expected.length);
  // The button stays exactly while the API has a further page.
  await expect(page.getByRole("button", { name: "Show more sales" })).toHaveCount(second.nextCursor ? 1 : 0);
});

test("the search box keeps what is typed while the list's address still catches up with the words before", async ({ page }) => {
  const [first, second] = (await apiPage(page, "limit=2")).sales;
  const row = (sale: Sale) => page.getByRole("checkbox", { name: new RegExp(`#${sale.id}\\)`) });
  const searchedFor = (id: string) => (url: URL) => url.pathname === "/sales" && url.searchParams.get("q") === id;
  // The page's update for the first words is held (a slow round trip), so they come back while newer
  // words are already in the box.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(searchedFor(first!.id), async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto("/sales");
  await expect(row(first!)).toBeVisible({ timeout: 30_000 });
  const search = page.getByRole("searchbox", { name: "Search sales" });
  const asked = page.waitForRequest((r) => searchedFor(first!.id)(new URL(r.url())));
  await search.fill(first!.id);
  await asked;
  await search.fill(second!.id);
  release();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${second!.id}`), { timeout: 30_000 });
  await expect(search).toHaveValue(second!.id);
  await expect(row(second!)).toBeVisible({ timeout: 30_000 });
  await expect(row(first!)).toHaveCount(0);
});

test("Mark as unread after a buyer reply makes the sale unread again for this user, in the list too", async ({ page, request }) => {
  const sale = (await apiAll(page, "show=needs_first&logistic=drop_off"))[0]!;
  const replied = await request.post(`${SANDBOX_URL}/__sandbox/packs/${sale.id}/buyer_reply`, {
    data: { text: "Hola, ¿me confirmás el envío?" },
  });
  expect(replied.status()).toBe(201);
  // The reply reaches our copy through the marketplace's notification: wait for it so it cannot land after our checks.
  await expect.poll(async () => (await apiSale(page, sale.id))?.unread, { timeout: 30_000 }).toBe(true);

  await page.goto(`/sales/${sale.id}`);
  await expect(page.getByText("Hola, ¿me confirmás el envío?")).toBeVisible({ timeout: 30_000 });
  // Opening the sale marks it read for me: the button has something to undo.
  await expect.poll(async () => (await apiSale(page, sale.id))?.unread, { timeout: 30_000 }).toBe(false);
  await page.getByRole("button", { name: "Mark as unread" }).click();
  await expect(page.getByRole("button", { name: "Marked unread for you" })).toBeDisabled({ timeout: 30_000 });
  expect((await apiSale(page, sale.id))?.unread).toBe(true);

  await page.getByRole("link", { name: "All sales" }).click();
  await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Buyer replied · unread", exact: true }).click();
  await expectListMatchesApi(page, "show=unread");
  const row = page
    .getByRole("list", { name: "Sales", exact: true })
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href="/sales/${sale.id}"]`) });
  await expect(row.getByLabel("unread", { exact: true })).toBeVisible();
});

test("a sale whose picture does not load shows the package icon instead of an empty box", async ({ page }) => {
  // The picture host answers 404 (a removed listing's picture): the browser sees exactly that.
  await page.route("**/pictures/**", (route) => route.fulfill({ status: 404 }));
  await page.goto("/sales");
  const first = page.getByRole("list", { name: "Sales", exact: true }).locator('a[href^="/sales/"]').first();
  await expect(first).toBeVisible();
  // The row's picture failed: an icon takes its place, and no broken <img> is left.
  await expect(first.locator("svg.lucide-package")).toBeVisible();
  await expect(first.locator("img")).toHaveCount(0);
});
