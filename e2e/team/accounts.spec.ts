import { expect, test } from "../support/test";
import { accountFor, accountsOf, buyerAsks, connectAccount } from "../support/accounts";
import { SELLERS, signInAs } from "../support/support";

// Several seller accounts per person (issue 45, phase 1): an MLA owner connects the MLB sandbox seller
// from Settings (the marketplace's own sign-in), switches with the keyboard, works two accounts in two
// tabs, and a link to an account they have no role in shows nothing of it.
const run = Date.now().toString(36);

test("an owner connects a second seller (MLB), switches by keyboard, works two accounts in two tabs, and is refused an account without a role", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);

  // Settings → Accounts → Connect another account: the marketplace's consent page, as the MLB administrator.
  // Back in Settings → Accounts, still the same person, now defaulting to the account just connected.
  await page.goto("/settings");
  await page.getByRole("link", { name: /^Accounts/ }).click();
  const accounts = await connectAccount(page);
  const mla = accountFor(accounts, SELLERS.MLA);
  const mlb = accountFor(accounts, SELLERS.MLB);
  expect(mla.role).toBe("owner");
  expect(mlb.role).toBe("owner");

  // The switcher, by keyboard: to the MLA account, same section, account in the URL.
  const trigger = page.getByRole("button", { name: `Switch account: ${SELLERS.MLB.nickname}` });
  const mlaItem = page.getByRole("menuitem", { name: new RegExp(SELLERS.MLA.nickname) });
  // Enter pressed before the page has hydrated does nothing (the server-rendered button has no handler yet).
  await expect(async () => {
    if (!(await mlaItem.isVisible())) {
      await trigger.focus();
      await page.keyboard.press("Enter");
    }
    await expect(mlaItem).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.type(SELLERS.MLA.nickname.slice(0, 4)); // type-ahead moves the highlight
  await expect(page.getByRole("menuitem", { name: new RegExp(SELLERS.MLA.nickname) })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/settings\\?account=${mla.workspaceId}$`));
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
  // Links keep the account.
  await expect(page.getByRole("link", { name: /^Team/ })).toHaveAttribute("href", `/settings/team?account=${mla.workspaceId}`);

  // B's question shows in B's inbox (second tab) and not in A's (first tab), at the same time.
  const question = `Accounts ${run}: ¿envían a Porto Alegre?`;
  await buyerAsks(page.request, SELLERS.MLB, question);
  const tabB = await page.context().newPage();
  // Newest first: the list draws only the rows in view, and the most urgent (older) ones come first by default.
  await tabB.goto(`/questions?account=${mlb.workspaceId}&sort=newest`);
  await expect(tabB.getByTestId("seller-nickname")).toHaveText(SELLERS.MLB.nickname);
  await expect(tabB.getByText(question)).toBeVisible({ timeout: 90_000 });
  await page.goto(`/questions?account=${mla.workspaceId}`);
  await expect(page.getByTestId("seller-nickname")).toHaveText(SELLERS.MLA.nickname);
  await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(question)).toHaveCount(0);
  // Each tab's API calls act on its own account (the header), whatever the session's default.
  expect(new URL(tabB.url()).searchParams.get("account")).toBe(mlb.workspaceId);

  // Another seller's account (MLM, its own owner): a shared link to it says "no access", shows none of it.
  const stranger = await (await browser.newContext()).newPage();
  await signInAs(stranger, SELLERS.MLM.nickname, SELLERS.MLM.site);
  const mlm = (await accountsOf(stranger)).find((a) => a.nickname === SELLERS.MLM.nickname)!;
  await page.goto(`/questions?account=${mlm.workspaceId}`);
  await expect(page.getByRole("heading", { name: "You have no access to this account" })).toBeVisible();
  await expect(page.getByText(SELLERS.MLM.nickname)).toHaveCount(0);
  await expect(page.getByRole("link", { name: new RegExp(SELLERS.MLA.nickname) })).toBeVisible();
  const refused = await page.request.get("/api/questions?limit=1", { headers: { "x-mostrador-account": mlm.workspaceId } });
  expect(refused.status()).toBe(403);
});
