import { readFileSync } from "node:fs";
import { expect as baseExpect, test } from "../support/test";
import { APP_URL, SANDBOX_URL } from "../../playwright.config";
import { rows } from "../support/shipping";
import { SELLERS } from "../support/support";

// Each test reads the marketplace fresh and waits on real runs; the shared 2-core machine is slow (load
// averages past 40 were seen): every wait here may take up to 30 s, none is a fixed sleep.
test.describe.configure({ timeout: 240_000 });
test.use({ signIn: "MLA" });

const expect = baseExpect.configure({ timeout: 30_000 });

test("calculator: the three modes return the sandbox's numbers; bad dimensions get a message and no request", async ({ page, request }) => {
  await page.goto("/shipping/calculator");
  const calls: string[] = [];
  page.on("request", (r) => r.url().includes("/api/shipping/calculator") && calls.push(r.url()));
  const field = (name: string) => page.getByRole("textbox", { name: new RegExp(`^${name}`) });

  for (const bad of ["0", "-5", "abc"]) {
    await field("Height").fill(bad);
    await field("Width").fill("40");
    await field("Length").fill("40");
    await field("Weight").fill("1000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Enter a whole number from 1 to 300.")).toBeVisible();
    await expect(field("Height")).toBeFocused();
    await expect(field("Height")).toHaveValue(bad);
  }
  expect(calls).toEqual([]);

  await field("Height").fill("40");
  await page.getByRole("button", { name: "Calculate" }).click();
  const expected = (
    await (await request.get(`${SANDBOX_URL}/users/${SELLERS.MLA.id}/shipping_options/free?dimensions=40x40x40,1000&verbose=true`)).json()
  ).coverage.all_country;
  await expect(page.getByTestId("calc-billable-weight")).toHaveAttribute("data-value", String(expected.billable_weight));
  await expect(page.getByTestId("calc-list-cost")).toHaveAttribute("data-value", String(expected.list_cost));
  await expect(page.getByTestId("calc-discount")).toHaveAttribute("data-value", String(expected.discount.promoted_amount));
  await expect(page.getByText(/volumetric weight: 40 × 40 × 40 cm ÷ 5000/)).toBeVisible();

  const [item] = await rows(page, { mode: "me2" });
  await page.getByRole("tab", { name: "By one of your items" }).click();
  await expect(page.getByRole("tablist")).toHaveAttribute("aria-orientation", "horizontal"); // side by side: left and right
  await page
    .getByRole("textbox", { name: /^Item id/ })
    .first()
    .fill(item!.id);
  await page.getByRole("button", { name: "Calculate" }).click();
  const token = (
    (await (await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: SELLERS.MLA.id } })).json()) as {
      access_token: string;
    }
  ).access_token;
  const byItem = (
    await (
      await request.get(`${SANDBOX_URL}/items/${item!.id}/shipping_options/free?verbose=true`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).coverage.all_country;
  await expect(page.getByTestId("calc-list-cost")).toHaveAttribute("data-value", String(byItem.list_cost));
  await expect(page.getByTestId("calc-billable-weight")).toHaveAttribute("data-value", String(byItem.billable_weight));
  await expect(page.getByText("The item has no dimensions of its own, so the category's standard package was used.")).toBeVisible();

  await page.getByRole("tab", { name: "For an item not listed yet" }).click();
  // Nothing filled in: said at the fields on Calculate, the first of them (the category) focused, nothing asked.
  const asked = calls.length;
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByText("Choose a category.")).toBeVisible();
  await expect(page.getByText("Enter the price in numbers, e.g. 1,999.90.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Category/ })).toBeFocused();
  // A price in no known style stays wrong as it is corrected; a partly filled package is checked too.
  await page.getByRole("textbox", { name: /^Price/ }).fill("25 mil");
  await page.getByRole("textbox", { name: /^Height/ }).fill("40");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByText("Choose a category.")).toBeVisible();
  await expect(page.getByText("Enter the price in numbers, e.g. 1,999.90.")).toBeVisible();
  await expect(page.getByText("Enter a whole number from 1 to 300.")).toHaveCount(2); // width and length
  await expect(page.getByText("Enter a whole number from 1 to 150,000.")).toBeVisible(); // weight, in the site's digits
  await expect(page.getByRole("textbox", { name: /^Price/ })).toHaveValue("25 mil");
  await page.getByRole("textbox", { name: /^Height/ }).fill("");
  await expect(page.getByText("Enter a whole number from 1 to 300.")).toHaveCount(0);
  expect(calls.length).toBe(asked);
  // The shared category picker: the predictor's guesses for the item's words.
  await page.getByRole("combobox", { name: /^Category/ }).click();
  await page.getByPlaceholder("Describe the item (e.g. celular samsung)").fill("Zapatillas running hombre");
  await page
    .getByRole("option", { name: / · Predicted · MLA\d+$/ })
    .first()
    .click();
  await expect(page.getByRole("combobox", { name: /^Category/ })).toContainText(/MLA\d+/);
  const categoryId = (await page.getByRole("combobox", { name: /^Category/ }).textContent())!.match(/MLA\d+/)![0];
  // Listing types in words; a price typed the Argentine way (thousands with a dot) is read as such.
  await expect(page.getByRole("combobox", { name: "Listing type" })).toHaveText("Classic");
  await page.getByRole("textbox", { name: /^Price/ }).fill("25.000");
  await page.getByRole("button", { name: "Calculate" }).click();
  const fresh = (
    await (
      await request.get(
        `${SANDBOX_URL}/users/${SELLERS.MLA.id}/shipping_options/free?currency_id=ARS&listing_type_id=gold_special&condition=new&category_id=${categoryId}&item_price=25000&verbose=true`,
      )
    ).json()
  ).coverage.all_country;
  await expect(page.getByTestId("calc-list-cost")).toHaveAttribute("data-value", String(fresh.list_cost));
  await expect(page.getByTestId("calc-billable-weight")).toHaveAttribute("data-value", String(fresh.billable_weight));
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("at 390 px the calculator's three modes each read whole on one line, in every language, and still switch the form", async ({
    page,
    context,
  }) => {
    const locales = ["en", "es", "pt-BR"] as const;
    for (const locale of locales) {
      const texts = (JSON.parse(readFileSync(`i18n/messages/${locale}/shipping.json`, "utf8")) as { calculator: Record<string, string> })
        .calculator;
      const names = [texts.byPackage!, texts.byItem!, texts.byNewItem!];
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: APP_URL }]);
      await page.goto("/shipping/calculator");
      const tabs = page
        .getByRole("tablist")
        .filter({ has: page.getByRole("tab", { name: names[0], exact: true }) })
        .getByRole("tab");
      // The names are whole (no shortened label), each the tab's accessible name.
      await expect(tabs).toHaveText(names);
      for (const name of names) await expect(page.getByRole("tab", { name, exact: true })).toBeVisible();
      // Each on one line (three columns wrapped them over two or three) and inside the screen.
      const drawn = await tabs.evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const box = el.getBoundingClientRect();
          return {
            lines: new Set([...range.getClientRects()].filter((r) => r.height > 0).map((r) => Math.round(r.top))).size,
            left: box.left,
            right: box.right,
          };
        }),
      );
      expect(
        drawn.map((d) => d.lines),
        `${locale}: lines per tab`,
      ).toEqual([1, 1, 1]);
      for (const d of drawn) expect(d.left >= 0 && d.right <= 390, `${locale}: tab inside the screen (${d.left}–${d.right})`).toBe(true);
    }
    // Still the same tabs: the last one shows the form for an item not listed yet.
    const texts = (JSON.parse(readFileSync("i18n/messages/pt-BR/shipping.json", "utf8")) as { calculator: Record<string, string> })
      .calculator;
    await page.getByRole("tab", { name: texts.byNewItem!, exact: true }).click();
    await expect(page.getByRole("tab", { name: texts.byNewItem!, exact: true })).toHaveAttribute("aria-selected", "true");
    // Its panel: the category picker (the package's and the listed item's panels have none).
    await expect(page.getByRole("tabpanel").getByRole("combobox").first()).toBeVisible();
    // Stacked, the modes are a vertical list: up and down move between them.
    await expect(page.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("tab", { name: texts.byItem!, exact: true })).toBeFocused();
    await expect(page.getByRole("tab", { name: texts.byItem!, exact: true })).toHaveAttribute("aria-selected", "true");
  });
});

