import { expect, test } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { apiAll } from "../support/sales";

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA", firstImport: "sales" });

test("a buyer's moderated message says Mercado Libre held it from the buyer, not that the buyer did not receive it", async ({
  page,
  request,
}) => {
  const sale = (await apiAll(page, "show=needs_first&logistic=drop_off"))[0]!;
  // A phone number in the buyer's text: the marketplace moderates it.
  const text = "Hola, llamame al 11 5555 1234 por favor";
  const replied = await request.post(`${SANDBOX_URL}/__sandbox/packs/${sale.id}/buyer_reply`, { data: { text } });
  expect(replied.status()).toBe(201);
  expect(((await replied.json()) as { status: string }).status).toBe("moderated");

  await page.goto(`/sales/${sale.id}`);
  const message = page.getByRole("region", { name: "Conversation" }).getByRole("listitem").filter({ hasText: text });
  await expect(message).toBeVisible({ timeout: 30_000 });
  await expect(message).toContainText("Mercado Libre held this message from the buyer");
  await expect(message).not.toContainText("The buyer did not receive it");
});
