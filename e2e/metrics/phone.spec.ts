import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { expectProvisionalLabelAbove, listingsOf } from "../support/metrics";
import { SELLERS, signInAs } from "../support/support";

// Cold reads of 30–90 days and the listings table, and the chart chunk, take a while on a loaded machine.
const expect = baseExpect.configure({ timeout: 45_000 });
const SHOTS = process.env.METRICS_SHOTS_DIR;

// A cold read of 30 days and the items table takes a while on a shared 2-core machine.
test.setTimeout(180_000);

// The first request to each route of a fresh production server loads its modules: on a busy machine that
// alone can outlast the sign-in helper's 10 s wait, so touch the routes once before the tests.
test.beforeAll(async ({ request }) => {
  for (const path of ["/signin", "/", "/metrics", "/api/metrics?from=2026-01-01&to=2026-01-02", "/api/overview/questions"])
    await request.get(path, { maxRedirects: 0 }).catch(() => null);
});

/** Each chart card's "Show as table" stays on its title's row, at the right: a long title wraps beside it. */
async function headersOnOneRow(page: Page, panels: string[]) {
  for (const id of panels) {
    const panel = page.getByTestId(`panel-${id}`);
    const button = panel.getByRole("button", { name: "Show as table" });
    await expect(button).toBeVisible();
    const [title, box, card] = await Promise.all([
      panel.getByRole("heading", { level: 2 }).boundingBox(),
      button.boundingBox(),
      panel.boundingBox(),
    ]);
    expect(box!.y, `${id}: the button starts above the title's bottom`).toBeLessThan(title!.y + title!.height);
    expect(title!.y, `${id}: the title starts above the button's bottom`).toBeLessThan(box!.y + box!.height);
    expect(box!.x, `${id}: the button is right of the title`).toBeGreaterThanOrEqual(title!.x + title!.width);
    expect(card!.x + card!.width - (box!.x + box!.width), `${id}: the button is at the card's right`).toBeLessThan(24);
  }
}

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("at 390 px /metrics, a listing's page and the overview have no horizontal overflow", async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    const noOverflow = async (name: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
    };
    await page.goto("/metrics");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-kpi-total]").first()).toBeVisible();
    await expect(page.getByTestId("panel-visits").locator("path.recharts-line-curve").first()).toBeVisible();
    await noOverflow("metrics");
    await headersOnOneRow(page, ["visits", "questions", "phone-views", "sales"]);
    // The charts' narrow provisional bands (a day of 30 is a few pixels here) are labelled above the plot.
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    let banded = 0;
    for (const id of ["visits", "questions", "phone-views", "sales"]) {
      const chart = page.getByTestId(`panel-${id}`);
      if ((await chart.locator(".recharts-reference-area").count()) === 0) continue;
      await expectProvisionalLabelAbove(chart, id);
      banded++;
    }
    expect(banded, "charts with a provisional band").toBeGreaterThan(0);
    await listingsOf(page).getByRole("list", { name: "Listings", exact: true }).getByRole("listitem").first().getByRole("link").click();
    await expect(page.getByTestId("funnel")).toBeVisible();
    await expect(page.getByTestId("panel-item-visits").locator("path.recharts-line-curve").first()).toBeVisible();
    await noOverflow("item");
    // "Visits by hour, last two days" wraps beside its button, as every other chart card's title.
    await headersOnOneRow(page, ["item-visits", "item-hours", "item-questions", "item-sales"]);
    await page.goto("/");
    await expect(
      page
        .getByRole("region", { name: "Unanswered questions" })
        .getByText(/\d|All questions answered|not been brought in/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Visits today" }).getByText(/in the same hours on|Too early to compare/)).toBeVisible();
    await noOverflow("overview");
  });

  test("at 390 px the listings are cards: a listing's title and visits in view without scrolling sideways; its box compares it", async ({
    page,
  }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await page.goto("/metrics");
    const listings = listingsOf(page);
    const card = listings.getByRole("list", { name: "Listings", exact: true }).getByRole("listitem").first();
    const title = card.getByRole("link");
    await expect(title).toBeVisible();
    await expect(listings.getByRole("table")).toBeHidden();
    const visits = card.locator("dt:text-is('Visits') + dd");
    await expect(visits).toHaveText(/^\d[\d,]*$/);
    for (const part of [title, card.locator("dt:text-is('Visits')"), visits]) {
      await part.scrollIntoViewIfNeeded();
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // A short card: under the title, one key line of the visits, their change (its label for screen readers)
    // and the trend's sparkline (no "Trend" row of its own), then the other five figures as label–value
    // pairs on at most two lines.
    const boxOf = async (part: Locator) => (await part.boundingBox())!;
    const visitsBox = await boxOf(visits);
    const changeBox = await boxOf(card.locator("dt:text-is('Change') + dd"));
    const sparkBox = await boxOf(card.locator("svg[viewBox='0 0 100 40']"));
    await expect(card.locator("dt:text-is('Trend')")).toHaveCount(0);
    await expect(card.locator("dt:text-is('Change')")).toHaveClass(/sr-only/);
    expect(Math.abs(visitsBox.y - changeBox.y), "the change on the visits' line").toBeLessThan(4);
    expect(sparkBox.x, "the sparkline after the change").toBeGreaterThan(changeBox.x + changeBox.width);
    expect(
      sparkBox.y < visitsBox.y + visitsBox.height && visitsBox.y < sparkBox.y + sparkBox.height,
      "the sparkline beside the visits",
    ).toBe(true);
    const others = await Promise.all(
      ["Questions", "Phone views", "Sales", "Sales / visits", "Questions / visits"].map((label) =>
        boxOf(card.locator(`dt:text-is('${label}')`)),
      ),
    );
    for (const other of others)
      expect(other.y, "the other figures under the key line").toBeGreaterThanOrEqual(
        Math.max(visitsBox.y + visitsBox.height, sparkBox.y + sparkBox.height) - 1,
      );
    expect(new Set(others.map((o) => Math.round(o.y))).size, "the other figures on at most two lines").toBeLessThanOrEqual(2);
    // Every card of the page stays short: with a two-line title, 188 px here (a row for the trend and the
    // figures in tiles made them 257 px with a one-line title). A card saying why visits are missing has a
    // line more.
    const heights = await listings
      .getByRole("list", { name: "Listings", exact: true })
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.filter((li) => !li.textContent?.includes("visits missing")).map((li) => Math.round(li.getBoundingClientRect().height)),
      );
    expect(heights.length).toBeGreaterThan(10);
    expect(Math.max(...heights), `card heights ${heights.join(", ")}`).toBeLessThanOrEqual(200);
    // A sale among thousands of visits is a rate with its decimals on the cards too, never 0 %.
    const figures = await listings
      .getByRole("list", { name: "Listings", exact: true })
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((li) =>
          Object.fromEntries(
            [...li.querySelectorAll("dt")].map((dt) => [dt.textContent?.trim(), dt.nextElementSibling?.textContent?.trim()]),
          ),
        ),
      );
    const sold = figures.filter((t) => t["Sales"] !== "0" && t["Visits"] !== "—");
    expect(sold.length, "cards with sales").toBeGreaterThan(0);
    for (const t of sold) expect(t["Sales / visits"], `${t["Sales"]} sales over ${t["Visits"]} visits`).toMatch(/^<?\d+(\.\d+)?%$/);
    for (const t of sold) expect(t["Sales / visits"]).not.toBe("0%");
    const name = (await title.textContent())!;
    await card.getByRole("checkbox", { name: `Compare ${name}` }).check();
    await expect(page.getByTestId("compare").getByTestId("compare-legend")).toContainText(name);
  });
});
