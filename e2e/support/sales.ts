// What the post-sale specs share: our copy of the seller's sales and the conversations the sandbox holds.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { formatBuyerPrice } from "../../lib/format";
import { sandboxGetAs, SELLERS, signInAs, syncNow } from "./support";

/** A sale as our API lists it (lib/schemas/sales.ts), as far as the specs read it. */
export type Sale = {
  id: string;
  isPack: boolean;
  orderIds: string[];
  state: string;
  reasonsAvailable: string[];
  buyerHasWritten: boolean;
  unread: boolean;
  dateCreated: string;
  buyer: { nickname: string };
  items: Array<{ title: string; quantity: number }>;
  total: number;
  shipment: { id: string | null; logisticType: string | null; status: string | null };
};

/** One page of GET /api/sales. */
export type SalePage = { sales: Sale[]; total: number | null; nextCursor: string | null };

/** A message as the sandbox holds it (the fields the specs read). */
export type UpstreamMessage = { text: string; status: string; message_moderation: { reason: string | null } | null };

/** Our copy of the sales our API lists for a query (up to 100), without a new sweep. */
export async function listedSales<S = Sale>(page: Page, query: string): Promise<S[]> {
  const res = await page.request.get(`/api/sales?limit=100&${query}`);
  expect(res.ok(), `GET /api/sales?${query}: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { sales: S[] }).sales;
}

/** Imports the seller's sales (the reconciliation sweep: slow on a busy machine), then lists them as above. */
export async function importedSales<S = Sale>(page: Page, query: string): Promise<S[]> {
  await syncNow(page.request, "sales");
  return listedSales<S>(page, query);
}

/** The conversation as the sandbox holds it, read with the seller's own token (never marking it read). */
export async function upstreamMessages(request: APIRequestContext, saleId: string): Promise<UpstreamMessage[]> {
  const path = `/messages/packs/${saleId}/sellers/${SELLERS.MLA.id}?tag=post_sale&mark_as_read=false&limit=100`;
  return ((await sandboxGetAs(request, SELLERS.MLA.id, path)) as { messages: UpstreamMessage[] }).messages;
}

/**
 * Of these texts, the ones the element does not show: missing, past the screen's sides, or cut by an
 * ellipsis, a line clamp or any other clipping box from the text up to the element (each line box of the
 * text must lie inside every one). `chars` checks only each text's first characters (a title may be
 * shortened, but it must start where the eye finds it).
 */
export function hiddenTexts(element: Locator, texts: string[], chars?: number): Promise<string[]> {
  return element.evaluate(
    (root, { texts, chars }) => {
      /** Whether this occurrence of the text is on screen from its start to its end (or its first `chars`). */
      const visible = (node: Text, at: number, text: string) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + Math.min(text.length, chars ?? text.length));
        const lines = [...range.getClientRects()].filter((r) => r.width > 0);
        if (lines.length === 0 || lines.some((r) => r.left < -0.5 || r.right > window.innerWidth + 0.5)) return false;
        for (let box = node.parentElement; box && box !== root.parentElement; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const clip = box.getBoundingClientRect();
          if (
            lines.some(
              (r) => r.left < clip.left - 0.5 || r.right > clip.right + 0.5 || r.top < clip.top - 0.5 || r.bottom > clip.bottom + 0.5,
            )
          )
            return false;
        }
        return true;
      };
      // Any occurrence will do: the same words may also be in a visually hidden label (a checkbox's name).
      const shown = (text: string) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let at = node.data.indexOf(text); at >= 0; at = node.data.indexOf(text, at + 1)) if (visible(node, at, text)) return true;
        }
        return false;
      };
      return texts.filter((t) => !shown(t));
    },
    { texts, chars },
  );
}

/** Signs in as the Argentine seller and imports the sales, so the list has rows on its first render. */
export async function signInWithSales(page: Page) {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await syncNow(page.request, "sales");
}

/** One page of GET /api/sales, as the signed-in user (unread is per user). */
export async function apiPage(page: Page, query: string): Promise<SalePage> {
  const res = await page.request.get(`/api/sales?${query}`);
  expect(res.ok(), `GET /api/sales?${query}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as SalePage;
}

/** Every sale the API lists for the query, following its cursor. */
export async function apiAll(page: Page, query = ""): Promise<Sale[]> {
  const all: Sale[] = [];
  let cursor: string | null = null;
  do {
    const p: SalePage = await apiPage(page, `${query}&limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    all.push(...p.sales);
    cursor = p.nextCursor;
  } while (cursor);
  return all;
}

/** Our copy of one sale, found by its id through the search. */
export async function apiSale(page: Page, id: string): Promise<Sale | undefined> {
  return (await apiPage(page, `q=${id}&limit=100`)).sales.find((s) => s.id === id);
}

/** The POSTs the sandbox served on a path, newest first (its request log): proves how many sends reached the marketplace. */
export async function sandboxPosts(request: APIRequestContext, path: string) {
  const res = await request.get(`${SANDBOX_URL}/__sandbox/requests?path=${encodeURIComponent(path)}&method=POST`);
  return (await res.json()) as Array<{ status: number }>;
}

/** What each variable must become on a sale, written out here rather than taken from the app's filler. */
export const valuesOf = (s: Sale) => ({
  "{buyer}": s.buyer.nickname,
  // The number the list shows: a pack's own, else its order's.
  "{order_id}": s.isPack ? s.id : (s.orderIds[0] ?? s.id),
  // Joined as the buyer's language joins a list ("2 × Mate y 1 × Bombilla").
  "{items}": new Intl.ListFormat("es-AR", { type: "conjunction" }).format(s.items.map((i) => `${i.quantity} × ${i.title}`)),
  "{total}": formatBuyerPrice(s.total, "MLA"),
  "{seller}": SELLERS.MLA.nickname,
});

/** A template with each variable replaced by its value on the sale (as valuesOf spells them). */
export const filled = (template: string, s: Sale) =>
  Object.entries(valuesOf(s)).reduce((text, [name, value]) => text.replaceAll(name, value), template);
