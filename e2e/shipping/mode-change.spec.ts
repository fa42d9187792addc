import { expect as baseExpect, test, type APIRequestContext, type Page } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { allRows, type Row } from "../support/shipping";
import { choose } from "../support/support";

// Custom free shipping takes a listing off Mercado Envíos (mode not_specified). These tests hold the
// bulk change to naming such listings and confirming them on their own, History to saying the mode, and
// "Restore previous shipping" to putting the block back. Real runs on a shared machine: waits of up to
// 30 s, none fixed.
test.describe.configure({ timeout: 240_000 });
test.use({ signIn: "MLA" });

const expect = baseExpect.configure({ timeout: 30_000 });

const PAGE_SIZE = 20;

async function sandboxShipping(request: APIRequestContext, id: string) {
  return ((await (await request.get(`${SANDBOX_URL}/items/${id}`)).json()) as { shipping: { mode: string; free_shipping: boolean } })
    .shipping;
}

/**
 * Under "Not free" and "Mercado Envíos" (the table keeps our list's order), a listing whose category
 * refuses Mercado Envíos free shipping and two that accept it, all on the same page of the table.
 */
function pickThree(all: Row[]) {
  const shown = all.filter((r) => !r.freeShipping && r.mode === "me2");
  const usable = (r: Row) => r.status === "active" && !r.classified;
  const index = shown.findIndex((r) => usable(r) && r.categoryAcceptsFree === false);
  if (index < 0) throw new Error("the MLA seller should have a listing in a category that refuses free shipping");
  const page = Math.floor(index / PAGE_SIZE);
  const accepting = shown
    .slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
    .filter((r) => usable(r) && r.categoryAcceptsFree === true)
    .slice(0, 2);
  if (accepting.length < 2) throw new Error("two accepting listings should share the refusing one's page");
  return { refusing: shown[index]!, accepting, page };
}

async function openHistory(page: Page, item: Row) {
  await page.goto("/shipping");
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(item.id);
  await expect(page.getByRole("table", { name: "Shipping", exact: true }).getByText(item.id, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${item.title}` }).click();
  await page.getByRole("menuitem", { name: "History" }).click();
  return page.getByRole("dialog", { name: "Free shipping history" });
}

test("bulk turn on names the listing that would leave Mercado Envíos, leaves it out unless ticked, and History restores its previous shipping", async ({
  page,
  request,
}) => {
  const { refusing, accepting, page: tablePage } = pickThree(await allRows(page));

  await page.goto("/shipping");
  await choose(page, "Free shipping", "Not free", { exact: false });
  await choose(page, "Mode", "Mercado Envíos", { exact: false });
  for (let i = 0; i < tablePage; i++) await page.getByRole("button", { name: "Next page" }).click();
  const table = page.getByRole("table", { name: "Shipping", exact: true });
  for (const r of [...accepting, refusing]) await table.getByRole("row").filter({ hasText: r.id }).getByRole("checkbox").check();
  await expect(page.getByText("3 selected")).toBeVisible();

  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("2 items will change")).toBeVisible();
  const warning = dialog.getByRole("alert").filter({ hasText: "1 listing would leave Mercado Envíos" });
  await expect(warning).toContainText(`${refusing.title} (${refusing.id}): Mercado Envíos → Not specified`);
  // Left out by default: the apply names only the two that stay on Mercado Envíos.
  await expect(dialog.getByRole("button", { name: "Apply to 2 items" })).toBeVisible();
  await warning.getByRole("checkbox", { name: "Also move this listing off Mercado Envíos" }).check();
  await dialog.getByRole("button", { name: "Apply to 3 items" }).click();
  await expect(page.getByText("Finished")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText("3 of 3 processed · Done 3 · Refused 0 · Failed 0")).toBeVisible();
  expect(await sandboxShipping(request, refusing.id)).toMatchObject({ mode: "not_specified", free_shipping: true });

  // The row says it is off Mercado Envíos: no Mercado Envíos cost.
  await page.goto("/shipping");
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(refusing.id);
  const row = page.getByRole("table", { name: "Shipping", exact: true }).getByRole("row").filter({ hasText: refusing.id });
  await expect(row).toContainText("Not on Mercado Envíos");

  const history = await openHistory(page, refusing);
  const entry = history.getByRole("listitem").first();
  await expect(entry).toContainText("turned on");
  await expect(entry).toContainText("Not free → Custom free shipping");
  await expect(entry).toContainText("Shipping mode: Mercado Envíos → Not specified");
  await entry.getByRole("button", { name: "Restore previous shipping" }).click();
  await expect(history.getByRole("listitem").first()).toContainText("restored the previous shipping");
  await expect(history.getByRole("listitem").first()).toContainText("Shipping mode: Not specified → Mercado Envíos");
  await expect(history.getByRole("button", { name: "Restore previous shipping" })).toHaveCount(0);
  expect(await sandboxShipping(request, refusing.id)).toMatchObject({ mode: "me2", free_shipping: false });
});

test("one listing: the dialog says it leaves Mercado Envíos and asks for that; off keeps it off, and restore brings it back", async ({
  page,
  request,
}) => {
  const { refusing } = pickThree(await allRows(page));
  await page.goto("/shipping");
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(refusing.id);
  await page.getByRole("button", { name: `Turn on: ${refusing.title}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/takes this listing off Mercado Envíos/)).toBeVisible();
  await dialog.getByRole("button", { name: "Leave Mercado Envíos and save" }).click();
  await expect(dialog.getByText("Saved. Mercado Libre now shows: Custom free shipping.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: `Turn off: ${refusing.title}` }).click();
  await dialog.getByRole("button", { name: "Save on Mercado Libre" }).click();
  await expect(dialog.getByText("Saved. Mercado Libre now shows: Not free.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // Off kept the custom mode: the marketplace does not go back to Mercado Envíos by itself.
  expect(await sandboxShipping(request, refusing.id)).toMatchObject({ mode: "not_specified", free_shipping: false });

  const history = await openHistory(page, refusing);
  const entries = history.getByRole("listitem");
  await expect(entries).toHaveCount(2);
  // Only the change that moved the mode offers the restore.
  await expect(entries.nth(0).getByRole("button", { name: "Restore previous shipping" })).toHaveCount(0);
  await entries.nth(1).getByRole("button", { name: "Restore previous shipping" }).click();
  await expect(entries).toHaveCount(3);
  expect(await sandboxShipping(request, refusing.id)).toMatchObject({ mode: "me2", free_shipping: false });
});
