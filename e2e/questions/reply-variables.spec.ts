import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../support/test";
import { formatBuyerPrice } from "../../lib/format";
import { composer, row, signInToInbox, unanswered, upstreamQuestion } from "../support/questions";
import { saveReply } from "../support/replies";
import { sandbox, SELLERS } from "../support/support";

// Saved-reply variables in the answer composer: filled from the question in the site's format, or, when
// one cannot be filled here, named and kept from the buyer (lib/replies/variables.ts).
test.describe.configure({ timeout: 180_000 });

const chips = (page: Page) => page.getByRole("group", { name: "Saved replies" });

test("a saved reply's {item_title}, {stock} and {price} reach the buyer filled in, the price as buyers on the site write it", async ({
  page,
  request,
}) => {
  await signInToInbox(page);
  const body = "Del {item_title} tenemos {stock} unidades a {price}. Saludos, {seller}";
  await saveReply(page, "Stock y precio", body);
  const question = (await unanswered(page)).find((q) => q.item !== null)!;
  const item = question.item!;
  // Written out here rather than taken from the app's filler: MLA writes "$ 17.999", whatever the UI language.
  const expected = `Del ${item.title} tenemos ${item.availableQuantity} unidades a ${formatBuyerPrice(item.price, "MLA")}. Saludos, ${SELLERS.MLA.nickname}`;
  expect(expected).not.toMatch(/\{\w+\}/);
  await page.reload();

  await row(page, question.id).click();
  await chips(page).getByRole("button", { name: "Stock y precio" }).click();
  // A reply whose variables are all filled goes straight to the review.
  await expect(page.getByTestId("answer-preview")).toHaveText(expected);
  await page.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByText("Answer published.")).toBeVisible({ timeout: 30_000 });

  const upstream = await upstreamQuestion(request, question.id);
  expect(upstream.status).toBe("ANSWERED");
  expect(upstream.answer?.text).toBe(expected);
});

test("a sales-only reply is not offered; a variable that cannot be filled here blocks the review, is named, keeps the text, and nothing is published", async ({
  page,
  request,
}) => {
  const sb = sandbox(request);
  await signInToInbox(page);
  await saveReply(page, "Saludo", "Hola! Gracias por tu consulta. Saludos, {seller}");
  await saveReply(page, "Pedido", "Hola {buyer}, tu pedido {order_id} ya salió.");
  const [question] = await unanswered(page);
  await page.reload();
  await row(page, question!.id).click();

  // {order_id} exists only on a sale: the answer composer does not offer that reply at all.
  await expect(chips(page).getByRole("button", { name: "Saludo" })).toBeVisible();
  await expect(chips(page).getByRole("button", { name: "Pedido" })).toHaveCount(0);

  await chips(page).getByRole("button", { name: "Saludo" }).click();
  await expect(page.getByTestId("answer-preview")).toHaveText(`Hola! Gracias por tu consulta. Saludos, ${SELLERS.MLA.nickname}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  // The seller adds what an answer cannot fill: another context's variable and one that exists nowhere.
  await composer(page).press("Control+End");
  await composer(page).pressSequentially(" Tu pedido {order_id} {unknown_var}");
  const typed = `Hola! Gracias por tu consulta. Saludos, ${SELLERS.MLA.nickname} Tu pedido {order_id} {unknown_var}`;

  const message = "{order_id} and {unknown_var} can't be filled in here. Replace them with the words the buyer should read before sending.";
  const review = page.getByRole("button", { name: "Review" });
  await expect(review).toBeDisabled();
  await expect(review).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toBeVisible();
  await composer(page).press("Control+Enter");
  await expect(page.getByTestId("answer-preview")).toHaveCount(0);
  await expect(composer(page)).toHaveValue(typed);

  // An old tab (or a script) that sends it anyway is refused by the server with its own code.
  const stale = await page.request.post(`/api/questions/${question!.id}/answer`, {
    data: { text: typed, composerOpenedAt: new Date().toISOString(), idempotencyKey: randomUUID() },
  });
  expect(stale.status()).toBe(400);
  expect((await stale.json()).error).toMatchObject({ code: "unfilled_variables", details: { variables: ["order_id", "unknown_var"] } });
  expect(await sb.requests("/answers")).toHaveLength(0);
  expect((await upstreamQuestion(request, question!.id)).status).toBe("UNANSWERED");

  // Replaced with words, the answer can be reviewed again; the text was never lost on the way.
  await composer(page).fill(typed.replace(" Tu pedido {order_id} {unknown_var}", " Tu pedido sale mañana."));
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(review).toBeEnabled();
});
