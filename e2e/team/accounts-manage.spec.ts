import { expect, test } from "../support/test";
import { accountFor, accountsOf, connectAccount } from "../support/accounts";
import { joinTeam, SELLERS, signInAs } from "../support/support";
import { createInvitationFor } from "../support/team";

// Several accounts, managed (issue 45): an MLA owner connects the MLB seller, invites one agent to both
// accounts with one link (the agent's switcher lists both; the owner's overview shows both accounts' cards),
// invites another agent to MLB only, disconnects MLB keeping the data (it stays readable, marked
// disconnected), then deletes it after typing its name: it is gone for everyone, the agent whose only
// account it was is signed out, and the agent of both keeps MLA.

test("an owner invites one agent to both accounts, sees both on the overview, then disconnects and deletes one; its only-account teammate is signed out", async ({
  page,
  browser,
  teammate,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const accounts = await connectAccount(page);
  const mla = accountFor(accounts, SELLERS.MLA);
  const mlb = accountFor(accounts, SELLERS.MLB);

  // One link, both accounts: on MLB's Team page (the default now) the owner ticks MLA too, Agent in each.
  await page.goto("/settings/team");
  const bothUrl = await createInvitationFor(page, [SELLERS.MLB.nickname, SELLERS.MLA.nickname], "Agent");
  await expect(page.getByLabel(/^Invitation link \(/)).toHaveAccessibleName(
    `Invitation link (${SELLERS.MLB.nickname}: Agent and ${SELLERS.MLA.nickname}: Agent) — send it to one person; it works once`,
  );
  const both = await joinTeam(browser, bothUrl, "Bea Both", "both");
  await both.getByRole("button", { name: /^Switch account/ }).click();
  for (const seller of [SELLERS.MLA, SELLERS.MLB])
    await expect(both.getByRole("menuitem", { name: new RegExp(seller.nickname) })).toBeVisible();
  await both.keyboard.press("Escape");
  expect((await accountsOf(both)).map((a) => [a.nickname, a.role])).toEqual([
    [SELLERS.MLA.nickname, "agent"],
    [SELLERS.MLB.nickname, "agent"],
  ]);

  // The owner's overview: a card per account, each linking to that account's inbox; and the all-accounts inbox.
  await page.goto("/");
  const strip = page.getByRole("region", { name: "Your accounts today" });
  for (const account of [mla, mlb]) {
    const card = strip.getByRole("listitem", { name: account.nickname });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole("link", { name: /^Unanswered questions/ })).toHaveAttribute(
      "href",
      `/questions?account=${account.workspaceId}`,
    );
  }
  await expect(strip.getByRole("link", { name: "All accounts' inbox" })).toHaveAttribute("href", "/questions?account=all");

  // The session's default is now MLB: the invitation is to MLB only.
  const agent = await teammate("agent", "Ana MLB");

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
  // The agent of both keeps MLA.
  expect((await both.request.get("/api/questions?limit=1")).status()).toBe(200);
  expect((await accountsOf(both)).map((a) => a.nickname)).toEqual([SELLERS.MLA.nickname]);
});
