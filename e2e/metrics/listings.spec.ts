import { readFileSync } from "node:fs";
import { expect as baseExpect, test, type Locator } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { listingsOf } from "../support/metrics";
import { sandbox, SELLERS, signInAs } from "../support/support";

// Cold reads of 30–90 days and the listings table, and the chart chunk, take a while on a loaded machine.
const expect = baseExpect.configure({ timeout: 45_000 });
const SHOTS = process.env.METRICS_SHOTS_DIR;
type Cell = { id: string; value: number | null };

/** Each row's listing id and its number under the column headed `name`, on the page of the table on screen ("—" is null). */
async function columnOf(table: Locator, name: string): Promise<Cell[]> {
  const cells = await table.evaluate((el, name) => {
    const i = [...el.querySelectorAll("thead th")].findIndex((th) => th.textContent?.replace(/\s+/g, " ").trim() === name);
    if (i < 0) throw new Error(`no column ${name}`);
    return [...el.querySelectorAll("tbody tr")].map((tr) => ({
      id: tr.querySelector("th[scope=row] span")?.textContent ?? "",
      text: tr.children[i]?.textContent?.trim() ?? "",
    }));
  }, name);
  return cells.map(({ id, text }) => ({ id, value: text === "—" ? null : Number(text.replace(/[,%+<]/g, "").replace("\u2212", "-")) }));
}

