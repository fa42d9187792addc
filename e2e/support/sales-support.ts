// What the post-sale specs share: our copy of the seller's sales and the conversations the sandbox holds.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
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
          if (lines.some((r) => r.left < clip.left - 0.5 || r.right > clip.right + 0.5 || r.top < clip.top - 0.5 || r.bottom > clip.bottom + 0.5)) return false;
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
