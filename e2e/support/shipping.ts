// What the shipping specs share: the items table as our API serves it and free shipping as the sandbox holds it.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";

/** An item of the shipping table as our API lists it (lib/schemas/shipping.ts), as far as the specs read it. */
export type Row = {
  id: string;
  title: string;
  price: number | null;
  currencyId: string | null;
  status: string | null;
  mode: string;
  classified: boolean;
  freeShipping: boolean;
  categoryAcceptsFree: boolean | null;
};

/** Up to `limit` items of the seller as our API holds them for a filter, read fresh from the marketplace (any status). */
async function items(page: Page, filter: Record<string, string>, limit: number): Promise<Row[]> {
  const res = await page.request.get(`/api/shipping/items?${new URLSearchParams({ ...filter, limit: String(limit), refresh: "1" })}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { items: Row[] }).items;
}

/** Every item of the seller as our API holds it, read fresh from the marketplace (any status). */
export const allRows = (page: Page) => items(page, {}, 1000);

/** The active ones among the first `limit` rows for a filter, read fresh from the marketplace (the sandbox was just reset). */
export const rows = async (page: Page, filter: Record<string, string>, limit = 20) =>
  (await items(page, filter, limit)).filter((r) => r.status === "active");

/** free_shipping of each item straight from the sandbox (its public multi-get takes 20 ids a call). */
export async function sandboxFree(request: APIRequestContext, ids: string[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (let i = 0; i < ids.length; i += 20) {
    const res = await request.get(`${SANDBOX_URL}/items?ids=${ids.slice(i, i + 20).join(",")}`);
    expect(res.ok()).toBeTruthy();
    for (const e of (await res.json()) as Array<{ code: number; body: { id: string; shipping: { free_shipping: boolean } } }>) {
      expect(e.code).toBe(200);
      out.set(e.body.id, e.body.shipping.free_shipping);
    }
  }
  return out;
}
