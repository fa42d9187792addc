import { expect, test, type Browser, type Page } from "../support/test";
import { inviteTeammate, SELLERS, signInAs } from "../support/support";
import { createInvitation } from "../support/team";

// Fresh e-mails per run: the app's database outlives a single test (and a retry).
const run = Date.now().toString(36);

// Unique per run: the app's database outlives sandbox resets, and other specs add teammates too.
const VIEWER = `Vera Viewer ${run}`;
const PASSWORD = "a long enough password";

async function openTeamSettings(owner: Page) {
  await owner.goto("/settings");
  await owner.getByRole("link", { name: /^Team/ }).click();
  await expect(owner.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
}

/** Submits the e-mail sign-in form and waits for its answer (the button is disabled meanwhile). */
async function submitSignIn(page: Page) {
  const button = page.getByRole("button", { name: "Sign in with e-mail" });
  await button.click();
  await expect(button).toBeEnabled();
}

/** A new browser (no shared cookies) joins through `url` and lands signed in on the inbox. */
async function joinAs(browser: Browser, url: string, name: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await expect(page.getByRole("heading", { name: `Join ${SELLERS.MLA.nickname} on Mostrador` })).toBeVisible();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Choose a password").fill(PASSWORD);
  await page.getByRole("button", { name: "Join and sign in" }).click();
  // Joining hashes the password (argon2id) and signs in: seconds on a busy machine.
  await expect(page).toHaveURL(/\/questions$/, { timeout: 30_000 });
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
  return page;
}

test("an owner invites an agent and a viewer; they join, roles are enforced and changes apply at once", async ({
  page: owner,
  browser,
}) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await openTeamSettings(owner);
  const agentUrl = await createInvitation(owner, "Agent");
  const viewerUrl = await createInvitation(owner, "Viewer");
  await expect(owner.getByRole("button", { name: /^Revoke the (Agent|Viewer) invitation/ })).toHaveCount(2);

  const agentEmail = `agent-${run}@example.com`;
  await joinAs(browser, agentUrl, "Ana Agent", agentEmail);
  const viewer = await joinAs(browser, viewerUrl, VIEWER, `viewer-${run}@example.com`);

  // The server, not the page, enforces roles: a viewer calling an owner-only API directly is refused.
  const refused = await viewer.request.post("/api/team/invitations", { data: { role: "agent" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("forbidden");

  // A link works once, in the browser and through the API.
  const third = await (await browser.newContext()).newPage();
  await third.goto(agentUrl);
  await expect(third.getByRole("heading", { name: "This invitation was already used" })).toBeVisible();
  const token = agentUrl.split("/invite/")[1];
  const reused = await third.request.post("/api/team/join", {
    data: { token, name: "Eve", email: `eve-${run}@example.com`, password: PASSWORD },
  });
  expect(reused.status()).toBe(410);
  expect((await reused.json()).error.code).toBe("used_link");

  // The owner promotes the viewer: their very next request has the new role (no new sign-in).
  await owner.reload();
  await owner.getByLabel(`Role for ${VIEWER}`).selectOption("owner");
  await expect(owner.getByLabel(`Role for ${VIEWER}`)).toHaveValue("owner");
  await expect.poll(async () => (await viewer.request.post("/api/team/invitations", { data: { role: "viewer" } })).status()).toBe(201);

  // And demotes them again: refused at once.
  await owner.getByLabel(`Role for ${VIEWER}`).selectOption("viewer");
  await expect.poll(async () => (await viewer.request.post("/api/team/invitations", { data: { role: "viewer" } })).status()).toBe(403);
});

test("a teammate signs out and back in with e-mail and password; wrong passwords get one generic answer", async ({
  page: owner,
  browser,
}) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await openTeamSettings(owner);
  const email = `returning-${run}@example.com`;
  const agent = await joinAs(browser, await createInvitation(owner, "Agent"), "Rita Returning", email);

  await agent.getByRole("button", { name: "Sign out" }).click();
  await expect(agent).toHaveURL(/\/signin/);
  const form = agent.getByRole("region", { name: "Teammates: sign in with e-mail" });

  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill("not the password");
  await submitSignIn(agent);
  const generic = "That e-mail and password do not match an account. Check them and try again.";
  await expect(form.getByRole("alert")).toHaveText(generic);
  // An unknown e-mail gets exactly the same answer: the form does not reveal who has an account.
  await form.getByLabel("E-mail").fill(`nobody-${run}@example.com`);
  await submitSignIn(agent);
  await expect(form.getByRole("alert")).toHaveText(generic);

  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in with e-mail" }).click();
  await expect(agent.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
});

test("failed e-mail sign-ins are limited per e-mail", async ({ page }) => {
  await page.goto("/signin");
  const form = page.getByRole("region", { name: "Teammates: sign in with e-mail" });
  await form.getByLabel("E-mail").fill(`limited-${run}@example.com`);
  await form.getByLabel("Password").fill("wrong password");
  for (let i = 0; i < 5; i++) {
    await submitSignIn(page);
    await expect(form.getByRole("alert")).toHaveText(/do not match/);
  }
  await submitSignIn(page);
  await expect(form.getByRole("alert")).toHaveText(
    "Too many sign-in attempts with this e-mail or from this network. Wait a minute and try again.",
  );
});

test("a mistyped invitation link shows a clear page", async ({ page }) => {
  await page.goto(`/invite/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "This invitation link is not valid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to sign-in" })).toBeVisible();
});

test("a removed teammate's next page load signs them out with a message", async ({ page: owner, browser }) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const name = `Removed Agent ${Date.now().toString(36)}`;
  const agent = await inviteTeammate(owner, browser, "agent", name);
  const { members } = (await (await owner.request.get("/api/team/members")).json()) as { members: Array<{ id: string; name: string }> };
  const target = members.find((m) => m.name === name)!;
  expect((await owner.request.delete(`/api/team/members/${target.id}`)).ok()).toBeTruthy();
  await agent.goto("/questions");
  await expect(agent).toHaveURL(/\/signin\?error=AccessEnded/);
  await expect(agent.getByRole("alert").filter({ hasText: "Your access to this account has ended" })).toBeVisible();
  await agent.goto("/questions");
  await expect(agent).toHaveURL(/\/signin/);
});

test("the team page shows e-mail and last activity, and no Remove on yourself", async ({ page: owner, browser }) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const name = `Active Agent ${Date.now().toString(36)}`; // the e2e database outlives one run
  const agent = await inviteTeammate(owner, browser, "agent", name);
  await agent.goto("/questions");
  await owner.goto("/settings/team");
  const agentRow = owner.getByRole("listitem").filter({ hasText: name });
  await expect(agentRow.getByTestId("member-email")).toContainText("@example.com");
  await expect(agentRow.getByTestId("member-activity")).toContainText("Last active");
  await expect(agentRow.getByRole("button", { name: `Remove ${name}` })).toBeVisible();
  const selfRow = owner.getByRole("listitem").filter({ hasText: "(you)" });
  await expect(selfRow.getByRole("button", { name: /Remove/ })).toHaveCount(0);
});

test("a viewer's team page lists teammates by name, with no e-mails", async ({ page: owner, browser }) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const run = Date.now().toString(36);
  const agentName = `Mailed Agent ${run}`;
  const viewerName = `Quiet Viewer ${run}`;
  await inviteTeammate(owner, browser, "agent", agentName);
  const viewer = await inviteTeammate(owner, browser, "viewer", viewerName);
  await viewer.goto("/settings/team");
  await expect(viewer.getByRole("listitem").filter({ hasText: agentName })).toBeVisible();
  await expect(viewer.getByRole("listitem").filter({ hasText: viewerName })).toBeVisible();
  await expect(viewer.getByTestId("member-email")).toHaveCount(0);
  await expect(viewer.getByRole("main")).not.toContainText("@example.com");
  // The owner still sees them.
  await owner.goto("/settings/team");
  await expect(owner.getByRole("listitem").filter({ hasText: agentName }).getByTestId("member-email")).toContainText("@example.com");
});
