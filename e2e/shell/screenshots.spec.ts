import { expect, test } from "@playwright/test";
import { visitSignedInPages } from "../support/pages";
import { buyerAsks } from "../support/questions";
import { sandbox, SELLERS, signInAs, toast } from "../support/support";

// Not an assertion suite: pictures of every page at desktop and phone width for people to look at
// before landing UI changes. Run with SCREENSHOTS=1; files land in test-results/screens/ (or SCREENSHOTS_DIR).
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take the pictures");
// SCREENSHOTS_DIR puts them elsewhere (outside the repository, say).
const DIR = process.env.SCREENSHOTS_DIR ?? "test-results/screens";

for (const width of [1280, 390]) {
  test(`screenshots at ${width} px`, async ({ page, request }) => {
    // About 5 minutes on a quiet machine; twice that when the machine is shared and busy.
    test.setTimeout(900_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await sandbox(request).reset();
    await page.goto("/signin");
    await page.screenshot({ path: `${DIR}/signin-${width}.png`, fullPage: true });
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await visitSignedInPages(page, (_, name) =>
      page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true }).then(() => undefined),
    );
  });
}

// The inbox's own states (issue 9), which the page tour above does not reach.
for (const width of [1280, 390]) {
  test(`inbox states at ${width} px`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const shot = (name: string) => page.screenshot({ path: `${DIR}/inbox-${name}-${width}.png`, fullPage: true });
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const sb = sandbox(request);
    await sb.reset();
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    // The first import is slowed down so its state can be seen.
    await sb.fault({ path: "/questions/search", delay_ms: 4_000, count: 2 });
    await page.goto("/questions");
    await expect(page.getByText("Bringing in your questions…")).toBeVisible({ timeout: 60_000 });
    await shot("importing");
    await expect(page.locator("[data-inbox-synced=true]")).toHaveCount(1, { timeout: 120_000 });
    await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 60_000 });

    await buyerAsks(request, SELLERS.MLA.id, 318600102, `¿Hacen envíos a Córdoba? ${Date.now()}`);
    await expect(page.getByRole("button", { name: "1 new question" })).toBeVisible({ timeout: 30_000 });
    await shot("new-pill");
    await page.getByRole("button", { name: "1 new question" }).click();
    await shot("new-highlight");

    const first = page.getByTestId("question-row").first();
    await first.click();
    // On a phone the question's other actions wait behind "More actions" (the composer comes first).
    if (width < 768) await page.getByRole("button", { name: "More actions" }).click();
    await expect(page.getByRole("button", { name: "Hide", exact: true })).toBeVisible();
    await page.locator("summary").filter({ hasText: "Internal notes" }).click();
    await shot("question");
    await page.getByRole("button", { name: "Hide", exact: true }).click();
    const hiddenToast = toast(page, "Question hidden.");
    await expect(hiddenToast).toBeVisible();
    await shot("undo-toast");
    await hiddenToast.getByRole("button", { name: "Close toast" }).click();
    if (width < 500 && (await page.getByRole("button", { name: "Back to questions" }).isVisible()))
      await page.getByRole("button", { name: "Back to questions" }).click();
    await page.getByRole("combobox", { name: "Status" }).selectOption("HIDDEN");
    await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 30_000 });
    await shot("hidden-filter");

    await sb.fault({
      method: "GET",
      path: "/users/me",
      status: 429,
      headers: { "retry-after": "60" },
      body: { message: "too many requests", error: "too_many_requests", status: 429, cause: [] },
      count: 1000,
    });
    await page.goto("/questions");
    await expect(page.getByText("Too many requests to Mercado Libre right now")).toBeVisible({ timeout: 60_000 });
    await shot("rate-limited");
    await sb.clearFaults();
    await sb.fault({ path: "/*", status: 503, count: 100_000 });
    await page.goto("/questions");
    await expect(page.getByTestId("sync-notice")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("alert").filter({ hasText: "Mostrador keeps retrying on its own" })).toBeVisible({ timeout: 60_000 });
    await shot("unreachable");
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Visits today" }).getByRole("button", { name: "Try again" })).toBeVisible({
      timeout: 60_000,
    });
    await shot("overview-unreachable");
    await sb.clearFaults();
  });
}
