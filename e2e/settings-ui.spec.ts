import { expect, test, type Page } from "@playwright/test";
import { APP_URL } from "../playwright.config";
import { inviteTeammate, sandbox, SELLERS, signInAs } from "./support";

// Settings screens driven through their UI (other specs only call these features' APIs): saved replies,
// removing teammates and revoking invitations on Team, and the two "copy" buttons.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

type Reply = { id: string; title: string; body: string };

/** The team's saved replies as the app's API lists them: what the inbox composer's chips read. */
async function listedReplies(page: Page): Promise<Reply[]> {
  const res = await page.request.get("/api/saved-replies");
  expect(res.ok(), `saved replies: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { savedReplies: Reply[] }).savedReplies;
}

async function createReply(page: Page, title: string, body: string): Promise<void> {
  const res = await page.request.post("/api/saved-replies", { data: { title, body } });
  expect(res.status(), await res.text()).toBe(201);
}

async function openReplies(page: Page) {
  await page.goto("/settings/replies");
  await expect(page.getByRole("heading", { name: "Saved replies", level: 1 })).toBeVisible();
}

/** A saved reply's card on the page, found by its title. */
const replyCard = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function openTeam(owner: Page) {
  await owner.goto("/settings/team");
  await expect(owner.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
}

/** Creates an invitation link for `role` through the form and returns the URL it shows. */
async function createInvitation(owner: Page, role: "Agent" | "Viewer"): Promise<string> {
  await owner.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await owner.getByRole("button", { name: "Create invitation link" }).click();
  const link = owner.getByLabel(`Invitation link (${role})`, { exact: false });
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
  return link.inputValue();
}

/** Puts a marker on the clipboard first, so a copy that silently did nothing cannot pass. */
async function clipboardWithMarker(page: Page): Promise<() => Promise<string>> {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: APP_URL });
  await page.evaluate(() => navigator.clipboard.writeText("nothing copied yet"));
  return () => page.evaluate(() => navigator.clipboard.readText());
}

test.describe("saved replies", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  });

  test("a new saved reply is refused without a title, keeps its text, and once saved is listed after a reload and served to the composer", async ({ page }) => {
    await openReplies(page);
    await expect(page.getByText("No saved replies yet.")).toBeVisible();
    await page.getByRole("button", { name: "New saved reply" }).click();
    const title = page.getByRole("textbox", { name: "Title" });
    const text = page.getByRole("textbox", { name: "Text" });
    const body = "Hola {buyer}, sí: enviamos en el día si comprás antes de las 15 h.";
    // Blank after trimming: refused in the form, and what was typed in Text stays.
    await title.fill("   ");
    await text.fill(body);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(title).toHaveAccessibleDescription("Fill this in.");
    await expect(text).toHaveValue(body);
    expect(await listedReplies(page)).toEqual([]);

    await title.fill("Envío en el día");
    await expect(title).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Saving closes the form and lists the reply.
    await expect(title).toHaveCount(0, { timeout: 30_000 });
    await expect(replyCard(page, "Envío en el día")).toContainText(body);

    await page.reload();
    await expect(replyCard(page, "Envío en el día")).toContainText(body);
    expect((await listedReplies(page)).map(({ title: t, body: b }) => ({ title: t, body: b }))).toEqual([{ title: "Envío en el día", body }]);
  });

  test("a text past the length limit is kept and flagged, not cut off, and is not saved", async ({ page }) => {
    await openReplies(page);
    await page.getByRole("button", { name: "New saved reply" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Muy larga");
    const text = page.getByRole("textbox", { name: "Text" });
    // 2,050 characters, as a paste would bring them: the limit is 2,000 (an answer's).
    const long = "Gracias por tu consulta. ".repeat(82);
    await text.fill(long);
    // The design system's Textarea keeps text past its limit and marks it invalid (components/ui/README.md).
    expect((await text.inputValue()).length, "characters kept in Text").toBe(long.length);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(text).toHaveAccessibleDescription(/At most 2,000 characters\./);
    expect(await text.inputValue()).toBe(long);
    expect(await listedReplies(page)).toEqual([]);
  });

  test("editing a saved reply changes it in place, and the change is what a reload and the API show", async ({ page }) => {
    await createReply(page, "Stock", "Sí, hay stock.");
    await createReply(page, "Garantía", "Tiene 12 meses de garantía.");
    await openReplies(page);
    await replyCard(page, "Stock").getByRole("button", { name: "Edit" }).click();
    // The form opens filled with the reply being edited.
    const title = page.getByRole("textbox", { name: "Title" });
    const text = page.getByRole("textbox", { name: "Text" });
    await expect(title).toHaveValue("Stock");
    await expect(text).toHaveValue("Sí, hay stock.");
    await title.fill("Stock y envío");
    await text.fill("Sí, hay stock de {item_title} y enviamos hoy.");
    // The write's own answer, so a refused save fails here with its status rather than as a form left open.
    const saved = page.waitForResponse((r) => r.url().includes("/api/saved-replies/") && r.request().method() !== "GET", { timeout: 30_000 });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status(), "the edit's write").toBe(200);
    await expect(title).toHaveCount(0, { timeout: 30_000 });
    await expect(replyCard(page, "Stock y envío")).toContainText("Sí, hay stock de {item_title} y enviamos hoy.");

    await page.reload();
    await expect(replyCard(page, "Stock y envío")).toBeVisible();
    await expect(replyCard(page, "Stock")).toHaveCount(0);
    const replies = await listedReplies(page);
    expect(replies.map((r) => r.title).sort()).toEqual(["Garantía", "Stock y envío"]);
    expect(replies.find((r) => r.title === "Stock y envío")?.body).toBe("Sí, hay stock de {item_title} y enviamos hoy.");
  });

  test("deleting a saved reply asks first: cancelling keeps it, confirming removes it for good", async ({ page }) => {
    await createReply(page, "Stock", "Sí, hay stock.");
    await createReply(page, "Garantía", "Tiene 12 meses de garantía.");
    await openReplies(page);

    await replyCard(page, "Stock").getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete “Stock”?" });
    await expect(dialog).toContainText("Your team will no longer see this saved reply.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect((await listedReplies(page)).map((r) => r.title).sort()).toEqual(["Garantía", "Stock"]);

    await replyCard(page, "Stock").getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(replyCard(page, "Stock")).toHaveCount(0, { timeout: 30_000 });
    await expect(replyCard(page, "Garantía")).toBeVisible();

    await page.reload();
    await expect(replyCard(page, "Garantía")).toBeVisible();
    await expect(replyCard(page, "Stock")).toHaveCount(0);
    expect((await listedReplies(page)).map((r) => r.title)).toEqual(["Garantía"]);
  });
});

test.describe("team", () => {
  test("removing a teammate on Settings → Team asks to confirm and ends their access at once", async ({ page: owner, browser }) => {
    await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
    const name = `Agent To Remove ${Date.now().toString(36)}`;
    const agent = await inviteTeammate(owner, browser, "agent", name);
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
    await agent.goto("/inbox");
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
    const agentUrl = await createInvitation(owner, "Agent");
    const viewerUrl = await createInvitation(owner, "Viewer");
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
    const join = await visitor.request.post("/api/team/join", { data: { token, name: "Late Agent", email: `late-${Date.now().toString(36)}@example.com`, password: "a long enough password" } });
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
    const url = await createInvitation(owner, "Viewer");
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
