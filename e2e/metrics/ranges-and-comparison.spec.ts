import { expect as baseExpect, test } from "../support/test";
import {
  addDays,
  day,
  expectProvisionalLabelAbove,
  lastFinalVisitsDay,
  listingsOf,
  nextRead,
  pickLastMonth,
  sandboxItemVisits,
  sandboxVisits,
  visitsCard,
} from "../support/metrics";

// Cold reads of the metrics and the listings table, and the chart and calendar chunks, are slow on a loaded machine.
const expect = baseExpect.configure({ timeout: 45_000 });

test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

/** A site calendar day in English, as a reader of the English UI sees it ("Oct 18, 2026"; long: "Sun, Oct 18, 2026"). */
const inEnglish = (d: string, long = false) =>
  new Intl.DateTimeFormat("en", {
    ...(long ? { weekday: "short" } : {}),
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${d}T12:00:00Z`));

// The first request to each route of a fresh production server loads its modules: touch them once.
test.beforeAll(async ({ request }) => {
  for (const path of ["/signin", "/", "/metrics", "/shipping/calculator", "/api/metrics?from=2026-01-01&to=2026-01-02"])
    await request.get(path, { maxRedirects: 0 }).catch(() => null);
});

// The range is saved per user in our database: put the default back so spec files run later on this stack
// (some do not reset) open /metrics on "Last 30 days".
test.afterEach(async ({ page }, testInfo) => {
  const res = await page.request.put("/api/metrics/range", { data: { preset: "last30" } }).catch(() => null);
  // A test that failed before signing in has no session to put it back for (the next reset does it).
  if (testInfo.status === "passed") expect(res?.ok(), `range put back: ${res?.status()}`).toBe(true);
});

test("a custom range from the picker shows its dates, totals the sandbox's visits for those days, and is still chosen after a reload", async ({
  page,
}) => {
  const opened = nextRead<{ range: { from: string; to: string } }>(page, "/api/metrics");
  await page.goto("/metrics");
  const trigger = page.getByRole("button", { name: /^Period: / });
  await expect(trigger).toHaveAccessibleName("Period: Last 30 days");
  // The page's own today (the last 30 days end on it, fixed when the page opened), not the test's clock:
  // a run crossing midnight in Buenos Aires picks the days the page counts from.
  const { range: opening } = await opened;
  expect(opening.from).toBe(addDays(opening.to, -29));
  const today = opening.to;
  await expect(visitsCard(page)).toHaveAttribute("data-kpi-total", /^\d+$/);
  const before = await visitsCard(page).getAttribute("data-kpi-total");
  // 26 settled days (all older than the 48 h reporting lag), matching no preset: our copy and the sandbox agree exactly.
  const [from, to] = [addDays(today, -40), addDays(today, -15)];
  const expected = { total_visits: await sandboxVisits(page, from, to) };

  await trigger.click();
  const picker = page.getByRole("dialog");
  await picker.getByLabel("From", { exact: true }).fill(from);
  await picker.getByLabel("To", { exact: true }).fill(to);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/metrics/range") && r.request().method() === "PUT");
  await page.getByRole("button", { name: "Apply" }).click();
  expect((await saved).ok()).toBeTruthy();

  const shown = async () => {
    await expect(trigger).toHaveAccessibleName(`Period: ${inEnglish(from)} – ${inEnglish(to)}`);
    await expect(page.getByText(`${inEnglish(from, true)} – ${inEnglish(to, true)} · Days in`)).toBeVisible();
    await expect(visitsCard(page)).toHaveAttribute("data-kpi-total", String(expected.total_visits));
  };
  await shown();
  expect(String(expected.total_visits)).not.toBe(before);
  // Saved for this user: the server renders the same custom range after a reload.
  await page.reload();
  await shown();
});

test("the listings' sparklines are dashed from the first day whose visits are still being counted, as the cards' are: today's partial count is no fall", async ({
  page,
}) => {
  const openedMs = Date.now();
  const read = nextRead<{
    range: { from: string; to: string };
    finalThrough: string;
    items: Array<{ id: string; spark: Array<number | null> }>;
  }>(page, "/api/metrics/items");
  await page.goto("/metrics");
  const { range, finalThrough, items } = await read;
  // The last 30 days (nothing saved after the reset) end today. Visits are final once their day ended 48 h
  // ago: the table says through which day that was when it was read.
  expect(range.to).toBe(addDays(range.from, 29));
  expect([day(openedMs), day(Date.now())]).toContain(range.to);
  expect(
    finalThrough >= lastFinalVisitsDay(openedMs) && finalThrough <= lastFinalVisitsDay(Date.now()),
    `final through ${finalThrough}`,
  ).toBe(true);
  const firstProvisional = Math.round((Date.parse(finalThrough) - Date.parse(range.from)) / 86_400_000) + 1; // today at the latest
  const table = listingsOf(page).getByRole("table", { name: "Listings", exact: true });
  await expect(table.getByRole("rowheader").first()).toBeVisible();
  // Each row's sparkline: a solid line through the final days, then a dashed one from the last final day
  // on (the line leading into a provisional day is provisional too), as on the cards and the charts.
  const lines = await table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((tr) => {
      const paths = [...tr.querySelectorAll("svg[viewBox='0 0 100 40'] path")];
      const points = (p: Element | undefined) => p?.getAttribute("d")?.match(/[ML]/g)?.length ?? 0;
      const dashed = paths.find((p) => p.hasAttribute("data-provisional"));
      return {
        id: tr.querySelector("th[scope=row] span")?.textContent ?? "",
        solid: points(paths.find((p) => p !== dashed)),
        dashed: points(dashed),
        dash: dashed?.getAttribute("stroke-dasharray") ?? null,
      };
    }),
  );
  const spark = new Map(items.map((r) => [r.id, r.spark]));
  const whole = lines.filter((l) => spark.get(l.id)?.every((v) => v !== null)); // rows with a gap break their line elsewhere
  expect(whole.length, "rows with every day's visits").toBeGreaterThan(10);
  for (const l of whole)
    expect({ id: l.id, solid: l.solid, dashed: l.dashed, dashes: l.dash !== null }).toEqual({
      id: l.id,
      solid: firstProvisional,
      dashed: 30 - firstProvisional + 1,
      dashes: true,
    });
});

test("the comparison shades the days still being counted and continues each line faded from its last final day, as the account charts do", async ({
  page,
}) => {
  const read = nextRead<{
    range: { from: string; to: string };
    finalThrough: string;
    items: Array<{ id: string; visits: number | null; spark: Array<number | null> }>;
  }>(page, "/api/metrics/items");
  await page.goto("/metrics");
  const { range, finalThrough, items } = await read;
  // The last 30 days (nothing saved after the reset) end today, which is still being counted: the days
  // after the table's `finalThrough` are the provisional ones, whatever the hour.
  expect(range.to).toBe(addDays(range.from, 29));
  const firstProvisional = Math.round((Date.parse(finalThrough) - Date.parse(range.from)) / 86_400_000) + 1;
  expect(firstProvisional, `final through ${finalThrough}`).toBeGreaterThan(0);
  expect(firstProvisional).toBeLessThan(30);
  // The two busiest listings with every day's visits (rows with a gap break their lines elsewhere): the
  // table lists the busiest first, so both are on its first page.
  const picked = items
    .filter((r) => r.visits !== null && r.spark.every((v) => v !== null))
    .sort((a, b) => b.visits! - a.visits! || a.id.localeCompare(b.id))
    .slice(0, 2);
  expect(picked).toHaveLength(2);
  for (const { id } of picked)
    await listingsOf(page)
      .getByRole("row")
      .filter({ hasText: id })
      .getByRole("checkbox", { name: /^Compare / })
      .check();
  const compare = page.getByTestId("compare");
  await expect(compare.getByTestId("compare-legend").getByRole("listitem")).toHaveCount(2);
  await expect(compare.locator(".compare-provisional path.recharts-line-curve")).toHaveCount(2);
  await expect(compare.locator("[aria-busy=true]")).toHaveCount(0);
  // One shaded band, labelled, and the legend says from which day in words.
  await expect(compare.locator(".recharts-reference-area")).toHaveCount(1);
  await expect(compare.locator("svg text", { hasText: /^provisional$/ })).toHaveCount(1);
  await expectProvisionalLabelAbove(compare, "comparison");
  const firstDay = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${addDays(range.from, firstProvisional)}T12:00:00Z`),
  );
  await expect(compare.getByTestId("compare-provisional")).toContainText(`the days from ${firstDay} on`);
  const drawn = await compare.evaluate((root) => {
    const line = (p: Element) => {
      const d = p.getAttribute("d") ?? "";
      const xs = [...d.matchAll(/[MLC][^MLCZ]*/g)].map((c) => Number(c[0].slice(1).trim().split(/[ ,]+/).at(-2)));
      return {
        stroke: p.getAttribute("stroke"),
        dash: p.getAttribute("stroke-dasharray"),
        opacity: Number(p.getAttribute("stroke-opacity") ?? 1),
        points: xs.length,
        x1: xs[0]!,
        x2: xs.at(-1)!,
        moves: d.match(/M/g)?.length ?? 0,
      };
    };
    const band = root.querySelector(".recharts-reference-area path, .recharts-reference-area rect") as SVGGraphicsElement;
    const box = band.getBBox();
    return {
      final: [...root.querySelectorAll(".compare-final path.recharts-line-curve")].map(line),
      provisional: [...root.querySelectorAll(".compare-provisional path.recharts-line-curve")].map(line),
      band: { x1: box.x, x2: box.x + box.width },
    };
  });
  // Each listing: one unbroken line through the final days at full strength, then the same colour and dash,
  // faded, from the last final day to today. The band spans exactly that stretch.
  expect(drawn.final).toHaveLength(2);
  for (const [i, f] of drawn.final.entries()) {
    const p = drawn.provisional[i]!;
    expect({ points: f.points, moves: f.moves, opacity: f.opacity }, `final line ${i}`).toEqual({
      points: firstProvisional,
      moves: 1,
      opacity: 1,
    });
    expect({ points: p.points, moves: p.moves, stroke: p.stroke, dash: p.dash }, `provisional line ${i}`).toEqual({
      points: 30 - firstProvisional + 1,
      moves: 1,
      stroke: f.stroke,
      dash: f.dash,
    });
    expect(p.opacity, `provisional line ${i} is faded`).toBeLessThan(0.6);
    expect(Math.abs(p.x1 - f.x2), `line ${i} continues from its last final point`).toBeLessThan(0.5);
    expect(Math.abs(drawn.band.x1 - p.x1), "the band starts at the last final day").toBeLessThan(0.5);
    expect(Math.abs(drawn.band.x2 - p.x2), "the band ends at the last day").toBeLessThan(0.5);
  }
});

