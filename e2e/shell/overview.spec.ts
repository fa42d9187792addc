import { expect as baseExpect, test } from "@playwright/test";
import { APP_URL } from "../../playwright.config";
import { sandbox, SELLERS, signInAs } from "../support/support";

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

test("the overview shows today's work, each card linking to its page; a first visit brings the questions in", async ({ page, request }) => {
  await sandbox(request).reset(); // nothing brought in yet
  const imports: string[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/questions/sync") && imports.push(r.url()));
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site); // lands on the overview
  await expect(page).toHaveURL(`${APP_URL}/`);
  const questions = page.getByRole("region", { name: "Unanswered questions" });
  // The overview starts the first import itself (no trip to the inbox), then counts the seeded seller's
  // unanswered questions: never "all answered" meanwhile.
  await expect(questions.getByText(/assigned to you/)).toBeVisible();
  await expect(questions.getByText(/^\d+$/)).toBeVisible();
  expect(imports).toHaveLength(1);
  await expect(questions.getByText("All questions answered")).toHaveCount(0);
  const visits = page.getByRole("region", { name: "Visits today" });
  await expect(visits.getByText(/in the same hours on|Too early to compare/)).toBeVisible();
  // Today's hours are still being reported and last week's are final: today is labelled partial and no
  // % change is drawn (it would read as a steep drop every day).
  if (await visits.getByText(/in the same hours on/).isVisible()) await expect(visits.getByText("Partial", { exact: true })).toBeVisible();
  expect(await visits.innerText()).not.toMatch(/[+−-]\s?\d[\d.,]*\s?%/);
  await expect(page.getByRole("region", { name: "Sales to follow up" }).getByText(/in the last 7 days/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/overview-1280.png`, fullPage: true });
  await expect(questions.getByTestId("crossing-soon")).toHaveText(/will cross the hour in the next 15 minutes/);
  await questions.getByRole("link", { name: /^Unanswered questions/ }).click();
  await expect(page).toHaveURL(/\/questions/);
});
