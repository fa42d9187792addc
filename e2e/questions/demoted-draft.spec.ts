import { expect, test } from "../support/test";
import { composer, detail, LIVE, openInbox, row, signInToInbox, unanswered } from "../support/questions";

test.describe.configure({ timeout: 180_000 });

test("a teammate demoted to viewer while writing keeps the draft after a reload, and is told why Publish went", async ({
  page: owner,
  teammate,
}) => {
  await signInToInbox(owner);
  const name = `Demoted Agent ${Date.now().toString(36)}`;
  const agent = await teammate("agent", name);
  await openInbox(agent);
  const [first] = await unanswered(agent);
  await row(agent, first!.id).click();
  const draft = "Hola, sí, te lo enviamos mañana";
  await composer(agent).fill(draft);
  await expect.poll(() => agent.evaluate((key) => window.localStorage.getItem(key), `mostrador:draft:${first!.id}`)).toBe(draft);

  const { members } = (await (await owner.request.get("/api/team/members")).json()) as { members: Array<{ id: string; name: string }> };
  const target = members.find((m) => m.name === name)!;
  expect((await owner.request.patch(`/api/team/members/${target.id}`, { data: { role: "viewer" } })).ok()).toBeTruthy();

  await agent.reload();
  await expect(detail(agent)).toBeVisible(LIVE);
  await expect(composer(agent)).toHaveCount(0);
  const kept = detail(agent).getByRole("alert").filter({ hasText: "Your draft is kept" });
  await expect(kept).toContainText("You can no longer answer in this account");
  await expect(kept.getByTestId("unsent-draft")).toHaveText(draft);
  await agent.context().close();
});
