// What the metrics specs share: the site's calendar days, the sandbox's own visit totals and the page's parts.
import { expect, type Locator, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { SELLERS } from "./support";

const MLA_TZ = "America/Argentina/Buenos_Aires";
/** A moment's calendar day in the MLA site's time zone (YYYY-MM-DD). */
export const day = (ms: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: MLA_TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
export const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The last day whose visits are final at a moment, as the app reckons it: visits arrive up to 48 h late, so
 * a day is final once it ended 48 h ago.
 */
export const lastFinalVisitsDay = (ms: number) => addDays(day(ms - 48 * 3_600_000), -1);

/** The calendar month before the one holding `today`: the "Last month" preset's range. */
export function monthBefore(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** The sandbox's own total for a range: the number the cards must show. */
export async function sandboxVisits(page: Page, from: string, to: string): Promise<number> {
  const res = await page.request.get(`${SANDBOX_URL}/users/${SELLERS.MLA.id}/items_visits?date_from=${from}&date_to=${to}`);
  return ((await res.json()) as { total_visits: number }).total_visits;
}

/** The sandbox's own total for one listing over a range. */
export async function sandboxItemVisits(page: Page, id: string, from: string, to: string): Promise<number> {
  const res = await page.request.get(`${SANDBOX_URL}/items/visits?ids=${id}&date_from=${from}&date_to=${to}`);
  // An array in the spec profile, one object in the real one (E2E_PROFILE=real; docs/real-api.md).
  const body = (await res.json()) as { total_visits: number } | Array<{ total_visits: number }>;
  return (Array.isArray(body) ? body[0]! : body).total_visits;
}

/** A visits series as our API gives it (lib/schemas/metrics.ts), as far as the specs read it. */
export interface VisitsSeries {
  status: string;
  points: Array<{ date: string; value: number | null }>;
  finalThrough: string;
}

/** The next answer of our API at `pathname` (GET): the numbers the page is about to show. */
export const nextRead = <T>(page: Page, pathname: string, accept: (q: URLSearchParams) => boolean = () => true) =>
  page
    .waitForResponse(
      (r) => {
        const url = new URL(r.url());
        return r.request().method() === "GET" && url.pathname === pathname && accept(url.searchParams);
      },
      { timeout: 90_000 }, // a cold read of a month and its previous one, on a loaded machine
    )
    .then(async (r) => {
      expect(r.ok(), `${pathname}: ${r.status()}`).toBe(true);
      return (await r.json()) as T;
    });

const sum = (points: VisitsSeries["points"]) => points.reduce((a, p) => a + (p.value ?? 0), 0);

/**
 * Picks "Last month" on a metrics page (`api`: the route its visits come from) and checks the visits card
 * against the sandbox, on any day of the month and at any hour. From the 3rd, every day of last month is
 * final and the card must show the sandbox's total exactly. On the 1st or 2nd its last days are still
 * provisional: the sandbox reports more of them at the top of every hour (visits arrive up to 48 h late).
 * Then the days the app calls final must still match the sandbox exactly, and the month must be the
 * sandbox's total as it stood just before or just after the app read it (one number, unless an hour
 * began in between). `openedMs`: a moment before the page was opened (the page fixes its "today" then).
 */
export async function pickLastMonth(
  page: Page,
  { api, openedMs, sandboxTotal }: { api: string; openedMs: number; sandboxTotal: (from: string, to: string) => Promise<number> },
) {
  const pickedMs = Date.now();
  const asked = monthBefore(day(pickedMs));
  // Nothing has read this month since the test's reset: the app's read comes after this one.
  const before = await sandboxTotal(asked.from, asked.to);
  const read = nextRead<{ range: { from: string; to: string }; visits: VisitsSeries }>(page, api, (q) => {
    const month = monthBefore(addDays(q.get("to")!, 1)); // a whole calendar month, and no other range
    return q.get("from") === month.from && q.get("to") === month.to;
  });
  await pickPreset(page, "Last month");
  const { range, visits } = await read;
  expect([monthBefore(day(openedMs)), monthBefore(day(Date.now()))], "the range is last month").toContainEqual(range);
  expect(visits.status).toBe("ok");
  const total = sum(visits.points);
  await expect(visitsCard(page)).toHaveAttribute("data-kpi-total", String(total), { timeout: 45_000 });
  const after = await sandboxTotal(range.from, range.to);
  // Final through the day that had ended 48 h before the read, no earlier and no later.
  expect(
    visits.finalThrough >= lastFinalVisitsDay(pickedMs) && visits.finalThrough <= lastFinalVisitsDay(Date.now()),
    `final through ${visits.finalThrough}`,
  ).toBe(true);
  const settled = visits.points.filter((p) => p.date <= visits.finalThrough);
  if (settled.length)
    expect(sum(settled), `final days to ${settled.at(-1)!.date}`).toBe(await sandboxTotal(range.from, settled.at(-1)!.date));
  // A page opened before a month began is still on the month before `asked`: long settled, one number.
  expect(range.to === asked.to ? [before, after] : [after], `sandbox's total before and after the read`).toContain(total);
  return { range, visits, total };
}

/** The first visits card's total (the raw number, not its formatting). */
export const visitsCard = (page: Page) => page.locator("[data-kpi-total]").first();

/** The listings section (exact: "Compare listings" is a region too). */
export const listingsOf = (page: Page) => page.getByRole("region", { name: "Listings", exact: true });

/** The shared date-range picker: open it, pick a preset (it applies at once). */
export async function pickPreset(page: Page, name: string) {
  await page.getByRole("button", { name: /^Period: / }).click();
  await page.getByRole("button", { name, exact: true }).click();
  await expect(page.getByRole("button", { name: `Period: ${name}` })).toBeVisible({ timeout: 45_000 });
}

/**
 * A chart's "provisional" label is above its plot, never over the lines (inside a band a day or two wide it
 * ran over them): it ends above the shaded band, at the band's right edge, inside the chart's picture.
 */
export async function expectProvisionalLabelAbove(chart: Locator, what: string) {
  const boxOf = async (part: Locator) => (await part.boundingBox())!;
  const label = await boxOf(chart.locator("svg text", { hasText: /^provisional$/ }));
  const band = await boxOf(chart.locator(".recharts-reference-area path, .recharts-reference-area rect").first());
  const picture = await boxOf(chart.locator("svg.recharts-surface").first());
  expect(label.y + label.height, `${what}: the label ends above the band`).toBeLessThanOrEqual(band.y + 0.5);
  expect(label.y, `${what}: the label is inside the chart`).toBeGreaterThanOrEqual(picture.y);
  expect(Math.abs(label.x + label.width - (band.x + band.width)), `${what}: the label ends at the band's right edge`).toBeLessThan(2);
}
