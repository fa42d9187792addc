import { expect, test } from "../support/test";

test.use({ signIn: "MLA" });

test("the join form says the password's length rule once, also when it is broken", async ({ page, browser }) => {
  const res = await page.request.post("/api/team/invitations", { data: { role: "agent" } });
  expect(res.ok()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  const joining = await (await browser.newContext()).newPage();
  await joining.goto(url);
  await expect(joining.getByText("At least 10 characters.")).toHaveCount(1);
  await joining.getByLabel("Your name").fill("Ana Short");
  await joining.getByLabel("E-mail").fill(`short-${Date.now().toString(36)}@example.com`);
  await joining.getByLabel("Choose a password").fill("short");
  await joining.getByRole("button", { name: "Join and sign in" }).click();
  await expect(joining.getByLabel("Choose a password")).toHaveAttribute("aria-invalid", "true");
  await expect(joining.getByText("At least 10 characters.")).toHaveCount(1);
  await joining.context().close();
});
