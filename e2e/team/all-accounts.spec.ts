import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { formatBuyerPrice } from "../../lib/format";
import { accountFor, buyerAsks, connectAccount, type Seller } from "../support/accounts";
import { saveReply } from "../support/replies";
import { sandboxGetAs, SELLERS, signInAs, tokenFor } from "../support/support";

// The all-accounts inbox and sales list (issue 45): an MLA owner connects the MLB sandbox seller, answers a
// question of each from one list with that account's saved reply (each published upstream by its own seller,
// i.e. with that account's token, its {price} as that site's buyers write prices), opens an MLB sale from the
// all-accounts sales list and messages its buyer as the MLB seller; an agent with a role on the MLA account only
// never sees the MLB one, in the lists or the API.
const run = Date.now().toString(36);

type Listed = { id: string; accountId: string; text: string; item: { price: number } | null };
type ListedSale = { id: string; accountId: string; state: string; shipment: { logisticType: string | null } };

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

/** The all-accounts sales list as the API gives it to this page's person. */
async function salesAll(page: Page, query = ""): Promise<ListedSale[]> {
  const res = await page.request.get(`/api/sales?limit=100&${query}`, { headers: { "x-mostrador-account": "all" } });
  expect(res.ok(), `sales: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { sales: ListedSale[] }).sales;
}

/** Answers the listed question with a saved reply: the open question's account offers its own replies only. */
async function answerWithReply(page: Page, text: string, reply: string, otherReply: string, published: string, account: string) {
  await page.getByTestId("question-row").filter({ hasText: text }).click();
  // The composer says which account publishes (issue 58 item 6).
  await expect(page.getByTestId("composer-account")).toHaveText(account);
  const chips = page.getByRole("group", { name: "Saved replies" });
  await expect(chips.getByRole("button", { name: reply })).toBeVisible();
  await expect(chips.getByRole("button", { name: otherReply })).toHaveCount(0);
  await chips.getByRole("button", { name: reply }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText(published);
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByTestId("question-row").filter({ hasText: text })).toHaveCount(0, { timeout: 15_000 });
}

test("an owner answers a question of each account from the all-accounts inbox and messages an MLB buyer from the all-accounts sales list; an agent of one account never sees the other", async ({
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

  // Answer each from this list with its own account's saved reply: published upstream by its own seller (that
  // account's token), the {price} written as that site's buyers write prices ("$ 1.234,56" on MLA, "R$ 1.234,56"
  // on MLB), whatever the screen's language.
  await saveReply(page, "Precio MLA", `¡Hola! Sí, emitimos factura A. Sale {price} (${run}).`, mla.workspaceId);
  await saveReply(page, "Preço MLB", `Olá! Sim, entregamos em Recife. Custa {price} (${run}).`, mlb.workspaceId);
  const listed = await listedAll(page);
  const priceOf = (id: string) => listed.find((q) => q.id === id)!.item!.price;
  const answerMla = `¡Hola! Sí, emitimos factura A. Sale ${formatBuyerPrice(priceOf(idMla), "MLA")} (${run}).`;
  const answerMlb = `Olá! Sim, entregamos em Recife. Custa ${formatBuyerPrice(priceOf(idMlb), "MLB")} (${run}).`;
  expect(answerMla).toMatch(/ \$ \d{1,3}(\.\d{3})*(,\d{2})? /);
  expect(answerMla).not.toContain("R$");
  expect(answerMlb).toMatch(/ R\$ \d{1,3}(\.\d{3})*,\d{2} /);
  await answerWithReply(page, askedMlb, "Preço MLB", "Precio MLA", answerMlb, `Answering as ${SELLERS.MLB.nickname} · MLB`);
  await answerWithReply(page, askedMla, "Precio MLA", "Preço MLB", answerMla, `Answering as ${SELLERS.MLA.nickname} · MLA`);
  await expect.poll(async () => (await upstream(page.request, SELLERS.MLB, idMlb)).answer?.text).toBe(answerMlb);
  await expect.poll(async () => (await upstream(page.request, SELLERS.MLA, idMla)).answer?.text).toBe(answerMla);

  // The sales list across accounts: opening it reconciles each account (its own sweep), then both are listed.
  await page.goto("/sales?account=all");
  await expect(page.getByText(/^All accounts: the sales of your 2 accounts/)).toBeVisible();
  await expect
    .poll(async () => [...new Set((await salesAll(page)).map((s) => s.accountId))].sort(), { timeout: 150_000 })
    .toEqual([mla.workspaceId, mlb.workspaceId].sort());
  // Bulk invoice links act with one account: no selection across accounts.
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  const rows = page.getByRole("list", { name: "Sales", exact: true }).getByRole("listitem");
  const salesAccount = page.getByRole("combobox", { name: "Account" });
  for (const [account, label] of [
    [mlb, `${SELLERS.MLB.nickname} · MLB`],
    [mla, `${SELLERS.MLA.nickname} · MLA`],
  ] as const) {
    await salesAccount.selectOption(account.workspaceId);
    await expect(rows.first().getByTestId("row-account")).toHaveText(label);
    await expect(rows.getByTestId("row-account").filter({ hasNotText: label })).toHaveCount(0);
  }
  await salesAccount.selectOption("");
  // An MLB sale with free messaging (an excepted case, not a Full one, whose messages go to the assistant),
  // found with the search across accounts: named, in reais, opened with its own account.
  const mlbSale = (await salesAll(page, `show=excepted&inAccount=${mlb.workspaceId}`)).find(
    (s) => s.shipment.logisticType !== "fulfillment",
  )!;
  expect(mlbSale, "an MLB excepted sale").toBeTruthy();
  await page.getByRole("searchbox", { name: "Search sales" }).fill(mlbSale.id);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId("row-account")).toHaveText(`${SELLERS.MLB.nickname} · MLB`);
  await expect(rows).toContainText("R$");
  await rows.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/sales/${mlbSale.id}\\?account=${mlb.workspaceId}&from=all$`));
  await expect(page.getByText("This sale is an excepted case")).toBeVisible({ timeout: 30_000 });
  const message = `Olá! Seu pedido fica pronto em 5 dias (${run}).`;
  await page.getByRole("textbox", { name: "Message" }).fill(message);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: message })).toBeVisible({ timeout: 20_000 });
  // The person (named by the account they sign in with) and the account that acted (issue 58 item 5).
  await expect(page.getByRole("listitem").filter({ hasText: message })).toContainText(
    `Sent by ${SELLERS.MLA.nickname} as ${SELLERS.MLB.nickname}`,
  );
  // Upstream, the MLB seller sent it (the MLB account's token), in the MLB seller's conversation.
  const conversation = (await sandboxGetAs(
    page.request,
    SELLERS.MLB.id,
    `/messages/packs/${mlbSale.id}/sellers/${SELLERS.MLB.id}?tag=post_sale&mark_as_read=false&limit=100`,
  )) as { messages: Array<{ text: string; from: { user_id: number } }> };
  expect(conversation.messages.filter((m) => m.text === message).map((m) => m.from.user_id)).toEqual([SELLERS.MLB.id]);
  // Its Team page says the same: the owner's name is the other account's nickname, and this one acts here.
  await page.goto(`/settings/team?account=${mlb.workspaceId}`);
  await expect(page.getByTestId("member-signs-in-with")).toHaveText(
    `Signs in with ${SELLERS.MLA.nickname}; acts here as ${SELLERS.MLB.nickname}`,
  );
  await page.goBack();
  // The way back is the all-accounts list.
  await page.getByRole("link", { name: "All sales" }).click();
  await expect(page).toHaveURL(/\/sales\?account=all$/);
  await expect(page.getByText(/^All accounts: the sales of your 2 accounts/)).toBeVisible();

  // Live across accounts: a new question of MLA (not the session's default: MLB became it when connected)
  // appears in the all-accounts list without a reload, through the one event stream (account=all).
  // After the sweep the inbox runs on open (its re-read of the list would show the question without an event).
  const swept = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/questions/sync" && r.request().method() === "POST");
  await page.goto("/questions?account=all&sort=newest");
  await swept;
  await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 30_000 });
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
  // Nor in the sales list: across their accounts, or by filtering on MLB.
  const agentSales = await salesAll(agent);
  expect(agentSales.length).toBeGreaterThan(0);
  expect(agentSales.every((s) => s.accountId === mla.workspaceId)).toBe(true);
  expect(await salesAll(agent, `inAccount=${mlb.workspaceId}`)).toEqual([]);
  expect((await agent.request.get("/api/sales?limit=1", { headers: { "x-mostrador-account": mlb.workspaceId } })).status()).toBe(403);
  expect((await agent.request.get(`/api/questions/${idMlb}`, { headers: { "x-mostrador-account": mlb.workspaceId } })).status()).toBe(403);
});
