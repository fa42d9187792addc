import { expect, test, type Page } from "../support/test";
import { listedReplies, replyCard, saveReply } from "../support/replies";
import { SELLERS, signInAs } from "../support/support";

// Settings screens driven through their UI (other specs only call these features' APIs): saved replies.
test.describe.configure({ timeout: 180_000 });

async function openReplies(page: Page) {
  await page.goto("/settings/replies");
  await expect(page.getByRole("heading", { name: "Saved replies", level: 1 })).toBeVisible();
}

test.describe("saved replies", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  });

  test("a new saved reply is refused without a title, keeps its text, and once saved is listed after a reload and served to the composer", async ({
    page,
  }) => {
    await openReplies(page);
    await expect(page.getByText("No saved replies yet.")).toBeVisible();
    await page.getByRole("button", { name: "New saved reply" }).click();
    const title = page.getByRole("textbox", { name: "Title" });
    const text = page.getByRole("textbox", { name: "Text" });
    const body = "Hola {buyer}, sí: enviamos en el día si comprás antes de las 15 h.";
    // Blank after trimming: refused in the form, and what was typed in Text stays.
    await title.fill("   ");
    await text.fill(body);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(title).toHaveAccessibleDescription("Fill this in.");
    await expect(text).toHaveValue(body);
    expect(await listedReplies(page)).toEqual([]);

    await title.fill("Envío en el día");
    await expect(title).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Saving closes the form and lists the reply.
    await expect(title).toHaveCount(0, { timeout: 30_000 });
    await expect(replyCard(page, "Envío en el día")).toContainText(body);

    await page.reload();
    await expect(replyCard(page, "Envío en el día")).toContainText(body);
    expect((await listedReplies(page)).map(({ title: t, body: b }) => ({ title: t, body: b }))).toEqual([
      { title: "Envío en el día", body },
    ]);
  });

  test("a text past the length limit is kept and flagged, not cut off, and is not saved", async ({ page }) => {
    await openReplies(page);
    await page.getByRole("button", { name: "New saved reply" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Muy larga");
    const text = page.getByRole("textbox", { name: "Text" });
    // 2,050 characters, as a paste would bring them: the limit is 2,000 (an answer's).
    const long = "Gracias por tu consulta. ".repeat(82);
    await text.fill(long);
    // The design system's Textarea keeps text past its limit and marks it invalid (components/ui/README.md).
    expect((await text.inputValue()).length, "characters kept in Text").toBe(long.length);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(text).toHaveAccessibleDescription(/At most 2,000 characters\./);
    expect(await text.inputValue()).toBe(long);
    expect(await listedReplies(page)).toEqual([]);
  });

  test("editing a saved reply changes it in place, and the change is what a reload and the API show", async ({ page }) => {
    await saveReply(page, "Stock", "Sí, hay stock.");
    await saveReply(page, "Garantía", "Tiene 12 meses de garantía.");
    await openReplies(page);
    await replyCard(page, "Stock").getByRole("button", { name: "Edit" }).click();
    // The form opens filled with the reply being edited.
    const title = page.getByRole("textbox", { name: "Title" });
    const text = page.getByRole("textbox", { name: "Text" });
    await expect(title).toHaveValue("Stock");
    await expect(text).toHaveValue("Sí, hay stock.");
    await title.fill("Stock y envío");
    await text.fill("Sí, hay stock de {item_title} y enviamos hoy.");
    // The write's own answer, so a refused save fails here with its status rather than as a form left open.
    const saved = page.waitForResponse((r) => r.url().includes("/api/saved-replies/") && r.request().method() !== "GET", {
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status(), "the edit's write").toBe(200);
    await expect(title).toHaveCount(0, { timeout: 30_000 });
    await expect(replyCard(page, "Stock y envío")).toContainText("Sí, hay stock de {item_title} y enviamos hoy.");

    await page.reload();
    await expect(replyCard(page, "Stock y envío")).toBeVisible();
    await expect(replyCard(page, "Stock")).toHaveCount(0);
    const replies = await listedReplies(page);
    expect(replies.map((r) => r.title).sort()).toEqual(["Garantía", "Stock y envío"]);
    expect(replies.find((r) => r.title === "Stock y envío")?.body).toBe("Sí, hay stock de {item_title} y enviamos hoy.");
  });

  test("deleting a saved reply asks first: cancelling keeps it, confirming removes it for good", async ({ page }) => {
    await saveReply(page, "Stock", "Sí, hay stock.");
    await saveReply(page, "Garantía", "Tiene 12 meses de garantía.");
    await openReplies(page);

    await replyCard(page, "Stock").getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete “Stock”?" });
    await expect(dialog).toContainText("Your team will no longer see this saved reply.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect((await listedReplies(page)).map((r) => r.title).sort()).toEqual(["Garantía", "Stock"]);

    await replyCard(page, "Stock").getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(replyCard(page, "Stock")).toHaveCount(0, { timeout: 30_000 });
    await expect(replyCard(page, "Garantía")).toBeVisible();

    await page.reload();
    await expect(replyCard(page, "Garantía")).toBeVisible();
    await expect(replyCard(page, "Stock")).toHaveCount(0);
    expect((await listedReplies(page)).map((r) => r.title)).toEqual(["Garantía"]);
  });
});
