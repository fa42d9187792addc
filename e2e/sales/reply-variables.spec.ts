import { expect, test, type Page } from "../support/test";
import { saveReply } from "../support/replies";
import { importedSales, upstreamMessages, type Sale } from "../support/sales";
import { formatBuyerPrice } from "../../lib/format";
import { SELLERS } from "../support/support";

// Saved-reply variables in a sale composer: filled from the sale in the site's format, or, when one
// cannot be filled here, named and kept from the buyer (lib/replies/variables.ts).

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

const chips = (page: Page) => page.getByRole("group", { name: "Saved replies" });

test("an answers-only reply is not offered on a sale; a variable a sale cannot fill blocks Send, is named, keeps the text; a reply with the sale's variables reaches the buyer filled", async ({
  page,
  request,
}) => {
  // A sale of one or two items keeps the filled reply well within 350 characters.
  const sale = (await importedSales<Sale>(page, "show=needs_first")).find(
    (s) => s.reasonsAvailable.includes("OTHER") && !s.buyerHasWritten && s.items.length <= 2,
  )!;
  await saveReply(page, "Precio", "El {item_title} cuesta {price}.");
  await saveReply(page, "Gracias", "Hola {buyer}! Gracias por tu compra. {seller}");
  await saveReply(page, "Pedido", "Hola {buyer}, tu pedido {order_id} ({items}) por {total} ya está en preparación. {seller}");

  await page.goto(`/sales/${sale.id}`);
  await page.getByRole("radio", { name: /Other \(free text\)/ }).check();
  // {item_title} and {price} exist only in answers: a sale composer does not offer that reply at all.
  await expect(chips(page).getByRole("button", { name: "Gracias" })).toBeVisible();
  await expect(chips(page).getByRole("button", { name: "Precio" })).toHaveCount(0);

  const box = page.getByRole("textbox", { name: "Message" });
  await chips(page).getByRole("button", { name: "Gracias" }).click();
  const thanks = `Hola ${sale.buyer.nickname}! Gracias por tu compra. ${SELLERS.MLA.nickname}`;
  await expect(box).toHaveValue(thanks);
  // The seller adds what a sale cannot fill: an answer's variable and one that exists nowhere.
  await box.press("Control+End");
  await box.pressSequentially(" Sale {price}. {unknown_var}");
  const typed = `${thanks} Sale {price}. {unknown_var}`;

  const message = "{price} and {unknown_var} can't be filled in here. Replace them with the words the buyer should read before sending.";
  const send = page.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toBeVisible();
  await expect(box).toHaveValue(typed);

  // An old tab (or a script) that sends it anyway is refused by the server with its own code, on both send paths.
  for (const [path, data] of [
    [`/api/sales/${sale.id}/option`, { idempotencyKey: `unfilled${Date.now()}`, optionId: "OTHER", text: typed }],
    [`/api/sales/${sale.id}/messages`, { idempotencyKey: `unfilledplain${Date.now()}`, text: typed }],
  ] as const) {
    const stale = await page.request.post(path, { data });
    expect(stale.status(), path).toBe(400);
    expect((await stale.json()).error, path).toMatchObject({
      code: "unfilled_variables",
      details: { variables: ["price", "unknown_var"] },
    });
  }
  expect(await upstreamMessages(request, sale.id)).toEqual([]);

  // A reply with the sale's own variables: filled from this sale, and exactly that text reaches the buyer.
  await chips(page).getByRole("button", { name: "Pedido" }).click();
  const items = sale.items.map((i) => `${i.quantity} × ${i.title}`).join(", ");
  const expected = `Hola ${sale.buyer.nickname}, tu pedido ${sale.isPack ? sale.id : (sale.orderIds[0] ?? sale.id)} (${items}) por ${formatBuyerPrice(sale.total, "MLA")} ya está en preparación. ${SELLERS.MLA.nickname}`;
  expect(expected).not.toMatch(/\{\w+\}/);
  await expect(box).toHaveValue(expected);
  await expect(page.getByText(message)).toHaveCount(0);
  await send.click();
  const dialog = page.getByRole("alertdialog", { name: "Start the conversation?" });
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible({ timeout: 30_000 });
  const upstream = await upstreamMessages(request, sale.id);
  expect(upstream.map((m) => m.text)).toEqual([expected]);
});
