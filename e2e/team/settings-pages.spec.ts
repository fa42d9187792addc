import { expect, test } from "../support/test";

test.use({ signIn: "MLA" });

// Issue 9's trust fixes, each at the level where it broke: the settings pages.

test("Settings → Notifications renders without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/settings/notifications");
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("pages under Settings have the same back link, in the same place", async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ["/settings/team", "/settings/replies", "/settings/blocked", "/settings/notifications"]) {
    await page.goto(path);
    const back = page.getByRole("main").getByRole("link", { name: "Back to settings" });
    await expect(back).toBeVisible();
    const box = (await back.boundingBox())!;
    seen.set(path, JSON.stringify({ look: await back.getAttribute("class"), x: Math.round(box.x), y: Math.round(box.y) }));
  }
  expect(new Set(seen.values()).size, JSON.stringify(Object.fromEntries(seen))).toBe(1);
});
