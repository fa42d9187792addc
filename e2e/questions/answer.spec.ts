import { expect, test, type Page } from "../support/test";
import { composer, LIVE, row, shownIds, signInToInbox, unanswered, upstreamQuestion } from "../support/questions";
import { sandbox } from "../support/support";

// The inbox's first sweep after a reset imports the seller's questions: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

const draftKey = (id: string) => `mostrador:draft:${id}`;
const storedDraft = (page: Page, id: string) => page.evaluate((key) => window.localStorage.getItem(key), draftKey(id));

test("opening a question and publishing an answer takes it out of the list", { tag: "@journey" }, async ({ page }) => {
  await signInToInbox(page);
  const [first] = await unanswered(page);
  await row(page, first!.id).click();
  await expect(page.getByRole("heading", { level: 2, name: first!.text })).toBeVisible();
  await composer(page).fill("Hola! Sí, tenemos stock. Saludos.");
  await expect(page.getByText("33 / 2,000")).toBeVisible();
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText("Hola! Sí, tenemos stock. Saludos.");
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(row(page, first!.id)).toHaveCount(0);
  await expect(page.getByText("Answer published.")).toBeVisible();
  expect((await unanswered(page)).map((q) => q.id)).not.toContain(first!.id);
});

test("a send the marketplace refuses keeps the typed text and the question", async ({ page, request }) => {
  await signInToInbox(page);
  const [first] = await unanswered(page);
  await row(page, first!.id).click();
  await sandbox(request).fault({ method: "POST", path: "/answers", status: 500, count: 3 });
  await composer(page).fill("Texto que no se debe perder");
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Mercado Libre could not be reached" })).toBeVisible();
  await expect(composer(page)).toHaveValue("Texto que no se debe perder");
  await expect(row(page, first!.id)).toBeVisible();
});

test("an unsent draft survives a reload", async ({ page }) => {
  await signInToInbox(page);
  const [first] = await unanswered(page);
  await row(page, first!.id).click();
  await composer(page).fill("Borrador a medio escribir");
  await page.reload();
  await expect(composer(page)).toHaveValue("Borrador a medio escribir");
});

test("Ctrl+Enter reviews (a second one does not skip the review), then Enter on Publish publishes", async ({ page, request }) => {
  await signInToInbox(page);
  const [first] = await unanswered(page);
  await row(page, first!.id).click();
  await composer(page).fill("Respondido con el teclado");
  await composer(page).press("Control+Enter");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("answer-preview")).toHaveText("Respondido con el teclado");
  await expect(page.getByRole("button", { name: "Publish answer" })).toBeFocused();
  // The second Ctrl+Enter reached the page (Publish has the focus) and sent nothing.
  expect(await sandbox(request).requests("/answers")).toHaveLength(0);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Answer published.")).toBeVisible();
  await expect(row(page, first!.id)).toHaveCount(0);
});

test("after publishing, the next question in the list opens", async ({ page }) => {
  await signInToInbox(page);
  const [first, second] = await shownIds(page);
  await row(page, first!).click();
  await composer(page).fill("Sí, hay stock.");
  await page.getByRole("button", { name: "Review" }).click();
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByText("Answer published.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`question=${second}`));
  await expect(row(page, second!)).toHaveAttribute("aria-current", "true");
  await expect(composer(page)).toBeVisible();
});

test("Edit in the review returns to the text as typed, and nothing reaches the marketplace", async ({ page, request }) => {
  const sb = sandbox(request);
  await signInToInbox(page);
  const [first] = await shownIds(page);
  await row(page, first!).click();
  const typed = "Hola!\nSí, hay stock en azul y en negro.\nSaludos.";
  await composer(page).fill(typed);
  await composer(page).press("Control+Enter");
  await expect(page.getByTestId("answer-preview")).toHaveText(typed);

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(composer(page)).toHaveValue(typed);
  await expect(page.getByTestId("answer-preview")).toHaveCount(0);
  expect(await sb.requests("/answers")).toHaveLength(0);
  expect((await upstreamQuestion(request, first!)).status).toBe("UNANSWERED");
  await expect(row(page, first!)).toBeVisible();
  // The text is still editable: what is added shows in the next review.
  await composer(page).press("Control+End");
  await composer(page).pressSequentially(" Gracias!");
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText(`${typed} Gracias!`);
  expect(await sb.requests("/answers")).toHaveLength(0);
});

test("Discard my unsent draft removes the draft of a question answered meanwhile, also after a reload", async ({ page, request }) => {
  const sb = sandbox(request);
  await signInToInbox(page);
  const [first] = await shownIds(page);
  await row(page, first!).click();
  const draft = "Borrador que nadie publicó";
  await composer(page).fill(draft);
  await expect.poll(() => storedDraft(page, first!)).toBe(draft);
  // Someone else answers it (through our API, as a teammate's browser would).
  const answered = await page.request.post(`/api/questions/${first}/answer`, {
    data: { text: "Respondido por un compañero.", composerOpenedAt: new Date().toISOString() },
  });
  expect(answered.ok(), `answer: ${answered.status()}`).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId("unsent-draft")).toHaveText(draft, LIVE);
  await expect(page.getByText("Respondido por un compañero.")).toBeVisible();

  await page.getByRole("button", { name: "Discard my unsent draft" }).click();
  await expect(page.getByTestId("unsent-draft")).toHaveCount(0);
  await expect(composer(page)).toHaveCount(0);
  expect(await storedDraft(page, first!)).toBeNull();
  await page.reload();
  await expect(page.getByText("Respondido por un compañero.")).toBeVisible(LIVE);
  await expect(page.getByTestId("unsent-draft")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Discard my unsent draft" })).toHaveCount(0);
  // Only the teammate's answer was ever sent.
  expect(await sb.requests("/answers")).toHaveLength(1);
});

test("the saved replies link beside the composer leads to Settings → Saved replies", async ({ page }) => {
  await signInToInbox(page);
  const [first] = await shownIds(page);
  await row(page, first!).click();
  const chips = page.getByRole("group", { name: "Saved replies" });
  // With none saved yet the link offers to add some.
  await chips.getByRole("link", { name: "Add saved replies" }).click();
  await expect(page).toHaveURL(/\/settings\/replies$/);
  await expect(page.getByRole("heading", { name: "Saved replies", level: 1 })).toBeVisible(LIVE);
  await expect(page.getByText("No saved replies yet.")).toBeVisible();

  const created = await page.request.post("/api/saved-replies", { data: { title: "Envíos", body: "Enviamos a todo el país." } });
  expect(created.ok(), `saved reply: ${created.status()}`).toBeTruthy();
  await page.goto(`/questions?question=${first}`);
  await expect(chips.getByRole("button", { name: "Envíos" })).toBeVisible(LIVE);
  await chips.getByRole("link", { name: "Manage" }).click();
  await expect(page).toHaveURL(/\/settings\/replies$/);
  await expect(page.getByRole("heading", { name: "Envíos", exact: true })).toBeVisible(LIVE);
});
