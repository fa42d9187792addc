import { expect as baseExpect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

// Cold reads of 30 days and the chart chunk take a while on a loaded machine.
const expect = baseExpect.configure({ timeout: 45_000 });
test.setTimeout(180_000);

test("the visits chart has a legend: solid is this period, dashed the previous one", async ({ page, request }) => {
  await sandbox(request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/metrics");
  const panel = page.getByTestId("panel-visits");
  await expect(panel.locator("path.recharts-line-curve").first()).toBeVisible();
  const legend = panel.getByRole("list", { name: "Legend" });
  const current = legend.getByRole("listitem").filter({ hasText: "This period" });
  const previous = legend.getByRole("listitem").filter({ hasText: "Previous period" });
  await expect(legend.getByRole("listitem")).toHaveCount(2);
  // Each name beside a sample drawn as its line is: solid, then dashed like the chart's previous period.
  await expect(current.locator("line")).not.toHaveAttribute("stroke-dasharray", /./);
  const dash = await panel.locator("path.recharts-line-curve[stroke='#94a3b8']").getAttribute("stroke-dasharray");
  await expect(previous.locator("line")).toHaveAttribute("stroke-dasharray", dash!);
});
