import { expect, test, type Page } from "../support/test";
import { APP_URL } from "../../playwright.config";
import { SELLERS, signInAs } from "../support/support";
import { createInvitation } from "../support/team";

// Settings screens driven through their UI (other specs only call these features' APIs): removing
// teammates and revoking invitations on Team, and the two "copy" buttons.
test.describe.configure({ timeout: 180_000 });

async function openTeam(owner: Page) {
  await owner.goto("/settings/team");
  await expect(owner.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
}

/** Puts a marker on the clipboard first, so a copy that silently did nothing cannot pass. */
async function clipboardWithMarker(page: Page): Promise<() => Promise<string>> {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: APP_URL });
  await page.evaluate(() => navigator.clipboard.writeText("nothing copied yet"));
  return () => page.evaluate(() => navigator.clipboard.readText());
}

test.describe("team", () => {
  test("removing a teammate on Settings → Team asks to confirm and ends their access at once", async ({ page: owner, teammate }) => {
    await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
    const name = `Agent To Remove ${Date.now().toString(36)}`;
    const agent = await teammate("agent", name);
    // Their API calls work before the removal, so the refusal below is the removal's doing.
    expect((await agent.request.get("/api/team/members")).status()).toBe(200);

    await openTeam(owner);
    const row = owner.getByRole("listitem").filter({ hasText: name });
    await owner.getByRole("button", { name: `Remove ${name}`, exact: true }).click();
    // The first click only asks; cancelling leaves them on the team.
    await row.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    expect((await agent.request.get("/api/team/members")).status()).toBe(200);

    await owner.getByRole("button", { name: `Remove ${name}`, exact: true }).click();
    await owner.getByRole("button", { name: `Confirm: remove ${name}`, exact: true }).click();
    await expect(row).toHaveCount(0, { timeout: 30_000 });

    // Their very next API call and page load are refused, with no sign-out needed.
    const refused = await agent.request.get("/api/team/members");
    expect(refused.status()).toBe(401);
    await agent.goto("/questions");
    await expect(agent).toHaveURL(/\/signin\?error=AccessEnded/, { timeout: 30_000 });

    await owner.reload();
    // The owner's own row shows once the list has loaded: only then does "no such button" mean anything.
    await expect(owner.getByText("(you)")).toBeVisible({ timeout: 30_000 });
    await expect(owner.getByRole("button", { name: `Remove ${name}`, exact: true })).toHaveCount(0);
    const { members } = (await (await owner.request.get("/api/team/members")).json()) as { members: Array<{ name: string }> };
    expect(members.map((m) => m.name)).not.toContain(name);
  });

  test("revoking one pending invitation makes its link invalid and leaves the others working", async ({ page: owner, browser }) => {
    await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await openTeam(owner);
    await expect(owner.getByText("No pending invitations.")).toBeVisible();
    const agentUrl = await createInvitation(owner, "Agent", { timeout: 30_000 });
    const viewerUrl = await createInvitation(owner, "Viewer", { timeout: 30_000 });
    const revokeAgent = owner.getByRole("button", { name: /^Revoke the Agent invitation that expires / });
    const revokeViewer = owner.getByRole("button", { name: /^Revoke the Viewer invitation that expires / });
    await expect(revokeViewer).toBeVisible();

    await revokeAgent.click();
    await expect(revokeAgent).toHaveCount(0, { timeout: 30_000 });
    await owner.reload();
    await expect(revokeViewer).toBeVisible();
    await expect(revokeAgent).toHaveCount(0);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(agentUrl);
    await expect(visitor.getByRole("heading", { name: "This invitation link is not valid" })).toBeVisible();
    // The join API refuses the revoked token too, not only the page.
    const token = agentUrl.split("/invite/")[1];
    const join = await visitor.request.post("/api/team/join", {
      data: { token, name: "Late Agent", email: `late-${Date.now().toString(36)}@example.com`, password: "a long enough password" },
    });
    expect(join.status()).toBe(404);
    expect(((await join.json()) as { error: { code: string } }).error.code).toBe("invalid_link");
    // The other invitation was not touched.
    await visitor.goto(viewerUrl);
    await expect(visitor.getByRole("heading", { name: `Join ${SELLERS.MLA.nickname} on Mostrador` })).toBeVisible();
  });

  test("Copy link puts the invitation URL shown on the clipboard, and that URL opens the invitation", async ({ page: owner, browser }) => {
    await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await openTeam(owner);
    const readClipboard = await clipboardWithMarker(owner);
    const url = await createInvitation(owner, "Viewer", { timeout: 30_000 });
    expect(url.startsWith(`${APP_URL}/invite/`)).toBeTruthy();

    await owner.getByRole("button", { name: "Copy link" }).click();
    await expect(owner.getByText("Link copied.")).toBeVisible();
    expect(await readClipboard()).toBe(url);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(url);
    await expect(visitor.getByRole("heading", { name: `Join ${SELLERS.MLA.nickname} on Mostrador` })).toBeVisible();
    await expect(visitor.getByText("You are invited as: Viewer.")).toBeVisible();
  });
});

test("Copy on Settings → Notifications puts the callback URL shown on the clipboard", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/settings/notifications");
  const readClipboard = await clipboardWithMarker(page);
  const shown = page.getByRole("region", { name: "Callback URL" }).locator("code");
  // The marketplace must reach this app's own notifications route.
  await expect(shown).toHaveText(`${APP_URL}/api/notifications`, { timeout: 30_000 });

  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  expect(await readClipboard()).toBe(await shown.textContent());
});
