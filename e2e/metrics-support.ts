// What the metrics specs share: the site's calendar days, the sandbox's own visit totals and the page's parts.
import { expect, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../playwright.config";
import { SELLERS } from "./support";

const MLA_TZ = "America/Argentina/Buenos_Aires";
/** A moment's calendar day in the MLA site's time zone (YYYY-MM-DD). */
export const day = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: MLA_TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
export const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The last day whose visits are final at a moment, as the app reckons it: visits arrive up to 48 h late, so
 * a day is final once it ended 48 h ago.
 */
export const lastFinalVisitsDay = (ms: number) => addDays(day(ms - 48 * 3_600_000), -1);

/** The sandbox's own total for a range: the number the cards must show. */
export async function sandboxVisits(page: Page, from: string, to: string): Promise<number> {
  const res = await page.request.get(`${SANDBOX_URL}/users/${SELLERS.MLA.id}/items_visits?date_from=${from}&date_to=${to}`);
  return ((await res.json()) as { total_visits: number }).total_visits;
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
