import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { visitSignedInPages } from "../support/pages";
import { sandbox, SELLERS, signInAs } from "../support/support";

/** Runs axe (WCAG 2.1 A/AA and best practices) and fails on any serious or critical violation, listed readably.
 * Soft, so one run lists every page's violations; the test still fails. */
async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(" "))
          .join("\n  ")}`,
    )
    .join("\n");
  expect.soft(serious, `${label}\n${report}`).toEqual([]);
}

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/**
 * Checks `page` at the width it was loaded at, then resized to the other one (the next page then loads at
 * that width, so each width gets fresh loads and resizes alike). One sign-in, one first sales import and
 * one visit of each page serve both widths: two tests, one per width, each paid for all three (6.1 min
 * on one worker in a clean-clone run, 4.9 min on this machine on 2026-12-08 before this change).
 */
async function expectNoSeriousViolationsAtBothWidths(page: Page, label: string, { settle = true } = {}) {
  const loadedAt = page.viewportSize()?.width;
  for (const size of [...WIDTHS].sort((a, b) => Number(b.width === loadedAt) - Number(a.width === loadedAt))) {
    if (size.width !== page.viewportSize()?.width) {
      await page.setViewportSize(size);
      // A width can show parts the other hides (the phone bar, a drawer): let them load too.
      if (settle) await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 30_000 });
    }
    await expectNoSeriousViolations(page, `${label} at ${size.width} px`);
  }
}

test.use({ viewport: WIDTHS[0] });

test("every page has no serious or critical accessibility violations at 1280 and 390 px", async ({ page, browser, request }) => {
  // One sign-in for every page: signing in and the first sales import dominate the run time.
  // About 3 minutes on a quiet machine; twice that when the machine is shared and busy.
  test.setTimeout(900_000);
  await sandbox(request).reset();
  await page.goto("/signin");
  await expectNoSeriousViolationsAtBothWidths(page, "/signin");

  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  // /dev/ui shows loading states on purpose; every other page must finish loading at either width.
  await visitSignedInPages(page, (path) => expectNoSeriousViolationsAtBothWidths(page, path, { settle: path !== "/dev/ui" }));

  const res = await page.request.post("/api/team/invitations", { data: { role: "agent" } });
  const { id, url } = (await res.json()) as { id: string; url: string };
  const guest = await (await browser.newContext({ viewport: WIDTHS[0] })).newPage();
  await guest.goto(url);
  await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolationsAtBothWidths(guest, "/invite/[token]");
  // The app's database outlives the sandbox reset: leave no pending invitation for the team tests to count.
  expect((await page.request.delete(`/api/team/invitations/${id}`)).ok()).toBeTruthy();
});
