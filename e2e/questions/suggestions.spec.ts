import { expect, test, type Page } from "../support/test";
import { BUYER, buyerAsks, composer, signInToInbox, unanswered, upstreamQuestion } from "../support/questions";
import { sandboxGetAs, SELLERS } from "../support/support";
import { factsToCheck } from "../../lib/questions/answer-facts";

// Suggested answers from the seller's own history (lib/questions/suggest-answers.ts): a tap puts a past
// answer in the composer for editing, nothing is sent without the person's act; a question like none
// answered before says so; the API is the workspace's agents' only.
test.describe.configure({ timeout: 240_000 });

type Suggestions = {
  suggestions: Array<{ question: string; answer: string; template: string | null; source: "item" | "category" | "other" }>;
};
const suggestionsOf = async (page: Page, id: string): Promise<Suggestions> => {
  const res = await page.request.get(`/api/questions/${id}/suggestions`);
  expect(res.ok(), `suggestions ${id}: ${res.status()}`).toBeTruthy();
  return res.json();
};
const strip = (page: Page) => page.getByRole("region", { name: "Your answers to similar questions" });

test("a suggestion goes below a typed draft, or into the review on an empty box; edited and published", async ({ page, request }) => {
  await signInToInbox(page);
  // The imported history holds answers to the phrasebook questions the open ones repeat.
  let chosen: { id: string; first: Suggestions["suggestions"][number] } | undefined;
  for (const q of await unanswered(page)) {
    const { suggestions } = await suggestionsOf(page, q.id);
    // One whose first suggestion asks no fact check (that one is the next test's).
    if (
      suggestions.length > 0 &&
      !suggestions[0]!.template &&
      factsToCheck({ ...suggestions[0]!, text: suggestions[0]!.answer }).length === 0
    ) {
      chosen = { id: q.id, first: suggestions[0]! };
      break;
    }
  }
  expect(chosen, "an open question with a suggestion").toBeDefined();
  const { id, first } = chosen!;
  await page.goto(`/questions?question=${id}`);
  const card = strip(page).getByTestId("suggestion").first();
  // The question's page and its suggestions load together; a busy machine takes its time.
  await expect(card).toContainText(first.answer.slice(0, 30), { timeout: 30_000 });
  await expect(card).toContainText(`answered to: ${first.question}`);

  // A typed draft is never lost: the suggestion goes below it, and the caret is in the box.
  await composer(page).fill("Hola!");
  await card.click();
  await expect(composer(page)).toBeFocused();
  await expect(composer(page)).toHaveValue(`Hola!\n\n${first.answer}`);
  // Nothing was sent by the tap.
  expect((await upstreamQuestion(request, id)).status).toBe("UNANSWERED");

  // On an empty box it is a worded answer, like a saved reply: the review, one tap from publishing. Edit
  // reopens it in the box, where it is edited like any text.
  await composer(page).fill("");
  await card.click();
  await expect(page.getByTestId("answer-preview")).toHaveText(first.answer);
  expect((await upstreamQuestion(request, id)).status).toBe("UNANSWERED");
  await page.getByRole("region", { name: "Your answer", exact: true }).getByRole("button", { name: "Edit", exact: true }).click();
  await expect(composer(page)).toHaveValue(first.answer);
  await composer(page).press("Control+End");
  await composer(page).pressSequentially(" Gracias!");
  const sent = `${first.answer} Gracias!`;
  await page.getByRole("button", { name: "Review" }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText(sent);
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByText("Answer published.")).toBeVisible({ timeout: 30_000 });
  const upstream = await upstreamQuestion(request, id);
  expect(upstream.status).toBe("ANSWERED");
  expect(upstream.answer?.text).toBe(sent);
});

test("a suggestion from another item that states shipping, stock, price or availability needs an edit or a confirmation before the review", async ({
  page,
  request,
}) => {
  await signInToInbox(page);
  let chosen: { id: string; first: Suggestions["suggestions"][number] } | undefined;
  for (const q of await unanswered(page)) {
    const { suggestions } = await suggestionsOf(page, q.id);
    const first = suggestions[0];
    if (first && !first.template && factsToCheck({ ...first, text: first.answer }).length > 0) {
      chosen = { id: q.id, first };
      break;
    }
  }
  expect(chosen, "an open question whose first suggestion comes from another item and states a fact").toBeDefined();
  const { id, first } = chosen!;
  await page.goto(`/questions?question=${id}`);
  const card = strip(page).getByTestId("suggestion").first();
  await expect(card).toContainText(first.answer.slice(0, 30), { timeout: 30_000 });
  // Into an empty box it does not go to the review: it waits in the box, flagged, with Review off.
  await card.click();
  await expect(composer(page)).toHaveValue(first.answer);
  await expect(page.getByTestId("answer-preview")).toHaveCount(0);
  const check = page.getByTestId("suggestion-fact-check");
  await expect(check).toContainText("From another item, and it states");
  const review = page.getByRole("button", { name: "Review" });
  await expect(review).toBeDisabled();
  await expect(page.getByText("Edit the suggested answer or confirm its facts before the review.")).toBeVisible();
  // An edit of the text is a check too: Review comes back.
  await composer(page).press("Control+End");
  await composer(page).pressSequentially(" Saludos.");
  await expect(check).toHaveCount(0);
  await expect(review).toBeEnabled();
  // Picked again and confirmed: on to the review, one tap from publishing; nothing was sent meanwhile.
  await composer(page).fill("");
  await card.click();
  await expect(review).toBeDisabled();
  await check.getByRole("button", { name: "It is true for this item" }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText(first.answer);
  expect((await upstreamQuestion(request, id)).status).toBe("UNANSWERED");
});

test("a question like none answered before shows the empty state and the composer works; viewers and other workspaces get no suggestions", async ({
  page,
  request,
  teammate,
}) => {
  const text = `Zorblax quintuple vexmor ${Date.now().toString(36)}?`;
  await buyerAsks(request, SELLERS.MLA.id, BUYER, text);
  await signInToInbox(page);
  const question = (await unanswered(page)).find((q) => q.text === text) ?? (await findByText(page, text));
  expect((await suggestionsOf(page, question.id)).suggestions).toEqual([]);
  await page.goto(`/questions?question=${question.id}`);
  await expect(strip(page)).toContainText("Suggestions appear once you have answered similar questions.");
  await composer(page).fill("Hola, sí.");
  await expect(page.getByRole("button", { name: "Review" })).toBeEnabled();

  // Another seller's question is not found here, whatever its id.
  const theirs = (await sandboxGetAs(request, SELLERS.MLB.id, `/questions/search?seller_id=${SELLERS.MLB.id}&limit=1`)) as {
    questions: Array<{ id: number }>;
  };
  const foreign = await page.request.get(`/api/questions/${theirs.questions[0]!.id}/suggestions`);
  expect(foreign.status()).toBe(404);
  expect((await foreign.json()).error.code).toBe("not_found");

  // A viewer has no composer, and the API refuses them too.
  const viewer = await teammate("viewer", "Vera Viewer");
  const refused = await viewer.request.get(`/api/questions/${question.id}/suggestions`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("forbidden");
});

/** The buyer's new question may come after the first 20 open ones: search our list for its text. */
async function findByText(page: Page, text: string) {
  const res = await page.request.get(`/api/questions?status=UNANSWERED&q=${encodeURIComponent(text)}&limit=5`);
  const found = ((await res.json()) as { questions: Array<{ id: string; text: string }> }).questions.find((q) => q.text === text);
  expect(found, "the buyer's question is in the inbox").toBeDefined();
  return found!;
}
