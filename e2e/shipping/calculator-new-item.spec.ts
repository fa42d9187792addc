import { expect as baseExpect, test } from "../support/test";
import { SANDBOX_URL } from "../../playwright.config";
import { SELLERS } from "../support/support";

// Cold reads of the metrics and the listings table, and the chart and calendar chunks, are slow on a loaded machine.
const expect = baseExpect.configure({ timeout: 45_000 });

test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

// The first request to each route of a fresh production server loads its modules: touch them once.
test.beforeAll(async ({ request }) => {
  for (const path of ["/signin", "/", "/metrics", "/shipping/calculator", "/api/metrics?from=2026-01-01&to=2026-01-02"])
    await request.get(path, { maxRedirects: 0 }).catch(() => null);
});

test("for an item not listed yet, the chosen listing type and condition are what the marketplace is asked, and the result is its answer", async ({
  page,
  request,
}) => {
  await page.goto("/shipping/calculator");
  const asked: URLSearchParams[] = [];
  page.on("request", (r) => r.url().includes("/api/shipping/calculator?") && asked.push(new URL(r.url()).searchParams));
  await page.getByRole("tab", { name: "For an item not listed yet" }).click();
  await page.getByRole("combobox", { name: /^Category/ }).click();
  await page.getByPlaceholder("Describe the item (e.g. celular samsung)").fill("Zapatillas running hombre");
  await page
    .getByRole("option", { name: / · Predicted · MLA\d+$/ })
    .first()
    .click();
  const categoryId = (await page.getByRole("combobox", { name: /^Category/ }).textContent())!.match(/MLA\d+/)![0];
  await page.getByRole("textbox", { name: /^Price/ }).fill("18500");
  const result = page.getByTestId("calc-list-cost");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(result).toHaveAttribute("data-value", /\d/);
  expect(asked.map((q) => [q.get("listingTypeId"), q.get("condition")])).toEqual([["gold_special", "new"]]);

  await page.getByRole("combobox", { name: "Listing type" }).click();
  await page.getByRole("option", { name: "Premium", exact: true }).click();
  await page.getByRole("combobox", { name: "Condition" }).click();
  await page.getByRole("option", { name: "Used", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Listing type" })).toHaveText("Premium");
  await expect(page.getByRole("combobox", { name: "Condition" })).toHaveText("Used");
  await page.getByRole("button", { name: "Calculate" }).click();
  // A new question (not the cached answer to the first one), carried through to the marketplace.
  await expect.poll(() => asked.length).toBe(2);
  expect([asked[1]!.get("listingTypeId"), asked[1]!.get("condition")]).toEqual(["gold_pro", "used"]);
  const path = `/users/${SELLERS.MLA.id}/shipping_options/free`;
  await expect
    .poll(async () => {
      const log = (await (await request.get(`${SANDBOX_URL}/__sandbox/requests?path=${encodeURIComponent(path)}`)).json()) as Array<{
        query: string;
        status: number;
      }>;
      return log
        .map((r) => new URLSearchParams(r.query.replace(/^\?/, "")))
        .filter((q) => q.get("category_id") === categoryId)
        .map((q) => `${q.get("listing_type_id")}/${q.get("condition")}/${q.get("item_price")}`);
    })
    .toEqual(["gold_pro/used/18500", "gold_special/new/18500"]); // newest first

  const expected = (
    await (
      await request.get(
        `${SANDBOX_URL}${path}?currency_id=ARS&listing_type_id=gold_pro&condition=used&category_id=${categoryId}&item_price=18500&verbose=true`,
      )
    ).json()
  ).coverage.all_country;
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(result).toHaveAttribute("data-value", String(expected.list_cost));
  await expect(page.getByTestId("calc-billable-weight")).toHaveAttribute("data-value", String(expected.billable_weight));
  await expect(page.getByTestId("calc-discount")).toHaveAttribute("data-value", String(expected.discount.promoted_amount));
});
