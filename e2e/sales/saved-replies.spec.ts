import { expect, test } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { filled, importedSales, listedSales, upstreamMessages, type Sale } from "../support/sales";
import { saveReply } from "../support/replies";

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

test("a saved-reply chip fills the plain composer with this sale's buyer, items and seller, and exactly that text reaches the sandbox", async ({
  page,
  request,
}) => {
  const sale = (await importedSales<Sale>(page, "show=needs_first")).find((s) => !s.buyerHasWritten)!;
  await saveReply(page, "Gracias", "Hola {buyer}! Gracias por tu compra de {items}. Saludos, {seller}");
  // A buyer reply is what opens the plain composer on an ordinary sale.
  expect(
    (await request.post(`${SANDBOX_URL}/__sandbox/packs/${sale.id}/buyer_reply`, { data: { text: "Hola, ¿cuándo despachan?" } })).ok(),
  ).toBeTruthy();
  await expect
    .poll(async () => (await listedSales<Sale>(page, `q=${sale.id}`)).find((s) => s.id === sale.id)?.buyerHasWritten, { timeout: 30_000 })
    .toBe(true);

  await page.goto(`/sales/${sale.id}`);
  await expect(page.getByText("The buyer replied, so you can write freely")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("group", { name: "Saved replies" }).getByRole("button", { name: "Gracias" }).click();
  const expected = filled("Hola {buyer}! Gracias por tu compra de {items}. Saludos, {seller}", sale);
  expect(expected).not.toContain("{");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(expected);

  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: expected })).toBeVisible({ timeout: 30_000 });
  const upstream = (await upstreamMessages(request, sale.id)).filter((m) => m.text === expected);
  expect(upstream).toHaveLength(1);
  expect(upstream[0]!.status).toBe("available");
});

test("in the free-text Other reason, the picked chip (of two) fills the text with the sale's data and the first message carries exactly it", async ({
  page,
  request,
}) => {
  const sale = (await importedSales<Sale>(page, "show=needs_first")).find(
    (s) => s.reasonsAvailable.includes("OTHER") && !s.buyerHasWritten,
  )!;
  await saveReply(page, "Demora", "Hola {buyer}, tu pedido viene con una pequeña demora. Disculpas!");
  await saveReply(page, "En preparación", "Hola {buyer}, tu compra por {total} ya está en preparación. {seller}");

  await page.goto(`/sales/${sale.id}`);
  await page.getByRole("radio", { name: /Other \(free text\)/ }).check();
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("un borrador que la respuesta guardada reemplaza");
  await page.getByRole("group", { name: "Saved replies" }).getByRole("button", { name: "En preparación" }).click();
  const expected = filled("Hola {buyer}, tu compra por {total} ya está en preparación. {seller}", sale);
  await expect(box).toHaveValue(expected);

  await page.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Start the conversation?" });
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent." })).toBeVisible({ timeout: 30_000 });
  const upstream = await upstreamMessages(request, sale.id);
  expect(upstream.map((m) => m.text)).toEqual([expected]);
  expect(upstream[0]!.status).toBe("available");
});
