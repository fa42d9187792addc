// What the several-accounts specs share: connecting a second seller from Settings, the person's accounts,
// a buyer's question to any seller.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { BUYER } from "./questions";
import { SELLERS, tokenFor } from "./support";

export type Seller = (typeof SELLERS)[keyof typeof SELLERS];
export type Account = { workspaceId: string; nickname: string; role: string };

/** The accounts the page's person has a role in, as GET /api/accounts lists them. */
export const accountsOf = async (page: Page): Promise<Account[]> =>
  ((await (await page.request.get("/api/accounts")).json()) as { accounts: Account[] }).accounts;

/** A seller's site id (MLA, MLB, …). */
export const siteOf = (seller: Seller) => seller.site.slice(0, 3);

/** `seller`'s account among a person's accounts (a test error when it is not there). */
export function accountFor(accounts: Account[], seller: Seller): Account {
  const found = accounts.find((a) => a.nickname === seller.nickname);
  if (!found) throw new Error(`${seller.nickname} is not among the person's accounts`);
  return found;
}

/**
 * As the signed-in owner: Settings → Accounts → Connect another account, the marketplace's consent page as
 * `seller`'s administrator (MLB unless told), back on Settings → Accounts with it as the session's default.
 * Returns the person's accounts (accountFor picks one).
 */
export async function connectAccount(page: Page, seller: Seller = SELLERS.MLB): Promise<Account[]> {
  await page.goto("/settings/accounts");
  await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Connect another account" }).click();
  await expect(page.getByRole("heading", { name: /^Authorize/ })).toBeVisible();
  await page.getByLabel(new RegExp(`^${seller.nickname} · ${siteOf(seller)} · Seller`)).check();
  await page.getByRole("button", { name: "Allow access" }).click();
  // Back with the new account as the page's account (?account=, kept by the page's links) or the default.
  await expect(page).toHaveURL(/\/settings\/accounts(\?account=[^&]+)?$/);
  await expect(page.getByTestId("seller-nickname")).toHaveText(seller.nickname);
  return accountsOf(page);
}

/** A buyer asks `seller` on one of its items, straight on the sandbox; returns the question's id. */
export async function buyerAsks(request: APIRequestContext, seller: Seller, text: string): Promise<string> {
  const search = await request.get(`${SANDBOX_URL}/sites/${siteOf(seller)}/search?seller_id=${seller.id}&limit=1`);
  const itemId = ((await search.json()) as { results: Array<{ id: string }> }).results[0]!.id;
  const asked = await request.post(`${SANDBOX_URL}/questions`, {
    headers: { authorization: `Bearer ${await tokenFor(request, BUYER)}` },
    data: { item_id: itemId, text },
  });
  expect(asked.ok(), `ask: ${asked.status()} ${await asked.text()}`).toBeTruthy();
  return String(((await asked.json()) as { id: number | string }).id);
}
