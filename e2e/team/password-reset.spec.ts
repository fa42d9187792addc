import { expect, test, type Browser, type Page } from "../support/test";
import { APP_URL } from "../../playwright.config";
import { SELLERS, signInAs } from "../support/support";

// Fresh names per run: a retry must not meet the first try's teammates.
const run = Date.now().toString(36);
const PASSWORD = "a long enough password";

/** `owner` invites an agent; the person joins through the API (a new account, or their existing one by its password). */
async function joinThroughInvitation(owner: Page, browser: Browser, name: string, email: string) {
  const invitation = await owner.request.post("/api/team/invitations", { data: { role: "agent" } });
  expect(invitation.ok(), `invitation: ${invitation.status()}`).toBeTruthy();
  const token = ((await invitation.json()) as { url: string }).url.split("/invite/")[1];
  const context = await browser.newContext();
  const joined = await context.request.post(`${APP_URL}/api/team/join`, {
    data: { token, name, email, password: PASSWORD },
    headers: { origin: APP_URL },
  });
  expect(joined.ok(), `join: ${joined.status()} ${await joined.text()}`).toBeTruthy();
  await context.close();
}

test("an owner resets the password of a teammate only on their team, not of one who also works for another owner's account", async ({
  page: owner,
  browser,
}) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const otherOwner = await (await browser.newContext()).newPage();
  await signInAs(otherOwner, SELLERS.MLB.nickname, SELLERS.MLB.site);

  const shared = `Sofía Shared ${run}`;
  const onlyHere = `Olga Only ${run}`;
  await joinThroughInvitation(owner, browser, shared, `shared-${run}@example.com`);
  await joinThroughInvitation(otherOwner, browser, shared, `shared-${run}@example.com`);
  await joinThroughInvitation(owner, browser, onlyHere, `only-${run}@example.com`);

  await owner.goto("/settings/team");
  await owner.getByRole("button", { name: `Reset the password of ${shared}` }).click();
  await owner.getByRole("button", { name: `Reset ${shared}'s password` }).click();
  await expect(
    owner.getByRole("alert").filter({
      hasText: "This person also works for another account, so only they can change their password: they can do it in Settings → Security.",
    }),
  ).toBeVisible();
  await expect(owner.getByLabel(`Temporary password for ${shared}`)).toHaveCount(0);
  // Nothing to retry: the confirmation is gone, the message stays.
  await expect(owner.getByRole("button", { name: `Reset ${shared}'s password` })).toHaveCount(0);

  await owner.getByRole("button", { name: `Reset the password of ${onlyHere}` }).click();
  await owner.getByRole("button", { name: `Reset ${onlyHere}'s password` }).click();
  await expect(owner.getByLabel(`Temporary password for ${onlyHere}`)).toHaveValue(/^[A-Za-z2-9]{16}$/);
});