test("many items at once: a malformed id is left out and named, a list of only those is refused; each item's cost as the marketplace computes it, once per id, and the CSV", async ({
  page,
  request,
}) => {
  const items = (await rows(page, { mode: "me2" })).slice(0, 3);
  expect(items).toHaveLength(3);
  const calls: string[] = [];
  page.on("request", (r) => r.url().includes("/api/shipping/calculator/items") && calls.push(r.url()));
  await page.goto("/shipping/calculator");
  const box = page.getByRole("textbox", { name: "Item ids" });
  const run = page.getByRole("button", { name: "Get costs" });
  // An empty box says so on Get costs, and a box of only malformed ids as it is typed; neither is sent.
  await run.click();
  await expect(page.getByText("Fill this in.")).toBeVisible();
  await expect(box).toBeFocused();
  await box.fill("banana, pera");
  await expect(page.getByText("Item ids look like MLA1234567890. (BANANA, PERA)")).toBeVisible();
  await run.click();
  await expect(box).toBeFocused();
  expect(calls).toHaveLength(0);
  // One malformed id does not refuse the list: it is named and left out, the rest is costed.
  await box.fill(`${items[0]!.id}, banana`);
  await expect(page.getByTestId("many-left-out")).toHaveText("Left out, not an item id: BANANA");
  await run.click();
  const table = page.getByRole("table", { name: "Many items at once" });
  await expect(table.getByRole("row")).toHaveCount(2); // the header and the one well-formed id
  await expect(table.getByRole("row").nth(1)).toContainText(items[0]!.id);
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0]!).searchParams.get("ids")).toBe(items[0]!.id);
  // Lines, commas, lower case and a repeated id: each item once.
  await box.fill(`${items[0]!.id}\n${items[1]!.id.toLowerCase()}, ${items[2]!.id}\n${items[0]!.id}`);
  await run.click();
  await expect(table.getByRole("row")).toHaveCount(4); // the header and one row per item
  expect(calls).toHaveLength(2);
  const token = (
    (await (await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: SELLERS.MLA.id } })).json()) as {
      access_token: string;
    }
  ).access_token;
  const ids = items.map((i) => i.id).join(",");
  const upstream = (await (
    await request.get(`${SANDBOX_URL}/items/shipping_options/free?ids=${ids}&verbose=true`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as Record<string, { coverage: { all_country: { list_cost: number } } }>;
  for (const item of items) {
    const listCost = new Intl.NumberFormat("en-US").format(upstream[item.id]!.coverage.all_country.list_cost);
    await expect(table.getByRole("row").filter({ hasText: item.id })).toContainText(`ARS ${listCost}`);
  }
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  const csv = readFileSync((await download.path())!, "utf8");
  for (const item of items) expect(csv).toContain(item.id);
});
