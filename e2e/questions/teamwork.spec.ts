import { expect, test, type Page } from "../support/test";
import { agentAnswersLive, agentClaimsLive, BUYER, buyerAsks, composer, openInbox } from "../support/questions";
import { SELLERS, signInAs } from "../support/support";

// Each test starts fresh with teammates of its own, so the file's tests need not wait for one another: in
// parallel the two-minute presence test runs beside the others instead of after them on one worker.
test.describe.configure({ mode: "parallel" });

/** New questions arrive last in the default (oldest first) order: show them first instead. */
async function newestFirst(page: Page) {
  await openInbox(page);
  await page.locator("summary").filter({ hasText: "More filters" }).click();
  await page.getByLabel("Order").selectOption("newest");
  await expect(page.getByTestId("question-row").first()).toBeVisible();
}

test("owner and agent share one live inbox: new question, claim, typing, answer, stale send stopped", async ({
  page: owner,
  teammate,
  request,
}) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const agent = await teammate("agent", "Carla Colaboradora");
  await newestFirst(owner);
  await newestFirst(agent);

  const text = `¿Tienen stock en talle 42? Consulta ${Date.now()}`;
  await buyerAsks(request, SELLERS.MLA.id, BUYER, text);
  // No reload: the marketplace's notification reaches the app, which pushes it to both inboxes.
  await agentClaimsLive(owner, agent, text, "Carla Colaboradora");
  const openedAt = new Date().toISOString();
  await composer(owner).fill("Sí, tenemos talle 42.");

  await agentAnswersLive(owner, agent, text, "Carla Colaboradora", "¡Hola! Sí, hay stock en talle 42");

  // The owner's open composer sees the answer arrive: publishing is no longer offered, the draft is kept.
  await expect(owner.getByRole("region", { name: "Published answer" })).toContainText("¡Hola! Sí, hay stock en talle 42");
  await expect(owner.getByRole("button", { name: "Discard my unsent draft" })).toBeVisible();
  // The one who lost the race still sees their own text, and can copy it (not only discard it).
  await expect(owner.getByTestId("unsent-draft")).toHaveText("Sí, tenemos talle 42.");
  await owner.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await owner.getByRole("button", { name: "Copy my text" }).click();
  await expect(owner.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe("Sí, tenemos talle 42.");
  // And the server stops a stale send outright (a composer opened before the agent's answer).
  const id = (await owner.request.get(`/api/questions?status=ANSWERED&q=${encodeURIComponent(text)}`).then((r) => r.json())).questions[0]
    .id;
  const stale = await owner.request.post(`/api/questions/${id}/answer`, {
    data: { text: "Sí, tenemos talle 42.", composerOpenedAt: openedAt },
  });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).error).toMatchObject({
    code: "answered_meanwhile",
    details: { answer: { text: "¡Hola! Sí, hay stock en talle 42" } },
  });
});

test("a viewer has no answer controls, and the API refuses a viewer's answer", async ({ page: owner, teammate }) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const viewer = await teammate("viewer", "Vito Viewer");
  await openInbox(viewer);
  await viewer.getByTestId("question-row").first().click();
  await expect(viewer.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(composer(viewer)).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Assign to me" })).toHaveCount(0);

  const list = await viewer.request.get("/api/questions?status=UNANSWERED&limit=1");
  const id = ((await list.json()) as { questions: Array<{ id: string }> }).questions[0]!.id;
  const res = await viewer.request.post(`/api/questions/${id}/answer`, {
    data: { text: "Hola", composerOpenedAt: new Date().toISOString() },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.code).toBe("forbidden");
});

// The one test that takes real time: the badge must survive several heartbeats and expiry sweeps
// (heartbeat 10 s, server expiry after 30 s), which only the wall clock exercises end to end.
test("the 'is viewing' badge stays on for two minutes while a teammate keeps the question open", async ({ page: owner, teammate }) => {
  test.setTimeout(300_000);
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const name = `Pedro Presente ${Date.now().toString(36)}`;
  const agent = await teammate("agent", name);
  await agent.goto("/questions");
  const first = agent.getByTestId("question-row").first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  const id = (await first.getAttribute("data-question-id"))!;
  await first.click();
  await owner.goto(`/questions?question=${id}`);
  const viewing = `${name} is viewing`;
  await expect(owner.getByRole("status").filter({ hasText: viewing })).toBeVisible({ timeout: 20_000 });

  // Sampled in the page five times a second: a flicker between two looks of the test would still count.
  await owner.evaluate((text) => {
    const w = window as unknown as { presenceGaps: number };
    w.presenceGaps = 0;
    setInterval(() => {
      if (!document.body.innerText.includes(text)) w.presenceGaps += 1;
    }, 200);
  }, viewing);
  await owner.waitForTimeout(120_000);
  expect(await owner.evaluate(() => (window as unknown as { presenceGaps: number }).presenceGaps)).toBe(0);
  await expect(owner.getByRole("status").filter({ hasText: viewing })).toBeVisible();
});
