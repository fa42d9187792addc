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

// The two widths on two workers (each has a stack of its own): together they were the suite's slowest
// file, 6.1 min on one worker in a clean-clone run.
test.describe.configure({ mode: "parallel" });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test("every page has no serious or critical accessibility violations", async ({ page, browser, request }) => {
      // One sign-in for every page: signing in and the first sales import dominate the run time.
      // About 5 minutes on a quiet machine; twice that when the machine is shared and busy.
      test.setTimeout(900_000);
      await sandbox(request).reset();
      await page.goto("/signin");
      await expectNoSeriousViolations(page, "/signin");

      await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
      await visitSignedInPages(page, (path) => expectNoSeriousViolations(page, path));

      const res = await page.request.post("/api/team/invitations", { data: { role: "agent" } });
      const { id, url } = (await res.json()) as { id: string; url: string };
      const guest = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await guest.goto(url);
      await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(guest, "/invite/[token]");
      // The app's database outlives the sandbox reset: leave no pending invitation for the team tests to count.
      expect((await page.request.delete(`/api/team/invitations/${id}`)).ok()).toBeTruthy();
    });
  });
}
