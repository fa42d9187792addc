import { expect as baseExpect, test, type Page } from "../support/test";
import { nextRead, pickPreset, visitsCard, type VisitsSeries } from "../support/metrics";

// Cold reads of the metrics on a loaded machine are slow.
const expect = baseExpect.configure({ timeout: 45_000 });

test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

// The range is saved per user: put the default back for spec files run later on this stack.
test.afterEach(async ({ page }) => {
  await page.request.put("/api/metrics/range", { data: { preset: "last30" } }).catch(() => null);
});

/**
 * Holds our API's answers at these paths (GET, any range but `from`) until the returned release is called:
 * a slow marketplace, made as slow as the test needs and no slower.
 */
async function holdReads(page: Page, paths: string[], except: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => paths.includes(url.pathname) && url.searchParams.get("from") !== except,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

const sum = (s: VisitsSeries) => s.points.reduce((a, p) => a + (p.value ?? 0), 0);

test("switching the range dims the previous range's figures under an 'Updating…' sign until the new range's arrive", async ({ page }) => {
  const opened = nextRead<{ range: { from: string }; visits: VisitsSeries }>(page, "/api/metrics");
  await page.goto("/metrics");
  const first = await opened;
  await expect(visitsCard(page)).toHaveAttribute("data-kpi-total", String(sum(first.visits)));
  const figures = page.locator("[data-updating]").filter({ has: visitsCard(page) });
  await expect(page.getByRole("status").filter({ hasText: "Updating…" })).toHaveCount(0);

  const release = await holdReads(page, ["/api/metrics", "/api/metrics/items"], first.range.from);
  const next = nextRead<{ visits: VisitsSeries }>(page, "/api/metrics", (q) => q.get("from") !== first.range.from);
  await pickPreset(page, "Last 7 days");
  // The label says 7 days at once; the 30 days' figures under it are visibly not the answer yet.
  await expect(figures).toHaveAttribute("aria-busy", "true");
  await expect(figures.getByRole("status")).toHaveText("Updating…");
  await expect(page.getByRole("region", { name: "Listings", exact: true }).getByRole("status")).toHaveText("Updating…");
  await expect(page.getByText(/· Compared with/)).toHaveCount(0);

  release();
  const { visits } = await next;
  await expect(visitsCard(page)).toHaveAttribute("data-kpi-total", String(sum(visits)));
  await expect(page.getByRole("status").filter({ hasText: "Updating…" })).toHaveCount(0);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
});

test("on a listing's page too, a new range's figures load under an 'Updating…' sign, not as the old range's", async ({ page }) => {
  const listed = nextRead<{ items: Array<{ id: string }> }>(page, "/api/metrics/items");
  await page.goto("/metrics");
  const id = (await listed).items[0]!.id;
  const path = `/api/metrics/items/${id}`;
  const opened = nextRead<{ range: { from: string }; visits: VisitsSeries }>(page, path);
  await page.goto(`/metrics/items/${id}`);
  const first = await opened;
  await expect(visitsCard(page)).toHaveAttribute("data-kpi-total", String(sum(first.visits)));

  const release = await holdReads(page, [path], first.range.from);
  const next = nextRead<{ visits: VisitsSeries }>(page, path, (q) => q.get("from") !== first.range.from);
  await pickPreset(page, "Last 90 days");
  const figures = page.locator("[data-updating]").filter({ has: visitsCard(page) });
  await expect(figures).toHaveAttribute("aria-busy", "true");
  await expect(figures.getByRole("status")).toHaveText("Updating…");

  release();
  const { visits } = await next;
  await expect(visitsCard(page)).toHaveAttribute("data-kpi-total", String(sum(visits)));
  await expect(page.getByRole("status").filter({ hasText: "Updating…" })).toHaveCount(0);
});

test("the 90-day units card shows its change against the previous period, or says why it cannot", async ({ page }) => {
  await page.goto("/metrics");
  await pickPreset(page, "Last 90 days");
  const units = page
    .locator("div")
    .filter({ has: page.getByText("Units sold", { exact: true }) })
    .filter({ has: page.locator("[data-kpi-total]") })
    .last();
  await expect(units.locator("[data-kpi-total]")).toBeVisible();
  await expect(units.getByText(/vs previous period|No change/).first()).toBeVisible();
});
