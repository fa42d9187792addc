import { expect as baseExpect, test } from "@playwright/test";
import { addDays, day, listingsOf } from "../support/metrics";
import { sandbox, sandboxGetAs, SELLERS, signInAs } from "../support/support";

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

test("a listing that does not exist says so, with nothing left loading; a malformed id is the 404 page", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/metrics/items/MLA999999999999");
  await expect(page.getByRole("alert").filter({ hasText: "This listing was not found." })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("main").getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await page.goto("/metrics/items/undefined");
  await expect(page.getByText("This page does not exist.")).toBeVisible();
});

test("free shipping turned on shows as a marker on the listing's visits chart", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const res = await page.request.get(
    `/api/shipping/items?${new URLSearchParams({ free: "not_free", mode: "me2", accepts: "yes", limit: "20", refresh: "1" })}`,
  );
  const item = ((await res.json()) as { items: Array<{ id: string; status: string | null }> }).items.find((r) => r.status === "active");
  expect(item, "an active listing without free shipping").toBeTruthy();
  const on = await page.request.post(`/api/shipping/items/${item!.id}/free-shipping`, { data: { action: "on" } });
  expect(on.ok(), `free shipping on: ${on.status()}`).toBeTruthy();
  await page.goto(`/metrics/items/${item!.id}`);
  await expect(page.getByTestId("markers").getByText("free shipping turned on")).toBeVisible();
  await expect(page.getByTestId("panel-item-visits").locator(".recharts-reference-line")).not.toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/item-markers-1280.png`, fullPage: true });
});

test("an item page shows the funnel visits → contacts → sales with step rates", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/metrics");
  const first = listingsOf(page).getByRole("rowheader").first().getByRole("link");
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const funnel = page.getByTestId("funnel");
  await expect(funnel.getByRole("listitem")).toHaveCount(3);
  await expect(funnel.getByText(/of the step before/).first()).toBeVisible();
  await expect(page.getByTestId("panel-item-visits").locator("path.recharts-line-curve")).toHaveCount(3);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/item-1280.png`, fullPage: true });
});

// Issue 58 item 8: our copy of the questions starts at the first import's 30 days, so a listing's previous
// period of questions is read from the marketplace, and known.
test("a listing's questions compare with a previous period that is known", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  // A listing buyers asked about within the last 60 days, as the marketplace holds it.
  const since = new Date(Date.now() - 60 * 86_400_000).toISOString();
  const asked = (await sandboxGetAs(
    request,
    SELLERS.MLA.id,
    `/questions/search?seller_id=${SELLERS.MLA.id}&date_created.from=${since}&limit=50&api_version=4`,
  )) as { questions: Array<{ item_id: string }> };
  const itemId = asked.questions[0]?.item_id;
  expect(itemId, "a listing with recent questions").toBeTruthy();
  const to = day(Date.now());
  const res = await page.request.get(`/api/metrics/items/${itemId}?from=${addDays(to, -29)}&to=${to}`);
  expect(res.ok(), `item metrics: ${res.status()}`).toBeTruthy();
  const detail = (await res.json()) as {
    previousRange: { from: string; to: string };
    questions: { previous: Array<{ value: number | null }> };
  };
  expect(detail.questions.previous.length).toBeGreaterThan(0);
  expect(detail.questions.previous.every((p) => p.value !== null)).toBe(true);
});
