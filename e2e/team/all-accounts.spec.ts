import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_URL } from "../../playwright.config";
import { accountFor, buyerAsks, connectAccount, type Seller } from "../support/accounts";
import { composer } from "../support/questions";
import { sandbox, SELLERS, signInAs, tokenFor } from "../support/support";

// The all-accounts inbox (issue 45, phase 2): an MLA owner connects the MLB sandbox seller, answers a
// question of each from one list (each published upstream by its own seller, i.e. with that account's
// token), and an agent with a role on the MLA account only never sees the MLB one, in the list or the API.
const run = Date.now().toString(36);

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

type Listed = { id: string; accountId: string; text: string };

/** The question as the marketplace holds it, read with its own seller's token. */
async function upstream(request: APIRequestContext, seller: Seller, id: string) {
  const res = await request.get(`${SANDBOX_URL}/questions/${id}`, {
    headers: { authorization: `Bearer ${await tokenFor(request, seller.id)}` },
  });
  expect(res.ok(), `sandbox question ${id}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as { seller_id: number; answer: { text: string } | null };
}

/** The all-accounts list as the API gives it to this page's person. */
async function listedAll(page: Page): Promise<Listed[]> {
  const res = await page.request.get("/api/questions?limit=100", { headers: { "x-mostrador-account": "all" } });
  expect(res.ok(), `list: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { questions: Listed[] }).questions;
}

async function answerFromList(page: Page, text: string, answer: string) {
  await page.getByTestId("question-row").filter({ hasText: text }).click();
  await composer(page).fill(answer);
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByTestId("question-row").filter({ hasText: text })).toHaveCount(0, { timeout: 15_000 });
}

test("an owner answers a question of each account from the all-accounts inbox; an agent of one account never sees the other", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);

  // Connect the MLB seller from Settings → Accounts (the marketplace's consent, as its administrator).
  const accounts = await connectAccount(page);
  const mla = accountFor(accounts, SELLERS.MLA);
  const mlb = accountFor(accounts, SELLERS.MLB);

  const askedMla = `Todas ${run}: ¿tienen factura A?`;
  const askedMlb = `Todas ${run}: vocês entregam em Recife?`;
  const idMla = await buyerAsks(page.request, SELLERS.MLA, askedMla);
  const idMlb = await buyerAsks(page.request, SELLERS.MLB, askedMlb);

  // The switcher offers "All accounts" on the inbox.
  await page.goto(`/questions?account=${mla.workspaceId}`);
  await page.getByRole("button", { name: /^Switch account/ }).click();
  await page.getByRole("menuitem", { name: /^All accounts/ }).click();
  await expect(page).toHaveURL(/\/questions\?account=all$/);
  await expect(page.getByText(/^All accounts: the questions of your 2 accounts/)).toBeVisible();

  // Both questions in one list (the callbacks and the new account's first import store them), each row
  // naming its account and site.
  await expect
    .poll(
      async () =>
        (await listedAll(page))
          .filter((q) => q.id === idMla || q.id === idMlb)
          .map((q) => q.accountId)
          .sort(),
      {
        timeout: 90_000,
      },
    )
    .toEqual([mla.workspaceId, mlb.workspaceId].sort());
  // Newest first: the seeded history is older, and the list only draws the rows in view.
  await page.goto("/questions?account=all&sort=newest");
  const rowMlb = page.getByTestId("question-row").filter({ hasText: askedMlb });
  await expect(rowMlb.getByTestId("row-account")).toHaveText(`${SELLERS.MLB.nickname} · MLB`);
  await expect(page.getByTestId("question-row").filter({ hasText: askedMla }).getByTestId("row-account")).toHaveText(
    `${SELLERS.MLA.nickname} · MLA`,
  );
  // The MLB row's price is in reais: the row is formatted with its own site.
  await expect(rowMlb).toContainText("R$");

  // The account filter narrows to one.
  // "More filters" is already open when the view sorts newest first (a rarer filter is set).
  const more = page.locator("details").filter({ has: page.getByText("More filters") });
  await expect(page.getByRole("combobox", { name: "Status" })).toBeVisible();
  if ((await more.getAttribute("open")) === null) await more.getByText("More filters").click();
  const accountFilter = more.getByRole("combobox", { name: /^Account/ });
  await accountFilter.selectOption(mlb.workspaceId);
  await expect(page.getByTestId("question-row").filter({ hasText: askedMla })).toHaveCount(0);
  await expect(rowMlb).toBeVisible();
  await accountFilter.selectOption("");

  // Answer each from this list: published upstream by its own seller (that account's token).
  await answerFromList(page, askedMlb, `Olá! Sim, entregamos em Recife (${run}).`);
  await answerFromList(page, askedMla, `¡Hola! Sí, emitimos factura A (${run}).`);
  await expect
    .poll(async () => (await upstream(page.request, SELLERS.MLB, idMlb)).answer?.text)
    .toBe(`Olá! Sim, entregamos em Recife (${run}).`);
  await expect
    .poll(async () => (await upstream(page.request, SELLERS.MLA, idMla)).answer?.text)
    .toBe(`¡Hola! Sí, emitimos factura A (${run}).`);

  // Live across accounts: a new question of MLA (not the session's default: MLB became it when connected)
  // appears in the all-accounts list without a reload, through the one event stream (account=all).
  const askedLive = `Todas ${run}: ¿hacen envíos a Mendoza?`;
  await buyerAsks(page.request, SELLERS.MLA, askedLive);
  await expect(page.getByTestId("question-row").filter({ hasText: askedLive })).toBeVisible({ timeout: 30_000 });

  // An agent invited to the MLA account only: their all-accounts list is MLA's alone, MLB is refused.
  const invite = await page.request.post("/api/team/invitations", {
    headers: { "x-mostrador-account": mla.workspaceId },
    data: { role: "agent" },
  });
  expect(invite.status()).toBe(201);
  const agent = await (await browser.newContext()).newPage();
  await agent.goto(((await invite.json()) as { url: string }).url);
  await agent.getByLabel("Your name").fill("Una Agente");
  await agent.getByLabel("E-mail").fill(`una-${run}@example.com`);
  await agent.getByLabel("Choose a password").fill("a long enough password");
  await agent.getByRole("button", { name: "Join and sign in" }).click();
  await expect(agent).toHaveURL(/\/questions$/, { timeout: 30_000 });
  const seen = await listedAll(agent);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((q) => q.accountId === mla.workspaceId)).toBe(true);
  // One account: no switcher, so no "All accounts"; a link with account=all shows their one account.
  await agent.goto("/questions?account=all");
  await expect(agent.getByRole("button", { name: /^Switch account/ })).toHaveCount(0);
  await expect(agent.getByText(askedMlb)).toHaveCount(0);
  expect((await agent.request.get("/api/questions?limit=1", { headers: { "x-mostrador-account": mlb.workspaceId } })).status()).toBe(403);
  expect((await agent.request.get(`/api/questions/${idMlb}`, { headers: { "x-mostrador-account": mlb.workspaceId } })).status()).toBe(403);
});
