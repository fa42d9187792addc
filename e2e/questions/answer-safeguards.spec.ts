import { expect, test, type Page } from "../support/test";
import { openInbox } from "../support/questions";
import { sandbox, SELLERS, signInAs } from "../support/support";

// Issue 9's trust fixes, each at the level where it broke: the composer's sends.

async function openFirstQuestion(page: Page): Promise<string> {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await openInbox(page, { until: "imported" });
  const first = page.getByTestId("question-row").first();
  await expect(first).toBeVisible();
  const id = (await first.getAttribute("data-question-id"))!;
  await first.click();
  return id;
}

async function answerRequests(page: Page, questionId: string): Promise<number> {
  const log = (await sandbox(page.request).requests("/answers")) as Array<{ method: string; body?: { question_id?: number } }>;
  return log.filter((r) => r.method === "POST" && String(r.body?.question_id) === questionId).length;
}

test("a double click publishes once, says published, and never 'answered meanwhile'", async ({ page }) => {
  const id = await openFirstQuestion(page);
  await page.getByRole("textbox", { name: "Answer", exact: true }).fill("Sí, tenemos stock.");
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: "Publish answer" }).dblclick();
  await expect(page.getByText("Answer published.")).toBeVisible();
  await expect(page.getByText(/answered while you were writing|already answered/)).toHaveCount(0);
  expect(await answerRequests(page, id)).toBe(1);
});

test("offline: a banner at once, the send fails with the text kept, and nothing is published on reconnect", async ({ page, context }) => {
  const id = await openFirstQuestion(page);
  await page.getByRole("textbox", { name: "Answer", exact: true }).fill("Respuesta sin conexión");
  await context.setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByRole("region", { name: "Your answer" }).getByRole("alert")).toContainText("Nothing was published");
  await expect(page.getByRole("textbox", { name: "Answer", exact: true })).toHaveValue("Respuesta sin conexión");
  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  // A paused mutation would resume right at reconnect; a round trip after it proves none did.
  expect((await page.request.get("/api/me")).ok()).toBeTruthy();
  expect(await answerRequests(page, id)).toBe(0);
});

test("contact data asks for confirmation before review, and Review says why it is disabled", async ({ page }) => {
  await openFirstQuestion(page);
  const box = page.getByRole("textbox", { name: "Answer", exact: true });
  await expect(page.getByText("Write an answer to review it")).toBeVisible();
  await expect(page.getByRole("button", { name: "Review" })).toBeDisabled();
  await box.fill("x".repeat(2312));
  await expect(page.getByText("312 characters too many")).toBeVisible();
  await expect(page.getByRole("button", { name: "Review" })).toBeDisabled();
  await box.fill("Llamame al 11 5555-1234 o escribí a ventas arroba gmail punto com");
  await page.getByRole("button", { name: "Review" }).click();
  const warning = page.getByRole("alertdialog", { name: "This text seems to contain contact data" });
  await expect(warning.getByTestId("contact-kinds")).toContainText("A phone number");
  await expect(warning.getByTestId("contact-kinds")).toContainText("An e-mail address");
  await warning.getByRole("button", { name: "Edit text" }).click();
  await box.fill("Sí, hay stock.");
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText("Sí, hay stock.");
});
