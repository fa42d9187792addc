// What the saved-replies specs share: the team's saved replies, through our API and on Settings → Saved replies.
import { expect, type Page } from "@playwright/test";

/** A saved reply as our API lists it. */
export type Reply = { id: string; title: string; body: string };

/** The team's saved replies as the app's API lists them: what the composers' chips read. */
export async function listedReplies(page: Page): Promise<Reply[]> {
  const res = await page.request.get("/api/saved-replies");
  expect(res.ok(), `saved replies: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { savedReplies: Reply[] }).savedReplies;
}

/** Saves a reply through our API, as the signed-in user, in the session's account unless one is named. */
export async function saveReply(page: Page, title: string, body: string, account?: string): Promise<void> {
  const headers = account ? { "x-mostrador-account": account } : undefined;
  const res = await page.request.post("/api/saved-replies", { data: { title, body }, headers });
  expect(res.status(), `saved reply: ${await res.text()}`).toBe(201);
}

/** A saved reply's card on Settings → Saved replies, found by its title. */
export const replyCard = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
