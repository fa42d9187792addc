// What the questions specs share: opening the inbox, its rows and composer, our API's lists and the sandbox's view.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { SELLERS, signInAs, tokenFor } from "./support";

/** A seeded MLA buyer. */
export const BUYER = 318600102;

/** How long a live update (another tab's action, the marketplace's notification) may take to show. */
export const LIVE = { timeout: 30_000 };

/** A question as our API lists it (lib/schemas/questions.ts), as far as the specs read it. */
export type ListedQuestion = {
  id: string;
  text: string;
  status: string;
  dateCreated: string;
  asker: { id: string; nickname: string | null };
  item: { id: string; title: string; price: number; availableQuantity: number } | null;
  assignee: { id: string } | null;
};
export type ListPage = { questions: ListedQuestion[]; total: number };

/**
 * Opens the inbox (`path`, /questions unless told) and waits until it is ready, as `until` says. Each test
 * starts from an empty app database, so the seller's questions must be imported first:
 * - "row" (the default): its first row shows. The inbox starts the first import on open: slow on a busy machine.
 * - "synced": also its opening sweep has finished, so the list no longer changes under the test.
 * - "imported": the test runs the import itself, to completion, before the page reads the list; nothing
 *   is waited for on the page.
 */
export async function openInbox(
  page: Page,
  { path = "/questions", until = "row" }: { path?: string; until?: "row" | "synced" | "imported" } = {},
) {
  if (until === "imported") {
    await expect
      .poll(
        async () => {
          await page.request.post("/api/questions/sync");
          return ((await (await page.request.get("/api/questions?status=UNANSWERED&limit=1")).json()) as { total: number }).total;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await page.goto(path);
    return;
  }
  await page.goto(path);
  if (until === "row") {
    await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 90_000 });
    return;
  }
  await expect(page.locator("[data-inbox-synced=true]")).toHaveCount(1, { timeout: 90_000 });
  await expect(page.getByTestId("question-row").first()).toBeVisible();
}

/** Signs in as the Argentine seller and opens the inbox once its opening sweep has finished. */
export async function signInToInbox(page: Page) {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await openInbox(page, { until: "synced" });
}

/** A question's row in the list, by its id. */
export const row = (page: Page, id: string) => page.locator(`[data-question-id="${id}"]`);
/** A question's row in the list, by a text it shows. */
const rowWithText = (page: Page, text: string) => page.getByTestId("question-row").filter({ hasText: text });
/** The ids of the rows the list shows, in order. */
export const shownIds = (page: Page) =>
  page.getByTestId("question-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-question-id")!));
/** The open question's answer box. */
export const composer = (page: Page) => page.getByRole("textbox", { name: "Answer", exact: true });
/** The open question's card (its heading is the question text). */
export const detail = (page: Page) => page.locator("article[aria-labelledby=question-text]");

/** The inbox's default list as the API serves it (unanswered, in the page's default "due" order, so its first row is the first on screen). */
export async function unanswered(page: Page): Promise<ListedQuestion[]> {
  const res = await page.request.get("/api/questions?status=UNANSWERED&sort=due&limit=20");
  expect(res.ok()).toBeTruthy();
  return (await res.json()).questions;
}

/** Our API's list for a query (the inbox's own parameters), up to 100 rows. */
export async function listed(page: Page, query: Record<string, string>): Promise<ListPage> {
  const params = new URLSearchParams({ status: "UNANSWERED", sort: "due", assignee: "anyone", ...query, limit: "100" });
  const res = await page.request.get(`/api/questions?${params}`);
  expect(res.ok(), `list ${params}: ${res.status()}`).toBeTruthy();
  return res.json();
}

/** A seeded buyer asks on one of the seller's active items, straight on the sandbox (`sandboxUrl`: this worker's unless told). */
export async function buyerAsks(
  request: APIRequestContext,
  sellerId: number,
  buyerId: number,
  text: string,
  sandboxUrl = SANDBOX_URL,
): Promise<void> {
  const search = await request.get(`${sandboxUrl}/sites/MLA/search?seller_id=${sellerId}&limit=1`);
  const itemId = ((await search.json()) as { results: Array<{ id: string }> }).results[0]!.id;
  const tokenRes = await request.post(`${sandboxUrl}/__sandbox/tokens`, { data: { user_id: buyerId } });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const asked = await request.post(`${sandboxUrl}/questions`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { item_id: itemId, text },
  });
  expect(asked.ok(), `ask: ${asked.status()} ${await asked.text()}`).toBeTruthy();
}

/** The sandbox's answer for a question, read with the seller's token as the marketplace's API would be (unchecked: 404 once deleted). */
export async function sandboxQuestion(request: APIRequestContext, id: string) {
  const token = await tokenFor(request, SELLERS.MLA.id);
  return request.get(`${SANDBOX_URL}/questions/${id}`, { headers: { authorization: `Bearer ${token}` } });
}

/** The question as the marketplace itself holds it (its status and answer), read with the seller's token. */
export async function upstreamQuestion(
  request: APIRequestContext,
  id: string,
): Promise<{ status: string; answer: { text: string } | null }> {
  const res = await sandboxQuestion(request, id);
  expect(res.ok(), `sandbox question ${id}: ${res.status()}`).toBeTruthy();
  return res.json();
}

/**
 * Two teammates' inboxes share a new question live (one app, or two instances on one database), and the
 * agent claims it: `text`'s row shows in both without a reload, the agent (`agentName`) assigns it to
 * themselves, the owner's row says so, and the owner opens it.
 */
export async function agentClaimsLive(owner: Page, agent: Page, text: string, agentName: string) {
  await expect(rowWithText(owner, text)).toBeVisible({ timeout: 15_000 });
  await expect(rowWithText(agent, text)).toBeVisible({ timeout: 15_000 });

  await rowWithText(agent, text).click();
  await agent.getByRole("button", { name: "Assign to me" }).click();
  await expect(rowWithText(owner, text)).toContainText(agentName, { timeout: 10_000 });

  await rowWithText(owner, text).click();
  await expect(composer(owner)).toBeVisible();
}

/** The agent answers the question both have open: the owner sees them typing, and publishing takes it out of both lists. */
export async function agentAnswersLive(owner: Page, agent: Page, text: string, agentName: string, answer: string) {
  await composer(agent).fill(answer);
  await expect(owner.getByText(`${agentName} is typing…`).first()).toBeVisible({ timeout: 10_000 });

  await agent.getByRole("button", { name: "Review" }).click();
  await agent.getByRole("button", { name: "Publish answer" }).click();
  await expect(rowWithText(agent, text)).toHaveCount(0, { timeout: 10_000 });
  await expect(rowWithText(owner, text)).toHaveCount(0, { timeout: 10_000 });
}