test("Clear in the comparison removes every compared listing and unticks their boxes", async ({ page }) => {
  await page.goto("/metrics");
  const compare = page.getByTestId("compare");
  const legend = compare.getByTestId("compare-legend");
  const boxes = listingsOf(page).getByRole("checkbox", { name: /^Compare / });
  await expect(boxes.nth(1)).toBeVisible();
  const titles = await listingsOf(page).getByRole("rowheader").getByRole("link").allTextContents();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(legend.getByRole("listitem")).toHaveCount(2);

  await compare.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(legend).toHaveCount(0);
  await expect(compare.locator("path.recharts-line-curve")).toHaveCount(0);
  await expect(compare.getByText(/Tick up to 5 listings/)).toBeVisible();
  await expect(compare.getByRole("button", { name: "Clear", exact: true })).toHaveCount(0);
  await expect(boxes.nth(0)).not.toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  // Emptied, not hidden: ticking the second listing again compares it alone.
  await boxes.nth(1).check();
  await expect(legend.getByRole("listitem")).toHaveCount(1);
  await expect(legend).toContainText(titles[1]!);
  await expect(legend).not.toContainText(titles[0]!);
});

test("a preset on a listing's page changes its visits to the sandbox's own total for that listing and range", async ({ page }) => {
  await page.goto("/metrics");
  const openedMs = Date.now();
  // The listing with the most visits: it has traffic in any month.
  await listingsOf(page).getByRole("rowheader").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/metrics\/items\/MLA\d+$/);
  const id = page.url().match(/MLA\d+$/)![0];
  await expect(page.getByRole("button", { name: "Period: Last 30 days" })).toBeVisible();
  await expect(visitsCard(page)).toHaveAttribute("data-kpi-total", /^\d+$/);
  const before = await visitsCard(page).getAttribute("data-kpi-total");

  // The sandbox's own total for the listing, exactly once last month's days are final (from the 3rd;
  // before, its last days are still being reported: see pickLastMonth).
  const { total } = await pickLastMonth(page, {
    api: `/api/metrics/items/${id}`,
    openedMs,
    sandboxTotal: (from, to) => sandboxItemVisits(page, id, from, to),
  });
  expect(String(total)).not.toBe(before);
  await expect(page.getByTestId("funnel").getByRole("listitem").first()).toContainText(new Intl.NumberFormat("en").format(total));
});
