import { expect as baseExpect, test } from "../support/test";
import { openInbox } from "../support/questions";

// A shared machine under heavy load: pages take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

test("?question=<not an id> says the question was not found, asks nothing of the API, and goes back to the list", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/questions\/garbage/.test(r.url())) asked.push(r.url());
  });
  await openInbox(page, { path: "/questions?question=garbage" });
  await expect(page.getByRole("heading", { name: "This question was not found." })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  expect(asked).toEqual([]);
  await page.getByRole("button", { name: "Back to questions" }).last().click();
  await expect(page).not.toHaveURL(/question=/);
  await expect(page.getByRole("heading", { name: "This question was not found." })).toHaveCount(0);
});
