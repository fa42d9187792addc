import { expect, test, type APIRequestContext } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { importedSales, sandboxPosts, upstreamMessages, type Sale } from "../support/sales";
import { SELLERS, signInAs } from "../support/support";

// The first import of the seller's sales (the sweep) reads every sale upstream: slow on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** How many plain messages to the sale reached the marketplace. */
const plainPosts = async (request: APIRequestContext, saleId: string) =>
  (await sandboxPosts(request, `/messages/packs/${saleId}/sellers/${SELLERS.MLA.id}`)).length;

test("an excepted sale gets the plain composer and the message reaches the sandbox", async ({ page, request }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const sale = (await importedSales<Sale>(page, "show=excepted"))[0]!;
  await page.goto(`/sales/${sale.id}`);
  await expect(page.getByText("This sale is an excepted case")).toBeVisible();
  const before = await plainPosts(request, sale.id);
  await page.getByRole("textbox", { name: "Message" }).fill("Hola, el pedido estará listo en 5 días.");
  await page.getByRole("button", { name: "Send", exact: true }).dblclick();
  await expect(page.getByRole("listitem").filter({ hasText: "Hola, el pedido estará listo en 5 días." })).toBeVisible({ timeout: 20_000 });
  expect((await upstreamMessages(request, sale.id)).filter((m) => m.text === "Hola, el pedido estará listo en 5 días.")).toHaveLength(1);
  // The double click reached the marketplace once (its request log).
  expect(await plainPosts(request, sale.id)).toBe(before + 1);
});

test("the pre-check flags a phone number and an e-mail before sending, with the marketplace's reason", async ({ page, request }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const sale = (await importedSales<Sale>(page, "show=excepted"))[0]!;
  await page.goto(`/sales/${sale.id}`);
  const before = await plainPosts(request, sale.id);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("Llamame al 11 4567-8910 o escribime a juan.perez@gmail.com");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const warning = page.getByRole("alertdialog", { name: "This text seems to contain contact data" });
  await expect(warning.getByTestId("contact-kinds")).toContainText("A phone number");
  await expect(warning.getByTestId("contact-kinds")).toContainText("An e-mail address");
  await expect(warning.getByTestId("contact-kinds")).toContainText("contact_information");
  // Nothing left for the marketplace while the warning is up, nor after choosing to edit.
  await warning.getByRole("button", { name: "Edit text" }).click();
  await expect(warning).toHaveCount(0);
  await expect(box).toBeFocused();
  expect(await plainPosts(request, sale.id)).toBe(before);
  // Sending anyway: the marketplace moderates it, as warned.
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await warning.getByRole("button", { name: "Continue anyway" }).click();
  await expect(page.getByText(/Moderated by the marketplace: contact details/)).toBeVisible({ timeout: 20_000 });
  expect(await plainPosts(request, sale.id)).toBe(before + 1);
});

test(
  "a buyer reply appears live for two teammates and unlocks plain messages; a viewer cannot send",
  { tag: "@journey" },
  async ({ page: owner, teammate, request }) => {
    await signInAs(owner, SELLERS.MLA.nickname, SELLERS.MLA.site);
    const agent = await teammate("agent", "Carla Colaboradora");
    const viewer = await teammate("viewer", "Vera Visora");
    const sale = (await importedSales<Sale>(owner, "show=needs_first&logistic=drop_off"))[0]!;
    await owner.goto(`/sales/${sale.id}`);
    await agent.goto(`/sales/${sale.id}`);
    await expect(agent.getByRole("radio", { name: /Ask for billing details/ })).toBeVisible({ timeout: 30_000 });
    await request.post(`${SANDBOX_URL}/__sandbox/packs/${sale.id}/buyer_reply`, { data: { text: "Hola! Quería saber cuándo llega." } });
    for (const p of [owner, agent]) {
      await expect(p.getByText("Hola! Quería saber cuándo llega.")).toBeVisible({ timeout: 15_000 });
      await expect(p.getByText("The buyer replied, so you can write freely")).toBeVisible();
    }
    await viewer.goto(`/sales/${sale.id}`);
    await expect(viewer.getByText("Hola! Quería saber cuándo llega.")).toBeVisible();
    await expect(viewer.getByRole("textbox", { name: "Message" })).toHaveCount(0);
    const refused = await viewer.request.post(`/api/sales/${sale.id}/messages`, {
      data: { idempotencyKey: `viewer${Date.now()}`, text: "hola" },
    });
    expect(refused.status()).toBe(403);
  },
);
