import { expect, test } from "@playwright/test";
import { importedSales, sandboxPosts, type Sale } from "../support/sales";
import { sandbox, SELLERS, signInAs } from "../support/support";
import { SANDBOX_URL } from "../../playwright.config";

// Real profile only (E2E_PROFILE=real): MLB Full sales run their conversation through Mercado Livre's
// agent (notes §6): messages go to it, one at a time.
test.describe.configure({ timeout: 180_000 });
test.skip(process.env.E2E_PROFILE !== "real", "needs the real-profile sandbox (E2E_PROFILE=real)");

test(
  "an agent conversation shows the assistant, sends to it, and says when it must wait for its answer",
  { tag: "@real" },
  async ({ page, request }) => {
    await sandbox(request).reset();
    await signInAs(page, SELLERS.MLB.nickname, SELLERS.MLB.site);
    const sale = (await importedSales<Sale>(page, "show=all&logistic=fulfillment")).find(
      (s) => s.state !== "blocked" && s.state !== "excepted",
    )!;
    expect(sale, "an open MLB Full sale").toBeDefined();
    const replied = await request.post(`${SANDBOX_URL}/__sandbox/packs/${sale.id}/buyer_reply`, {
      data: { text: "Olá, quando chega meu pedido?" },
    });
    expect(replied.ok()).toBeTruthy();
    await page.goto(`/sales/${sale.id}`);

    const thread = page.getByRole("region", { name: "Conversation" });
    await expect(thread.getByRole("listitem").filter({ hasText: "Olá, quando chega meu pedido?" })).toContainText(
      "Mercado Livre assistant",
    );
    await expect(page.getByText("Mercado Livre's assistant handles this conversation")).toBeVisible();

    const path = `/messages/packs/${sale.id}/sellers/${SELLERS.MLB.id}`;
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill("Olá! Seu pedido chega amanhã.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(thread.getByRole("listitem").filter({ hasText: "Olá! Seu pedido chega amanhã." })).toBeVisible({ timeout: 20_000 });
    expect((await sandboxPosts(request, path)).map((p) => p.status)).toEqual([201]);

    await box.fill("Qualquer dúvida, estamos à disposição.");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "takes one message at a time: wait for its answer" })).toBeVisible({
      timeout: 20_000,
    });
    // The marketplace refused the second one (no message lost, nothing sent twice).
    expect((await sandboxPosts(request, path)).map((p) => p.status).sort()).toEqual([201, 403]);
    await expect(box).toHaveValue("Qualquer dúvida, estamos à disposição.");
  },
);
