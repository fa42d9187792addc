import { expect, test, type Page } from "../support/test";
import { listedReplies, replyCard } from "../support/replies";

// Settings → Saved replies and variables (lib/replies/variables.ts): the editor lists each context's
// variables, says where a reply will be offered, and refuses a variable no message can fill.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

async function openNewReply(page: Page) {
  await page.goto("/settings/replies");
  await expect(page.getByRole("heading", { name: "Saved replies", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New saved reply" }).click();
  return { title: page.getByRole("textbox", { name: "Title" }), text: page.getByRole("textbox", { name: "Text" }) };
}

test("saving refuses {unknown_var} on the Text field with the text kept, and the API refuses it with a 400 naming it", async ({ page }) => {
  const { title, text } = await openNewReply(page);
  const body = "Del {item_title} tenemos {stock} unidades a {price}. {unknown_var}";
  await title.fill("Stock");
  await text.fill(body);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(text).toHaveAccessibleDescription(/^\{unknown_var\} is not a variable: use the variables listed under the text\./);
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expect(text).toHaveValue(body);
  expect(await listedReplies(page)).toEqual([]);

  // Variables of answers and of sales in one reply: no message could fill them all.
  await text.fill("{price} del pedido {order_id}");
  await expect(text).toHaveAccessibleDescription(/^\{price\} and \{order_id\} cannot be filled in the same message/);

  // The server holds the same rule, whatever sends the request.
  const refused = await page.request.post("/api/saved-replies", { data: { title: "Stock", body } });
  expect(refused.status()).toBe(400);
  const { error } = (await refused.json()) as { error: { code: string; details: Array<{ path: string[]; message: string }> } };
  expect(error.code).toBe("invalid_input");
  expect(error.details[0]).toMatchObject({ path: ["body"] });
  expect(error.details[0]!.message).toContain("{unknown_var}");
  expect(await listedReplies(page)).toEqual([]);
});

test("the editor lists each context's variables, inserts one where the cursor is, and says where the reply will be offered", async ({
  page,
}) => {
  const { title, text } = await openNewReply(page);
  const answers = page.getByRole("group", { name: "In answers to questions" });
  const sales = page.getByRole("group", { name: "In sale messages" });
  for (const name of ["{buyer}", "{item_title}", "{price}", "{stock}", "{seller}"])
    await expect(answers.getByRole("button", { name, exact: true })).toBeVisible();
  for (const name of ["{buyer}", "{order_id}", "{items}", "{total}", "{seller}"])
    await expect(sales.getByRole("button", { name, exact: true })).toBeVisible();
  await expect(answers.getByRole("button", { name: "{order_id}", exact: true })).toHaveCount(0);
  await expect(sales.getByRole("button", { name: "{price}", exact: true })).toHaveCount(0);

  await text.fill("Hola {buyer}");
  await expect(text).toHaveAccessibleDescription(/Offered in answers to questions and in sale messages\./);
  await text.fill("Tu pedido ");
  await sales.getByRole("button", { name: "{order_id}", exact: true }).click();
  await expect(text).toHaveValue("Tu pedido {order_id}");
  await expect(text).toBeFocused();
  await expect(text).toHaveAccessibleDescription(/Offered only in sale messages\./);

  await title.fill("Pedido");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(title).toHaveCount(0, { timeout: 30_000 });
  await expect(replyCard(page, "Pedido")).toContainText("Offered in:");
  await expect(replyCard(page, "Pedido")).toContainText("Sales");
  await expect(replyCard(page, "Pedido")).not.toContainText("Questions");
  expect((await listedReplies(page)).map((r) => r.body)).toEqual(["Tu pedido {order_id}"]);
});
