import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { openInbox } from "../support/questions";
import { sandbox, SELLERS, signInAs } from "../support/support";
import { smallTouchTargets } from "../support/touch-targets";

// Issue 9's trust fixes, each at the level where it broke: the inbox without the marketplace.

test("with the marketplace down the inbox keeps its formatted prices and its actions", async ({ page, request }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await openInbox(page, { until: "imported" });
  const first = page.getByTestId("question-row").first();
  await expect(first).toBeVisible();
  const price = await first.getByTestId("item-price").innerText();
  expect(price).toMatch(/\D/);
  const id = (await first.getAttribute("data-question-id"))!;
  await sandbox(request).fault({ path: "/*", status: 503, count: 100_000 });
  await page.reload();
  // The price reads as before (the site's currency, not "276000"): our copy, formatted with our account's site.
  await expect(page.locator(`[data-question-id="${id}"]`).getByTestId("item-price")).toHaveText(price);
  await page.locator(`[data-question-id="${id}"]`).click();
  await expect(page.getByRole("textbox", { name: "Answer", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Block buyer" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("with the marketplace down the inbox says so in one line each, with one retry, and keeps the first question in view", async ({
    page,
    request,
  }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await openInbox(page, { until: "imported" });
    await expect(page.getByTestId("question-row").first()).toBeVisible();
    await sandbox(request).fault({ path: "/*", status: 503, count: 100_000 });
    await page.reload();
    // The shell's banner (after the server's and the browser's retries), the sweep's notice and the
    // response-time card's own failure: every notice is there before the list's place is measured.
    const banner = page.getByRole("alert").filter({ hasText: "Mostrador keeps retrying on its own" });
    await expect(banner).toBeVisible({ timeout: 45_000 });
    const notice = page.getByRole("main").getByRole("status").filter({ hasText: "Showing your questions as saved in Mostrador" });
    await expect(notice).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole("main").getByText("Response time not available right now")).toBeVisible({ timeout: 45_000 });
    await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
    // One cause, one retry on screen: the banner's. The notice and the card say what they show and leave
    // the retry to it (three "Try again" buttons stacked on a phone read as three separate problems).
    const retries = page.getByRole("button", { name: "Try again" });
    await expect(retries).toHaveCount(1);
    await expect(banner.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(notice).toContainText("they update once Mercado Libre is back");
    // The seller's work stays on the first screen: the first question sits whole above the bottom bar.
    const bar = (await page
      .getByRole("navigation", { name: "Main navigation" })
      .filter({ has: page.getByRole("button", { name: "More" }) })
      .boundingBox())!;
    const row = (await page.getByTestId("question-row").first().boundingBox())!;
    expect(row.y + row.height, "first question's bottom edge vs the bottom bar's top").toBeLessThanOrEqual(bar.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual(844);
    // Told what this is (our copy) and why (the banner above), without a second box saying it again.
    await expect(page.getByRole("main").getByText("Mercado Libre is unreachable")).toHaveCount(0);
    // The retry is a full touch target.
    const smallRetries = (await smallTouchTargets(page)).filter((control) => control.includes("Try again"));
    expect(smallRetries).toEqual([]);
    // The one-line notices keep their contrast and roles (axe, serious or critical only).
    const axe = await new AxeBuilder({ page })
      .include("[role=alert]")
      .include("[data-testid=sync-notice]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    // Reached from the keyboard too.
    await banner.getByRole("button", { name: "Try again" }).focus();
    await expect(banner.getByRole("button", { name: "Try again" })).toBeFocused();
    // The banner's retry brings back the banner's check, then the sweep and the card, once the marketplace answers again.
    await sandbox(request).clearFaults();
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0, { timeout: 45_000 });
    await expect(notice).toHaveCount(0, { timeout: 45_000 });
    await expect(page.getByText("Response time not available right now")).toHaveCount(0, { timeout: 45_000 });
    await expect(retries).toHaveCount(0);
  });

  test("a rate-limited opening sweep keeps our copy's rows in view under a one-line notice", async ({ page, request }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await openInbox(page, { until: "imported" });
    await expect(page.getByTestId("question-row").first()).toBeVisible();
    // Only the sweep's upstream read is limited: the rest of the marketplace answers.
    const body = { message: "too many requests", error: "too_many_requests", status: 429, cause: [] };
    await sandbox(request).fault({
      method: "GET",
      path: "/questions/search",
      status: 429,
      headers: { "retry-after": "30" },
      body,
      count: 100_000,
    });
    await page.reload();
    const notice = page.getByTestId("sync-notice");
    // The server honours Retry-After (up to 5 s a try) before relaying the 429.
    await expect(notice).toBeVisible({ timeout: 45_000 });
    await expect(notice).toHaveAttribute("role", "status");
    await expect(notice).toContainText("Mercado Libre asked us to slow down");
    await expect(notice).toContainText(/checking again in \d+ seconds/);
    await expect(page.getByText("This could not be loaded")).toHaveCount(0);
    await expect(page.getByTestId("question-row").first()).toBeVisible();
    // One line, not a box: the first question stays whole above the bottom bar.
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(100);
    const bar = (await page
      .getByRole("navigation", { name: "Main navigation" })
      .filter({ has: page.getByRole("button", { name: "More" }) })
      .boundingBox())!;
    const row = (await page.getByTestId("question-row").first().boundingBox())!;
    expect(row.y + row.height).toBeLessThanOrEqual(bar.y);
    // Once the wait is over the sweep runs again by itself and, the marketplace answering, the line goes.
    await sandbox(request).clearFaults();
    await expect(notice).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByTestId("question-row").first()).toBeVisible();
  });
});

test("a buyer account without listings is told why its inbox stays empty", async ({ page, request }) => {
  const users = (await (await request.get(`${SANDBOX_URL}/__sandbox/users`)).json()) as Array<{
    nickname: string;
    site_id: string;
    role: string;
  }>;
  const buyer = users.find((u) => u.role === "buyer" && u.site_id === "MLA")!;
  await signInAs(page, buyer.nickname, buyer.site_id, "Buyer");
  await page.goto("/questions");
  await expect(page.getByText("This account has no listings")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`${buyer.nickname} has none on Mercado Libre`)).toBeVisible();
  // Not the empty states of a seller's inbox, which would read as "nothing to do".
  await expect(page.getByText(/Nice work|Bringing in your questions/)).toHaveCount(0);
});
