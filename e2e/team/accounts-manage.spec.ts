import { expect, test } from "@playwright/test";
import { accountFor, accountsOf, connectAccount } from "../support/accounts";
import { inviteTeammate, sandbox, SELLERS, signInAs } from "../support/support";

// Disconnecting an account (issue 45, phase 2): an MLA owner connects the MLB seller, invites an agent to
// it, disconnects it keeping the data (it stays readable, marked disconnected), then deletes it after
// typing its name: it is gone for everyone, and the agent whose only account it was is signed out.
test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test("an owner disconnects an account keeping its data, then deletes it; its only-account teammate is signed out", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const mlb = accountFor(await connectAccount(page), SELLERS.MLB);
  // The session's default is now MLB: the invitation is to MLB only.
  const agent = await inviteTeammate(page, browser, "agent", "Ana MLB");

  // Disconnect, keeping the data: the confirmation names the account and the choice.
  await page.goto("/settings/accounts");
  await page.getByRole("button", { name: `Disconnect ${SELLERS.MLB.nickname}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Disconnect ${SELLERS.MLB.nickname}?` });
  await expect(dialog.getByRole("radio", { name: /Keep the data/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Disconnect and keep data" }).click();
  const mlbCard = page.getByRole("listitem").filter({ hasText: SELLERS.MLB.nickname });
  await expect(mlbCard.getByText(/Disconnected/)).toBeVisible();
  // Still readable by its members, nothing calls the marketplace for it.
  expect((await agent.request.get("/api/questions?limit=1")).status()).toBe(200);

  // Delete: the name must be typed before the button works.
  await mlbCard.getByRole("button", { name: `Disconnect ${SELLERS.MLB.nickname}` }).click();
  await dialog.getByRole("radio", { name: /Delete the data/ }).click();
  const confirm = dialog.getByRole("button", { name: `Delete ${SELLERS.MLB.nickname}` });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${SELLERS.MLB.nickname} to confirm`).fill(SELLERS.MLB.nickname);
  await confirm.click();
  await expect(page.getByRole("listitem").filter({ hasText: SELLERS.MLB.nickname })).toHaveCount(0);
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
  expect((await accountsOf(page)).map((a) => a.nickname)).toEqual([SELLERS.MLA.nickname]);
  expect((await page.request.get("/api/questions?limit=1", { headers: { "x-mostrador-account": mlb.workspaceId } })).status()).toBe(403);
  // The agent had no other account: their next request is signed out.
  expect((await agent.request.get("/api/questions?limit=1")).status()).toBe(401);
});
