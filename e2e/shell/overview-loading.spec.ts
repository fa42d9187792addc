import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

test.describe.configure({ timeout: 180_000 });

test("while the first import runs, the questions card shows the loading skeleton, its words kept for screen readers", async ({
  page,
  request,
}) => {
  const sb = sandbox(request);
  await sb.reset(); // nothing brought in yet: signing in lands on the overview, which starts the import
  // The import is slowed down so its state can be seen (no sleep: the test waits on what the page shows).
  await sb.fault({ path: "/questions/search", delay_ms: 6_000, count: 2 });
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const questions = page.getByRole("region", { name: "Unanswered questions" });
  const loading = questions.getByRole("status");
  await expect(loading).toHaveAttribute("aria-busy", "true");
  await expect(loading).toHaveText("Bringing in your questions from Mercado Libre…");
  // What the eye gets is the skeleton every card shows while it loads, not a sentence.
  const look = await loading.evaluate((el) => ({
    skeleton: [...el.querySelectorAll("[aria-hidden=true]")].some((s) => {
      const box = s.getBoundingClientRect();
      return box.height >= 40 && box.width >= 100 && getComputedStyle(s).backgroundColor !== "rgba(0, 0, 0, 0)";
    }),
    textWidth: Math.max(
      ...[...el.querySelectorAll("*")].filter((n) => n.textContent && !n.querySelector("*")).map((n) => n.getBoundingClientRect().width),
    ),
  }));
  expect(look.skeleton).toBe(true);
  expect(look.textWidth, "the words are visually hidden").toBeLessThanOrEqual(1);
  await page.screenshot({ path: "test-results/screens/overview-importing-1280.png" });
  // Then the count, and nothing loading any more.
  await expect(questions.getByText(/^\d+$/)).toBeVisible({ timeout: 60_000 });
  await expect(questions.locator("[aria-busy=true]")).toHaveCount(0);
});
