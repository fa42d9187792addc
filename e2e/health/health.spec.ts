import { expect, test, type Page } from "@playwright/test";
import { connectAccount } from "../support/accounts";
import { sandbox, SELLERS, signInAs, syncNow } from "../support/support";

// Account health (issue 54) against the sandbox's seeded reputations and handling deadlines: the card's colour,
// window and distances; the dispatch-risk queue and the Sales filter agreeing with the card's counts; a
// protected seller and one under 10 sales; the all-accounts strip's colour and risk count.
test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

type Queue = { rows: Array<{ saleId: string; isLate: boolean }>; counts: { dueToday: number; late: number } };
const queueOf = async (page: Page): Promise<Queue> => {
  const res = await page.request.get("/api/health/dispatch");
  expect(res.ok(), `dispatch: ${res.status()}`).toBeTruthy();
  return (await res.json()) as Queue;
};

test("the overview's health card: colour, window, both distances in counts, dispatch counts, the bands' source", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await syncNow(page.request, "sales");
  await page.goto("/");
  const card = page.getByTestId("health-card");
  await expect(card.getByTestId("health-level")).toHaveText("Green");
  // 1,320 sales in 60 days; 132 late dispatches are exactly 10 %, green's maximum: the next one drops it.
  await expect(card).toContainText("Last 60 days · 1,320 sales");
  await expect(card.getByTestId("health-to-worse")).toHaveText("1 more late dispatch or 2 more claims or 4 more cancellations");
  await expect(card).toContainText("To drop to yellow");
  await expect(card).toContainText("Green is the best colour");
  await expect(card.getByTestId("health-rate-claims")).toContainText("18 · 1.36%");
  await expect(card.getByTestId("health-rate-claims")).toContainText("4 excluded");
  await expect(card.getByTestId("health-rate-claims")).toContainText("Green up to 1.5% · yellow up to 3% · orange up to 6%");
  await expect(card).toContainText("Bands: Mercado Libre help pages");
  const { counts } = await queueOf(page);
  expect(counts.dueToday, "the seed leaves some of today's sales to hand over").toBeGreaterThan(0);
  expect(counts.late, "and some already late").toBeGreaterThan(0);
  await expect(card.getByTestId("health-dispatch")).toContainText(`${counts.dueToday} must leave today · ${counts.late} already late`);
  await page.screenshot({ path: "test-results/screens/health-overview-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/health-overview-390.png", fullPage: true });
});

test("the risk queue lists late sales first with their deadlines, and the Sales filter lists the same sales", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await syncNow(page.request, "sales");
  const queue = await queueOf(page);
  await page.goto("/health");
  await expect(page.getByRole("heading", { name: "Account health", level: 1 })).toBeVisible();
  const rows = page.getByTestId("dispatch-queue").getByTestId("dispatch-row");
  await expect(rows).toHaveCount(queue.rows.length);
  await expect(rows.first()).toHaveAttribute("data-late", "true");
  await expect(rows.first()).toContainText(/Late · Was due/);
  await expect(rows.last()).toContainText(/Leave by \d{1,2}:\d\d/);
  await expect(rows.first().getByRole("button", { name: "Label" })).toBeVisible();
  // The day's reading is kept: the trend has its first point.
  await expect(page.getByTestId("health-trend")).toContainText("One reading so far");
  await page.screenshot({ path: "test-results/screens/health-page-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/health-page-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("link", { name: "See all in Sales" }).click();
  await expect(page).toHaveURL(/\/sales\?show=dispatch/);
  await expect(page.getByRole("button", { name: "Must leave today or late" })).toHaveAttribute("aria-pressed", "true");
  const listed = (await (await page.request.get("/api/sales?show=dispatch&limit=100")).json()) as { sales: Array<{ id: string }> };
  expect(listed.sales.map((s) => s.id).sort()).toEqual(queue.rows.map((r) => r.saleId).sort());
  await expect(page.getByTestId("sale-dispatch-deadline")).toHaveCount(queue.rows.length);
});

test("a protected seller sees the real colour beside the shown one; a seller under 10 sales is told plainly", async ({ page, browser }) => {
  await signInAs(page, SELLERS.MLB.nickname, SELLERS.MLB.site);
  await page.goto("/health");
  const card = page.getByTestId("health-card");
  await expect(card.getByTestId("health-level")).toHaveText("Light green");
  await expect(card.getByTestId("health-protection")).toContainText("your real colour is Yellow");
  // Real yellow on MLB: 14 claims in 480 sales; 700 sales keep them within green's 2 %.
  await expect(card.getByTestId("health-to-better")).toHaveText("220 sales without a claim");

  const other = await browser.newPage();
  await signInAs(other, "PRIMEROS_PASOS_AR", SELLERS.MLA.site);
  await other.goto("/health");
  await expect(other.getByTestId("health-card").getByTestId("health-distance")).toHaveText(
    "No reputation yet: it starts at 10 sales. 3 more sales to go.",
  );
  await other.close();
});

test("the all-accounts strip shows each account's colour and risk count", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await syncNow(page.request, "sales");
  await page.goto("/");
  await expect(page.getByTestId("health-level")).toHaveText("Green");
  const mla = await queueOf(page);
  await connectAccount(page, SELLERS.MLB);
  await page.goto("/");
  const cards = page.getByTestId("account-today");
  await expect(cards).toHaveCount(2);
  const pampa = cards.filter({ hasText: SELLERS.MLA.nickname });
  const campo = cards.filter({ hasText: SELLERS.MLB.nickname });
  await expect(pampa.getByTestId("account-colour")).toContainText("Green");
  await expect(pampa.getByTestId("account-risk")).toContainText(String(mla.counts.dueToday + mla.counts.late));
  // MLB's reading comes with this overview's card; its sales were not imported, so nothing is at risk yet.
  await expect(page.getByTestId("health-level")).toHaveText("Light green");
  await page.reload();
  await expect(campo.getByTestId("account-colour")).toContainText("Light green");
  await expect(campo.getByTestId("account-risk")).toContainText("0");
});
