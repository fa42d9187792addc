import type { SiteId } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import type { RunningSandbox } from "../testing.ts";

/** A complete Item for tests that must not depend on what the catalog seeds. */
export function makeItem(overrides: Partial<Item> & { id: string; site_id: SiteId; seller_id: number }): Item {
  return {
    title: "Zapatillas running livianas",
    category_id: `${overrides.site_id}1276`,
    topic: "footwear",
    price: 45999,
    currency_id: "ARS",
    available_quantity: 12,
    sold_quantity: 31,
    status: "active",
    condition: "new",
    listing_type_id: "gold_special",
    buying_mode: "buy_it_now",
    permalink: `https://articulo.example/${overrides.id}`,
    thumbnail: `https://http2.mlstatic.example/${overrides.id}.jpg`,
    date_created: "2025-06-01T10:00:00.000-03:00",
    ...overrides,
  };
}

export function addItems(running: RunningSandbox, items: Item[]): void {
  for (const item of items) running.sandbox.ctx.state.catalog.items.set(item.id, item);
}

/** A valid bearer written straight into the OAuth slice, so tests do not depend on the control routes. */
export function mintToken(running: RunningSandbox, userId: number): string {
  const token = `APP_USR-test-${userId}-${Math.random().toString(36).slice(2)}`;
  running.sandbox.ctx.state.oauth.accessTokens.set(token, {
    token,
    user_id: userId,
    client_id: "test",
    expires_at: running.sandbox.ctx.clock.nowMs() + 3_600_000,
  });
  return token;
}

export async function getJson(running: RunningSandbox, path: string, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${running.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}
