import { SANDBOX_URL } from "../../playwright.config";
import { sandboxGetAs, SELLERS } from "../support/support";
import { expect, test, type Page } from "../support/test";

// The claim's page against the sandbox's claims (notes §12): answer the buyer, a partial refund from the
// offers, the buyer accepts, the claim closes and leaves the desk; a dispute, where the composer writes to
// the mediator.
test.use({ signIn: "MLA" });
const SHOTS = process.env.CLAIMS_SHOTS_DIR;

type SandboxClaim = { id: number; order_id: number; status: string; stage: string; reason_id: string; seller_id: number };

async function sandboxClaims(page: Page): Promise<SandboxClaim[]> {
  return (await (await page.request.get(`${SANDBOX_URL}/__sandbox/claims?seller_id=${SELLERS.MLA.id}`)).json()) as SandboxClaim[];
}

async function openDesk(page: Page) {
  await page.goto("/claims");
  const list = page.getByRole("list", { name: "Claims, what is due first" });
  await expect(list.getByRole("listitem").first()).toBeVisible({ timeout: 90_000 });
  return list;
}

test("answer the buyer, offer a partial refund, the buyer accepts: the claim closes and leaves the desk", async ({ page }) => {
  const list = await openDesk(page);
  const taken = new Set((await sandboxClaims(page)).filter((c) => c.status === "opened").map((c) => c.order_id));
  const orders = (await sandboxGetAs(page.request, SELLERS.MLA.id, `/orders/search?seller=${SELLERS.MLA.id}&limit=50`)) as {
    results: Array<{ id: number }>;
  };
  const orderId = orders.results.find((o) => !taken.has(o.id))!.id;
  const opened = await page.request.post(`${SANDBOX_URL}/__sandbox/claims`, { data: { order_id: orderId, reason_id: "PDD9944" } });
  expect(opened.status()).toBe(201);
  const claimId = ((await opened.json()) as { id: number }).id;
  const row = list.getByRole("listitem").filter({ hasText: `Order ${orderId}` });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole("link").click();

  await expect(page).toHaveURL(new RegExp(`/claims/${claimId}`));
  await expect(page.getByRole("heading", { name: "The product is different or defective", level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Mercado Libre says: not_affected").or(page.getByText("Mercado Libre says: affected"))).toBeVisible();
  await expect(page.getByTestId("incentive")).toHaveText(/4[78] hours left to solve it without affecting your reputation/);
  await expect(page.getByRole("link", { name: /Open the sale/ })).toBeVisible();

  // The buyer is the recipient; the pre-check warns on asking the buyer to close the claim.
  await expect(page.getByTestId("composer-recipient")).toHaveText("Writing to: the buyer");
  const box = page.getByRole("textbox", { name: "Your message" });
  await box.fill("Hola, te ofrecemos una solución ahora mismo.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Sent. It appears in the conversation once Mercado Libre has checked it.")).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(await sandboxGetAs(page.request, SELLERS.MLA.id, `/post-purchase/v1/claims/${claimId}/messages`)))
    .toContain("te ofrecemos una solución");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/claim-1280.png`, fullPage: true });

  // Only the offered percentages, as amounts in the sale's currency.
  const card = page.getByTestId("action-allow_partial_refund");
  await expect(card).toBeVisible();
  const radios = card.getByRole("radio");
  expect(await radios.count()).toBeGreaterThan(0);
  await expect(card.getByText(/\d+ % · ARS\s[\d,.]+/).first()).toBeVisible();
  await card.getByRole("button", { name: "Offer a partial refund" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Done. The claim now shows what follows.")).toBeVisible();
  await expect(page.getByTestId("action-allow_partial_refund")).toHaveCount(0);
  await expect(page.getByText("You offered a partial refund")).toBeVisible();

  // The buyer accepts on the sandbox: the claim closes (live, no reload) and leaves the desk's open list.
  const accepted = await page.request.post(`${SANDBOX_URL}/__sandbox/claims/${claimId}/partial_refund`, { data: { accept: true } });
  expect(accepted.status()).toBe(200);
  await expect(page.getByText("This claim is closed.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("The buyer accepted the partial refund")).toBeVisible();
  const desk = await openDesk(page);
  await expect(desk.getByRole("listitem").filter({ hasText: `Order ${orderId}` })).toHaveCount(0);
});

test("in a dispute the composer writes to Mercado Libre's mediator", async ({ page }) => {
  await openDesk(page);
  const dispute = (await sandboxClaims(page)).find((c) => c.status === "opened" && c.stage === "dispute")!;
  await page.goto(`/claims/${dispute.id}`);
  await expect(page.getByTestId("composer-recipient")).toHaveAttribute("data-receiver", "mediator", { timeout: 60_000 });
  await expect(page.getByTestId("composer-recipient")).toContainText("Mercado Libre's mediator");
  await page.getByRole("textbox", { name: "Your message" }).fill("Adjunto el número de seguimiento del envío.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Sent. It appears in the conversation once Mercado Libre has checked it.")).toBeVisible();
  const messages = (await sandboxGetAs(page.request, SELLERS.MLA.id, `/post-purchase/v1/claims/${dispute.id}/messages`)) as unknown;
  expect(JSON.stringify(messages)).toMatch(
    /"receiver_role":"mediator"[^}]*número de seguimiento|número de seguimiento[^}]*"receiver_role":"mediator"/,
  );
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/claim-dispute-390.png`, fullPage: true });
  }
});
