import { expect as baseExpect, test } from "@playwright/test";
import { nextRead } from "../support/metrics";
import { sandbox, SELLERS, signInAs } from "../support/support";

// Cold reads of 30 days and the listings table take a while on a loaded machine.
const expect = baseExpect.configure({ timeout: 45_000 });
test.setTimeout(180_000);

test('phone views of a listing that is not a classified read "—" on its page, as in the table, never 0', async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const read = nextRead<{ items: Array<{ id: string; classified: boolean }> }>(page, "/api/metrics/items");
  await page.goto("/metrics");
  const { items } = await read;
  const item = items.find((i) => !i.classified);
  expect(item, "the seed has listings that are not classifieds").toBeTruthy();

  await page.goto(`/metrics/items/${item!.id}`);
  // The KPI card: its label and, once read, its figure.
  const card = page.getByText("Phone views", { exact: true }).locator("xpath=..");
  await expect(card.locator("p.text-2xl")).toHaveText("—");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(card.locator("p.text-2xl")).toHaveText("—");
});
