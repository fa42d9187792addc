import { expect, type Page } from "@playwright/test";

/**
 * Every signed-in page, for the accessibility scan and the screenshots. "(sale)" and "(item)" stand for
 * the first sale of /sales and the first listing of /metrics, reached through their links (their ids
 * come from the sandbox): visit the pages in this order so each link is known before its page.
 */
export const SIGNED_IN_PAGES = [
  "/",
  "/health",
  "/questions",
  "/metrics",
  "(item)",
  "/listings",
  "/shipping",
  "/shipping/calculator",
  "/shipping/configuration",
  "/categories",
  "/brands",
  "/locations",
  "/search",
  "/search?q=celular",
  "/settings",
  "/settings/team",
  "/settings/replies",
  "/settings/blocked",
  "/settings/notifications",
  "/settings/accounts",
  // Late: the first import of the sales (started at the beginning, see below) takes a while.
  "/sales",
  "(sale)",
  "/dev/ui",
];

/** The first link under `prefix` in the page's main area (waits for the list: the first sales import is slow). */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible({ timeout: 150_000 });
  return (await link.getAttribute("href"))!;
}

/**
 * Opens each signed-in page in turn, waits until it has loaded, and hands it to `visit` (with a file-safe
 * name). One sign-in for all: signing in and the first sales import dominate the run time.
 */
export async function visitSignedInPages(page: Page, visit: (path: string, name: string) => Promise<void>) {
  // Start the first sales import now, in the background, so /sales has its list by the time it comes.
  void page.request.post("/api/sales/sync", { timeout: 300_000 }).catch(() => undefined);
  const links: Record<string, string> = {};
  for (const entry of SIGNED_IN_PAGES) {
    const path = links[entry] ?? entry;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path === "/sales") links["(sale)"] = await firstLink(page, "/sales/");
    if (path === "/metrics") links["(item)"] = await firstLink(page, "/metrics/items/");
    // Let client data settle (lists, the account card) so the page is the one people see. Not
    // "networkidle": the live event stream keeps a request open for as long as the page is.
    // /dev/ui shows loading states on purpose; every other page must finish loading.
    if (path !== "/dev/ui") await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 30_000 });
    const name =
      path === "/" ? "overview" : entry.startsWith("(") ? entry.slice(1, -1) : path.slice(1).replace("?q=", "-").replaceAll("/", "-");
    await visit(path, name);
  }
}
