import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CLUSTER } from "../../playwright.config";
import { SELLERS, signInAs } from "../support/support";

/**
 * Two Mostrador instances on one PostgreSQL database (scripts/start-cluster.ts): the owner's browser
 * on instance A, the agent's on instance B. Everything live must cross instances: the marketplace's
 * notification (received by A), the agent's claim and typing (made on B), and the answer.
 */
const BUYER = 318600102; // a seeded MLA buyer

test.beforeAll(async ({ request }) => {
  // Playwright waited for B only; A starts alongside it.
  await expect.poll(async () => (await request.get(`${CLUSTER.a}/signin`).catch(() => null))?.ok() ?? false, { timeout: 60_000 }).toBe(true);
});

const rowWithText = (page: Page, text: string) => page.getByTestId("question-row").filter({ hasText: text });
const composer = (page: Page) => page.getByRole("textbox", { name: "Answer", exact: true });

async function newestFirst(page: Page, base: string) {
  await page.goto(`${base}/questions`);
  await page.locator("summary").filter({ hasText: "More filters" }).click();
  await page.getByLabel("Order").selectOption("newest");
  // The first visit imports the seller's questions (the sweep on inbox open) before any row shows.
  await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 30_000 });
}

async function buyerAsks(request: APIRequestContext, text: string) {
  const search = await request.get(`${CLUSTER.sandbox}/sites/MLA/search?seller_id=${SELLERS.MLA.id}&limit=1`);
  const itemId = ((await search.json()) as { results: Array<{ id: string }> }).results[0]!.id;
  const tokenRes = await request.post(`${CLUSTER.sandbox}/__sandbox/tokens`, { data: { user_id: BUYER } });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const asked = await request.post(`${CLUSTER.sandbox}/questions`, { headers: { authorization: `Bearer ${access_token}` }, data: { item_id: itemId, text } });
  expect(asked.ok(), `ask: ${asked.status()}`).toBeTruthy();
}

test("owner on instance A and agent on instance B share one live inbox", async ({ page: owner, browser, request }) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  expect(new URL(owner.url()).origin).toBe(CLUSTER.a);

  // The invitation is made on A; the agent opens it on B.
  const res = await owner.request.post("/api/team/invitations", { data: { role: "agent" } });
  expect(res.ok()).toBeTruthy();
  const invitation = new URL(((await res.json()) as { url: string }).url);
  const agent = await (await browser.newContext()).newPage();
  await agent.goto(`${CLUSTER.b}${invitation.pathname}${invitation.search}`);
  await agent.getByLabel("Your name").fill("Carla Colaboradora");
  await agent.getByLabel("E-mail").fill(`agent-${Date.now().toString(36)}@example.com`);
  await agent.getByLabel("Choose a password").fill("a long enough password");
  await agent.getByRole("button", { name: "Join and sign in" }).click();
  await expect(agent.getByTestId("seller-nickname")).toBeVisible();
  expect(new URL(agent.url()).origin).toBe(CLUSTER.b);

  await newestFirst(owner, CLUSTER.a);
  await newestFirst(agent, CLUSTER.b);

  const text = `¿Envían a Córdoba? Consulta ${Date.now()}`;
  await buyerAsks(request, text);
  // The marketplace notifies instance A; B's browser hears it through the database.
  await expect(rowWithText(owner, text)).toBeVisible({ timeout: 15_000 });
  await expect(rowWithText(agent, text)).toBeVisible({ timeout: 15_000 });

  await rowWithText(agent, text).click();
  await agent.getByRole("button", { name: "Assign to me" }).click();
  await expect(rowWithText(owner, text)).toContainText("Carla Colaboradora", { timeout: 10_000 });

  await rowWithText(owner, text).click();
  await expect(composer(owner)).toBeVisible();
  await composer(agent).fill("¡Hola! Sí, enviamos a Córdoba");
  await expect(owner.getByText("Carla Colaboradora is typing…").first()).toBeVisible({ timeout: 10_000 });

  await agent.getByRole("button", { name: "Review" }).click();
  await agent.getByRole("button", { name: "Publish answer" }).click();
  await expect(rowWithText(agent, text)).toHaveCount(0, { timeout: 10_000 });
  await expect(rowWithText(owner, text)).toHaveCount(0, { timeout: 10_000 });
});
