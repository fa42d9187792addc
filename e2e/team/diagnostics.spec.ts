import { expect, test, type Page } from "../support/test";
import { APP_URL } from "../../playwright.config";
import { sandbox, SELLERS, signInAs } from "../support/support";

// Settings → Notifications → Diagnostics: the owner's callback plumbing and the doctor from the running
// app (npm run doctor cannot open the embedded database beside it); agents are told it is the owner's.
test.describe.configure({ timeout: 180_000 });

async function clipboardWithMarker(page: Page): Promise<() => Promise<string>> {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: APP_URL });
  await page.evaluate(() => navigator.clipboard.writeText("nothing copied yet"));
  return () => page.evaluate(() => navigator.clipboard.readText());
}

const diagnostics = (page: Page) => page.getByRole("region", { name: "Diagnostics" });

test("the owner sees the callback plumbing and this account's counters, and runs the doctor read-only with a copyable report", async ({
  page,
  request,
}) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/settings/notifications");
  const section = diagnostics(page);
  await expect(section.getByRole("region", { name: "Callback URL" }).locator("code")).toHaveText(`${APP_URL}/api/notifications`, {
    timeout: 30_000,
  });
  await expect(section.getByText("Accepted for this account since the server started")).toBeVisible();
  await expect(section.getByText("Nothing left out: every answer for this account read as it came.")).toBeVisible();

  const before = (await sandbox(request).requests("/")).length;
  const readClipboard = await clipboardWithMarker(page);
  await section.getByRole("button", { name: "Run the checks" }).click();
  const table = section.getByRole("table", { name: "Checks of the marketplace's answers" });
  await expect(table).toBeVisible({ timeout: 90_000 });
  await expect(table.getByRole("row").filter({ hasText: "GET /users/me" })).toContainText("OK");
  await expect(table.getByRole("row").filter({ hasText: "GET /shipment_labels" })).toContainText("Skipped");
  await expect(section.getByText(/All \d+ calls read as expected\./)).toBeVisible();

  await section.getByRole("button", { name: "Copy report" }).click();
  await expect(section.getByRole("button", { name: "Report copied" })).toBeVisible();
  const report = await readClipboard();
  expect(report).toContain(`Mostrador doctor · ${SELLERS.MLA.nickname} (MLA`);
  expect(report).toMatch(/GET \/users\/me\s+200\s+ok/);
  expect(report).not.toMatch(/Bearer|APP_USR|access_token|refresh_token/i);

  // Read-only: nothing but GETs reached the marketplace's API while it ran.
  const calls = (await sandbox(request).requests("/")).slice(0, -before || undefined);
  expect(calls.filter((c) => c.method !== "GET" && !/oauth|__sandbox/.test(JSON.stringify(c)))).toEqual([]);
});

test("a marketplace limiting requests is said, with when to try again", async ({ page, request }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/settings/notifications");
  await sandbox(request).fault({ method: "GET", path: "/users/me", status: 429, headers: { "retry-after": "40" }, count: 5 });
  await diagnostics(page).getByRole("button", { name: "Run the checks" }).click();
  // The 40 s wait is relayed at once (longer than a call waits out): counted down, retry held until then.
  const alert = diagnostics(page)
    .getByRole("alert")
    .filter({ hasText: /Too many requests/ });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(/\b[1-4]\d s\b|\b[1-4]\d seconds\b/);
  await expect(alert.getByRole("button", { name: "Try again" })).toBeDisabled();
});

test("an agent is told diagnostics are the owner's, and the routes refuse them", async ({ page: owner, teammate }) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const agent = await teammate("agent", `Agent ${Date.now().toString(36)}`);
  await agent.goto("/settings/notifications");
  const section = diagnostics(agent);
  await expect(
    section.getByText("The callback's set-up and the checks of the marketplace's answers are for the account's owner."),
  ).toBeVisible();
  await expect(section.getByRole("button", { name: "Run the checks" })).toHaveCount(0);
  await expect(agent.getByText(`${APP_URL}/api/notifications`)).toHaveCount(0);
  expect((await agent.request.get("/api/settings/diagnostics")).status()).toBe(403);
  expect((await agent.request.post("/api/settings/diagnostics/doctor", { headers: { origin: APP_URL } })).status()).toBe(403);
  // Members still see how notifications are flowing.
  await expect(agent.getByRole("region", { name: "Status" })).toBeVisible();
});

test("push setup in a browser without a push service says what is missing, with no button that cannot help", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.context().grantPermissions(["notifications"], { origin: APP_URL });
  await page.goto("/settings/notifications");
  const device = page.getByRole("region", { name: "This device" });
  // Chromium's headless shell has the Push API but no push service: subscribing fails as it does there.
  await device.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(
    device.getByText("This browser has no push service, so it cannot receive notifications from Mostrador.", { exact: false }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(device.getByText(/Check your connection/)).toHaveCount(0);
  await expect(device.getByRole("button")).toHaveCount(0);
});
