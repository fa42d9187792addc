import { expect, test, type Page } from "@playwright/test";
import { CLUSTER } from "../../playwright.config";
import { agentAnswersLive, agentClaimsLive, BUYER, buyerAsks } from "../support/questions";
import { SELLERS, signInAs } from "../support/support";

/**
 * Two Mostrador instances on one PostgreSQL database (scripts/start-cluster.ts): the owner's browser
 * on instance A, the agent's on instance B. Everything live must cross instances: the marketplace's
 * notification (received by A), the agent's claim and typing (made on B), and the answer.
 */
test.beforeAll(async ({ request }) => {
  // Playwright waited for B only; A starts alongside it.
  await expect
    .poll(async () => (await request.get(`${CLUSTER.a}/signin`).catch(() => null))?.ok() ?? false, { timeout: 60_000 })
    .toBe(true);
});

async function newestFirst(page: Page, base: string) {
  await page.goto(`${base}/questions`);
  await page.locator("summary").filter({ hasText: "More filters" }).click();
  await page.getByLabel("Order").selectOption("newest");
  // The first visit imports the seller's questions (the sweep on inbox open) before any row shows.
  await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 30_000 });
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
  await buyerAsks(request, SELLERS.MLA.id, BUYER, text, CLUSTER.sandbox);
  // The marketplace notifies instance A; B's browser hears it through the database.
  await agentClaimsLive(owner, agent, text, "Carla Colaboradora");
  await agentAnswersLive(owner, agent, text, "Carla Colaboradora", "¡Hola! Sí, enviamos a Córdoba");
});
