// What the post-sale specs share: our copy of the seller's sales and the conversations the sandbox holds.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../playwright.config";
import { SELLERS } from "./support";

/** A message as the sandbox holds it (the fields the specs read). */
export type UpstreamMessage = { text: string; status: string; message_moderation: { reason: string | null } | null };

/** Our copy of the sales our API lists for a query (up to 100), without a new sweep. */
export async function listedSales<S>(page: Page, query: string): Promise<S[]> {
  const res = await page.request.get(`/api/sales?limit=100&${query}`);
  expect(res.ok(), `GET /api/sales?${query}: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { sales: S[] }).sales;
}

/** Imports the seller's sales (the reconciliation sweep: slow on a busy machine), then lists them as above. */
export async function importedSales<S>(page: Page, query: string): Promise<S[]> {
  expect((await page.request.post("/api/sales/sync", { timeout: 150_000 })).ok()).toBeTruthy();
  return listedSales<S>(page, query);
}

/** The conversation as the sandbox holds it, read with the seller's own token (never marking it read). */
export async function upstreamMessages(request: APIRequestContext, saleId: string): Promise<UpstreamMessage[]> {
  const token = ((await (await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: SELLERS.MLA.id } })).json()) as { access_token: string }).access_token;
  const res = await request.get(`${SANDBOX_URL}/messages/packs/${saleId}/sellers/${SELLERS.MLA.id}?tag=post_sale&mark_as_read=false&limit=100`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `conversation ${saleId}: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { messages: UpstreamMessage[] }).messages;
}