/** Every page of the table, from the first (where a new sort or search starts) to the last. */
async function allPagesOf(listings: Locator, name: string): Promise<Cell[]> {
  const table = listings.getByRole("table");
  const pager = listings.getByRole("navigation", { name: "Pages" });
  const next = pager.getByRole("button", { name: "Next page" });
  const pages = Number((await pager.getByText(/^Page 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
  const cells: Cell[] = [];
  for (let page = 1; page <= pages; page++) {
    await expect(pager.getByText(`Page ${page} of ${pages}`)).toBeVisible();
    if (page < pages) await expect(table.locator("tbody tr")).toHaveCount(25);
    cells.push(...(await columnOf(table, name)));
    if (page < pages) await next.click();
  }
  await expect(next).toBeDisabled();
  return cells;
}

/** In order (ties by listing id), unknown values after every known one. */
function expectSorted(cells: Cell[], desc: boolean, label: string, exact: boolean) {
  const firstUnknown = cells.findIndex((c) => c.value === null);
  if (firstUnknown >= 0)
    expect(
      cells.slice(firstUnknown).filter((c) => c.value !== null),
      `${label}: unknown values last`,
    ).toEqual([]);
  const known = cells.filter((c) => c.value !== null);
  known.slice(1).forEach((c, i) => {
    const before = known[i]!;
    expect(
      desc ? before.value! >= c.value! : before.value! <= c.value!,
      `${label}: ${before.id} (${before.value}) before ${c.id} (${c.value})`,
    ).toBe(true);
    // Rates are rounded on screen: only exact counts show a tie.
    if (exact && before.value === c.value)
      expect(before.id.localeCompare(c.id), `${label}: tie ${before.id} before ${c.id}`).toBeLessThan(0);
  });
  expect(known.length, `${label}: some known values`).toBeGreaterThan(0);
}

// A cold read of 30 days and the items table takes a while on a shared 2-core machine.
test.setTimeout(180_000);

// The first request to each route of a fresh production server loads its modules: on a busy machine that
// alone can outlast the sign-in helper's 10 s wait, so touch the routes once before the tests.
test.beforeAll(async ({ request }) => {
  for (const path of ["/signin", "/", "/metrics", "/api/metrics?from=2026-01-01&to=2026-01-02", "/api/overview/questions"])
    await request.get(path, { maxRedirects: 0 }).catch(() => null);
});

test("compare up to 5 listings on one chart; a 6th is refused with a message", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/metrics");
  const compare = page.getByTestId("compare");
  await expect(compare.getByText(/Tick up to 5 listings/)).toBeVisible();
  const boxes = listingsOf(page).getByRole("checkbox", { name: /^Compare / });
  const first = (await listingsOf(page).getByRole("rowheader").first().getByRole("link").textContent())!;
  await boxes.first().check();
  await expect(compare.getByTestId("compare-legend")).toContainText(first);
  await expect(boxes.first()).toBeFocused(); // the box stays the same element (no remount of the table's cells)
  for (let i = 1; i < 5; i++) await boxes.nth(i).check();
  await expect(compare.getByTestId("compare-legend").getByRole("listitem")).toHaveCount(5);
  await expect(compare.locator(".compare-final path.recharts-line-curve")).toHaveCount(5); // each continues faded over the provisional days
  await boxes.nth(5).click();
  await expect(compare.getByRole("alert")).toHaveText(/up to 5 listings/);
  await expect(boxes.nth(5)).not.toBeChecked();
  await expect(compare.getByTestId("compare-legend").getByRole("listitem")).toHaveCount(5);
  await compare.getByRole("button", { name: `Remove ${first} from the comparison` }).click();
  await expect(compare.getByTestId("compare-legend").getByRole("listitem")).toHaveCount(4);
  await expect(compare.getByRole("alert")).toHaveCount(0);
  await boxes.nth(5).check();
  await expect(compare.getByTestId("compare-legend").getByRole("listitem")).toHaveCount(5);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/metrics-compare-1280.png`, fullPage: true });
});

test("listings: every number column sorts both ways with unknown values last and ties by id, 25 a page; search by title or exact id; the CSV is what the table shows", async ({
  page,
}) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/metrics");
  const listings = listingsOf(page);
  const table = listings.getByRole("table", { name: "Listings", exact: true });
  await expect(table.getByRole("rowheader").first()).toBeVisible();
  const header = (name: string) => table.getByRole("columnheader", { name, exact: true });
  // Most visits first by default; a number column's first click sorts it biggest first, the second smallest first.
  await expect(header("Visits")).toHaveAttribute("aria-sort", "descending");
  const all = await allPagesOf(listings, "Visits");
  expectSorted(all, true, "Visits (default)", true);
  const COLUMNS = [
    ["Visits", true],
    ["Change", false],
    ["Questions", true],
    ["Phone views", true],
    ["Sales", true],
    ["Sales / visits", false],
    ["Questions / visits", false],
  ] as const;
  let unknown = 0;
  let cells: Cell[] = [];
  for (const [name, exact] of COLUMNS) {
    for (const desc of name === "Visits" ? [false] : [true, false]) {
      await header(name).getByRole("button").click();
      await expect(header(name)).toHaveAttribute("aria-sort", desc ? "descending" : "ascending");
      cells = await allPagesOf(listings, name);
      expect(cells.map((c) => c.id).sort()).toEqual(all.map((c) => c.id).sort());
      expectSorted(cells, desc, `${name} ${desc ? "descending" : "ascending"}`, exact);
      unknown += cells.filter((c) => c.value === null).length;
    }
  }
  // The seed has listings without visits (no rate) and listings that are not classifieds (no phone views).
  expect(unknown, "unknown values were sorted").toBeGreaterThan(0);

  // The section's CSV: every listing, in the table's order (the last sort: questions per visit, smallest first).
  const csv = async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), listings.getByRole("button", { name: "Listings CSV" }).click()]);
    const lines = readFileSync((await download.path())!, "utf8")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^item_id,title,visits,/);
    return lines.slice(1).map((l) => l.split(",")[0]);
  };
  expect(await csv()).toEqual(cells.map((c) => c.id));

  // Search from page 2: part of a title in capitals finds it, on the first page of the results.
  await header("Sales").getByRole("button").click();
  await listings.getByRole("button", { name: "Next page" }).click();
  await expect(listings.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const [title, pick] = [
    (await table.getByRole("rowheader").nth(3).getByRole("link").textContent())!,
    (await columnOf(table, "Sales"))[3]!.id,
  ];
  const needle = title.slice(0, 14).trim();
  const search = listings.getByRole("searchbox", { name: "Search listings" });
  await search.fill(needle.toUpperCase());
  await expect(table.getByRole("rowheader").filter({ hasText: pick })).toBeVisible();
  const found = await table.getByRole("rowheader").getByRole("link").allTextContents();
  expect(found.length).toBeLessThan(all.length);
  for (const t of found) expect(t.toLocaleLowerCase()).toContain(needle.toLocaleLowerCase());
  const foundIds = (await columnOf(table, "Sales")).map((c) => c.id);
  expect(await csv()).toEqual(foundIds);

  // An exact id finds its listing alone; part of an id is not a match.
  const id = all[30]!.id;
  await search.fill(id);
  await expect(table.getByRole("rowheader")).toHaveCount(1);
  await expect(table.getByRole("rowheader")).toContainText(id);
  await search.fill(id.slice(0, -1));
  await expect(table.getByText("No listings match.")).toBeVisible();
  await search.fill("");
  await expect(table.locator("tbody tr")).toHaveCount(25);
  await expect(header("Sales")).toHaveAttribute("aria-sort", "descending");
});

test("rates of rare events are not rounded to 0 %; a listing's page names no busiest day for a metric at 0, and its hours end with the hour under way", async ({
  page,
}) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/metrics");
  const table = listingsOf(page).getByRole("table", { name: "Listings", exact: true });
  await expect(table.getByRole("rowheader").first()).toBeVisible();
  // The busiest listings (visits first): a sale or a question among thousands of visits is a rate under
  // 1 %, shown with its decimals ("0.02%"), never as 0 %; a listing with none stays at exactly 0 %.
  const sales = await columnOf(table, "Sales");
  const conversion = await columnOf(table, "Sales / visits");
  const questions = await columnOf(table, "Questions");
  const questionRate = await columnOf(table, "Questions / visits");
  sales.forEach((c, i) => {
    if (conversion[i]!.value === null) return; // no visits to divide by
    expect(conversion[i]!.value! > 0, `${c.id}: ${c.value} sales, sales / visits ${conversion[i]!.value}%`).toBe(c.value! > 0);
    expect(questionRate[i]!.value! > 0, `${c.id}: ${questions[i]!.value} questions, questions / visits ${questionRate[i]!.value}%`).toBe(
      questions[i]!.value! > 0,
    );
  });
  expect(sales.filter((c, i) => c.value! > 0 && conversion[i]!.value! < 1).length, "a listing with a rate under 1 %").toBeGreaterThan(0);

  // A listing without sales in the period: its sales chart says so in a sentence, with no "busiest" day.
  const unsold = sales.find((c) => c.value === 0)!;
  await table.getByRole("rowheader").filter({ hasText: unsold.id }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/metrics/items/${unsold.id}$`));
  const salesPanel = page.getByTestId("panel-item-sales");
  await expect(salesPanel.getByText(/^Nothing recorded in the period \(.+\)\.$/)).toBeVisible();
  await expect(salesPanel).not.toContainText("busiest");

  // Visits by hour: yesterday's hours and today's up to the one under way (the marketplace gives the hours
  // still to come as 0; they are not drawn). Every one of them ended under 48 h ago: all provisional, dashed.
  const plain = (text: string) => text.replace(/\s+/g, " ");
  const hour = (ms: number) =>
    plain(
      new Intl.DateTimeFormat("en", {
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        timeZone: "America/Argentina/Buenos_Aires",
      }).format(Math.floor(ms / 3_600_000) * 3_600_000),
    );
  const before = hour(Date.now());
  const hours = page.getByTestId("panel-item-hours");
  await expect(hours.locator(".series-provisional path.recharts-line-curve[stroke-dasharray]")).toHaveCount(1);
  await hours.getByRole("button", { name: "Show as table" }).click();
  const rows = hours.getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const last = (await rows.last().getByRole("rowheader").textContent())!;
  expect(
    [before, hour(Date.now())].map((h) => `${h}(provisional)`),
    `last hour shown: ${last}`,
  ).toContain(plain(last));
  expect(await rows.filter({ hasText: "(provisional)" }).count()).toBe((await rows.count()) - 1);
});

test("a listing published after the sign-in joins the listings table, through the marketplace's items notification", async ({
  page,
  request,
}) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/metrics");
  const listings = listingsOf(page);
  await expect(listings.getByRole("rowheader").first()).toBeVisible();
  // The sandbox's catalog control gives the seller one more listing; the marketplace notifies it (items).
  const grow = async (total: number) =>
    (await (await request.post(`${SANDBOX_URL}/__sandbox/sellers/${SELLERS.MLA.id}/items`, { data: { total } })).json()) as {
      ids: string[];
      total: number;
    };
  const [id] = (await grow((await grow(1)).total + 1)).ids;
  const { title } = (await (await request.get(`${SANDBOX_URL}/items/${id}`)).json()) as { title: string };
  // No refresh button: the notification updates our copy of the seller's list and the page's next look has it.
  await expect(async () => {
    await page.reload();
    await listings.getByRole("searchbox", { name: "Search listings" }).fill(title);
    await expect(listings.getByRole("rowheader").getByRole("link", { name: title })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
});
