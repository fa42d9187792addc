import { expect, test } from "@playwright/test";
import { buyerAsks, BUYER, listed } from "../support/questions";
import { sandbox, SELLERS, signInAs } from "../support/support";

test.describe.configure({ timeout: 240_000 });
const DIR = "/tmp/shots-countdown";

test("shots", async ({ page }) => {
  await sandbox(page.request).reset();
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const control = sandbox(page.request);
  await control.advanceClock(-50 * 60_000);
  await buyerAsks(page.request, SELLERS.MLA.id, BUYER, "¿Tienen talle M en azul para hoy?");
  await control.advanceClock(50 * 60_000);
  let id = "";
  await expect
    .poll(async () => {
      await page.request.post("/api/questions/sync");
      id = (await listed(page, { q: "talle M en azul" })).questions[0]?.id ?? "";
      return id;
    }, { timeout: 60_000 })
    .toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.getByTestId("crossing-soon")).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${DIR}/overview-1280.png` });
  await page.goto(`/questions?sort=newest&question=${id}`);
  await expect(page.getByRole("textbox", { name: "Answer", exact: true })).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${DIR}/inbox-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/questions?sort=newest`);
  await expect(page.getByTestId("question-row").first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${DIR}/list-390.png` });
  await page.goto(`/questions?question=${id}&focus=answer`);
  await expect(page.getByRole("textbox", { name: "Answer", exact: true })).toBeFocused({ timeout: 60_000 });
  await page.screenshot({ path: `${DIR}/detail-390.png` });
  await page.getByRole("button", { name: "More actions" }).click();
  await page.screenshot({ path: `${DIR}/detail-390-more.png`, fullPage: true });
});
