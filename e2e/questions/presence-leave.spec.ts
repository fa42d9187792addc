import { expect, test } from "../support/test";
import { composer } from "../support/questions";
import { SELLERS, signInAs } from "../support/support";

// Issue 46 item 11: presence goes when a teammate closes the tab, and the published answer says who published it.
test.describe.configure({ timeout: 180_000 });

test("a teammate who closes the tab stops 'viewing' within a few seconds; their answer says they published it", async ({
  page: owner,
  teammate,
}) => {
  await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const name = `Lucía Leave ${Date.now().toString(36)}`;
  const agent = await teammate("agent", name);
  await agent.goto("/questions");
  const first = agent.getByTestId("question-row").first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  const id = (await first.getAttribute("data-question-id"))!;
  await first.click();
  await owner.goto(`/questions?question=${id}`);
  const viewing = owner.getByRole("status").filter({ hasText: `${name} is viewing` });
  await expect(viewing).toBeVisible({ timeout: 20_000 });

  // Closing the tab runs no React cleanup: the page says "left" as it goes (pagehide).
  await agent.close({ runBeforeUnload: true });
  await expect(viewing).toBeHidden({ timeout: 5_000 });

  // The teammate answers from a new tab; the published answer names them.
  const again = await agent.context().newPage();
  await again.goto(`/questions?question=${id}`);
  await composer(again).fill("¡Hola! Sí, tenemos stock para envío inmediato.");
  await again.getByRole("button", { name: "Review" }).click();
  await again.getByRole("button", { name: "Publish answer" }).click();
  await expect(again.getByText("Answer published.")).toBeVisible({ timeout: 30_000 });
  await owner.goto(`/questions?question=${id}&status=answered`);
  await expect(owner.getByRole("region", { name: "Published answer" })).toContainText(`Published by ${name} through Mostrador.`, {
    timeout: 30_000,
  });
});
