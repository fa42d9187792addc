import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { expect as baseExpect, test, type Page } from "../support/test";
import { APP_URL, SANDBOX_URL } from "../../playwright.config";
import { allRows, sandboxFree } from "../support/shipping";
import { choose, sandbox, SELLERS } from "../support/support";

// Bulk runs, fresh reads from the marketplace and first imports are real waits on a shared 2-core
// machine: every wait here may take up to 30 s (longer where a run goes through), none is a fixed sleep.
test.describe.configure({ timeout: 240_000 });
test.use({ signIn: "MLA" });

const expect = baseExpect.configure({ timeout: 30_000 });

test("the history lists both changes, newest first, with who made each and from what to what", async ({ page, request, teammate }) => {
  const item = (await allRows(page)).find(
    (r) => r.status === "active" && !r.freeShipping && r.mode === "me2" && r.categoryAcceptsFree === true,
  )!;
  const search = (p: Page) => p.getByRole("searchbox", { name: "Search by title or id" }).fill(item.id);

  // The owner turns it on.
  await page.goto("/shipping");
  await search(page);
  await page.getByRole("button", { name: `Turn on: ${item.title}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Save on Mercado Libre" }).click();
  await expect(dialog.getByText("Saved. Mercado Libre now shows: Whole country.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // An agent turns it off: the history must tell the two people apart.
  const agent = await teammate("agent", "Ana Agent");
  await agent.goto("/shipping");
  await search(agent);
  await agent.getByRole("button", { name: `Turn off: ${item.title}` }).click();
  const agentDialog = agent.getByRole("dialog");
  await agentDialog.getByRole("button", { name: "Save on Mercado Libre" }).click();
  await expect(agentDialog.getByText("Saved. Mercado Libre now shows: Not free.")).toBeVisible();
  expect((await sandboxFree(request, [item.id])).get(item.id)).toBe(false);
  await agent.context().close();

  await page.getByRole("button", { name: `Actions for ${item.title}` }).click();
  await page.getByRole("menuitem", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Free shipping history" });
  await expect(history.getByText(`${item.title} · ${item.id}`)).toBeVisible();
  const entries = history.getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Ana Agent · turned off");
  await expect(entries.nth(0)).toContainText("Whole country → Not free");
  await expect(entries.nth(1)).toContainText(`${SELLERS.MLA.nickname} · turned on`);
  await expect(entries.nth(1)).toContainText("Not free → Whole country");
});

test("read again shows a change made on the marketplace outside Mostrador, also in a list filtered meanwhile, and keeps it after a reload", async ({
  page,
  request,
}) => {
  const item = (await allRows(page)).find((r) => r.status === "active" && r.freeShipping && r.mode === "me2")!;
  await page.goto("/shipping");
  const searched = page.waitForResponse((r) => r.url().includes("/api/shipping/items?") && r.url().includes(`q=${item.id}`));
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(item.id);
  await searched;
  const row = page.getByRole("table", { name: "Shipping", exact: true }).getByRole("row").filter({ hasText: item.id });
  await expect(row.getByRole("button", { name: `Turn off: ${item.title}` })).toBeVisible();

  // The seller turns free shipping off elsewhere (another app, the marketplace's own site).
  const token = (
    (await (await request.post(`${SANDBOX_URL}/__sandbox/tokens`, { data: { user_id: SELLERS.MLA.id } })).json()) as {
      access_token: string;
    }
  ).access_token;
  const put = await request.put(`${SANDBOX_URL}/items/${item.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { shipping: { free_shipping: false, methods: [], free_methods: [] } },
  });
  expect(put.ok(), `PUT: ${put.status()} ${await put.text()}`).toBeTruthy();
  // Our copy is younger than its 15 minutes: the table still shows what it read.
  await expect(row.getByText("Whole country")).toBeVisible();

  // The seller narrows the list while the marketplace is read: that list comes from our old copy (the
  // marketplace's answer is held until it has), and must not stay so once the read is done.
  const narrowed = page.waitForResponse((r) => r.url().includes("/api/shipping/items?") && r.url().includes("mode=me2"));
  await page.route(/\/api\/shipping\/items\?.*refresh=1/, async (route) => {
    await narrowed;
    await route.continue();
  });
  await page.getByRole("button", { name: "Read again" }).click();
  await choose(page, "Mode", "Mercado Envíos", { exact: false });
  expect(((await (await narrowed).json()) as { items: Array<{ freeShipping: boolean }> }).items[0]?.freeShipping).toBe(true);
  await expect(row.getByRole("button", { name: `Turn on: ${item.title}` })).toBeVisible();
  await expect(row.getByText("Not free")).toBeVisible();
  // The fresh read replaced our stored copy, so a plain reload agrees.
  await page.reload();
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(item.id);
  await expect(row.getByRole("button", { name: `Turn on: ${item.title}` })).toBeVisible();
});

test("read again with the marketplace failing says so above the rows it keeps, and its retry reads again", async ({ page, request }) => {
  await page.goto("/shipping");
  const table = page.getByRole("table", { name: "Shipping", exact: true });
  await expect(table.locator("tbody tr")).toHaveCount(20);
  await sandbox(request).fault({ method: "GET", path: `/users/${SELLERS.MLA.id}/items/search`, status: 500, count: 1000 });

  await page.getByRole("button", { name: "Read again" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Mercado Libre is unreachable" });
  await expect(failure).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(20);

  await sandbox(request).clearFaults();
  const reread = page.waitForResponse((r) => r.url().includes("refresh=1"));
  await failure.getByRole("button", { name: "Try again" }).click();
  expect((await reread).status()).toBe(200);
  await expect(page.getByRole("button", { name: "Read again" })).toBeEnabled();
  await expect(failure).toHaveCount(0);
});

test("export CSV has one line per item of the table, all pages, with ids and free shipping as the API says", async ({ page }) => {
  const all = await allRows(page);
  expect(all.length).toBeGreaterThan(20);
  await page.goto("/shipping");
  const table = page.getByRole("table", { name: "Shipping", exact: true });
  await expect(table.locator("tbody tr")).toHaveCount(20);
  await expect(page.getByText(`Page 1 of ${Math.ceil(all.length / 20)}`)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("shipping-items.csv");
  const [header, ...lines] = parse(readFileSync((await download.path())!, "utf8"), { bom: true }) as string[][];
  const col = (name: string) => header!.indexOf(name);
  expect(col("Item")).toBeGreaterThanOrEqual(0);
  expect(col("Free shipping")).toBeGreaterThanOrEqual(0);
  // Data only: the buttons' column is not exported.
  expect(header).not.toContain("Actions");
  expect(lines).toHaveLength(all.length);
  // The item cell is "<id> <title>"; the free-shipping cell names the rule when free and is empty when not.
  const exported = new Map(lines.map((l) => [l[col("Item")]!.split(" ")[0]!, l[col("Free shipping")]!]));
  expect([...exported.keys()].sort()).toEqual(all.map((r) => r.id).sort());
  for (const r of all) expect(exported.get(r.id) !== "", r.id).toBe(r.freeShipping);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the filters fold behind a button that counts those applied, and still filter", async ({ page }) => {
    await page.goto("/shipping");
    await expect(page.getByRole("searchbox", { name: "Search by title or id" })).toBeVisible();
    const freeFilter = page.getByRole("combobox", { name: "Free shipping" });
    await expect(freeFilter).toBeHidden();

    const toggle = page.getByRole("button", { name: "Filters", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(freeFilter).toBeVisible();
    await expect(freeFilter).toHaveText("Free or not");
    await freeFilter.click();
    await page.getByRole("option", { name: "Free", exact: true }).click();
    await expect(freeFilter).toHaveText("Free");

    await expect(page.getByRole("button", { name: "Filters (1)" })).toHaveAttribute("aria-expanded", "true");
    const total = async (query: string) =>
      ((await (await page.request.get(`/api/shipping/items?limit=1000${query}`)).json()) as { total: number }).total;
    const free = await total("&free=free");
    expect(free).toBeLessThan(await total(""));
    await expect(page.getByRole("button", { name: `Turn on · All that match (${free})` })).toBeVisible();
  });
});

test("a classified listing (a vehicle) offers no 'Turn on' and says why", async ({ page }) => {
  const classified = (await allRows(page)).find((r) => r.classified && !r.freeShipping);
  expect(classified, "the seller has a classified listing without free shipping").toBeDefined();
  await page.goto("/shipping");
  await page.getByRole("searchbox", { name: "Search by title or id" }).fill(classified!.id);
  const row = page.getByRole("table", { name: "Shipping", exact: true }).getByRole("row").filter({ hasText: classified!.id });
  await expect(row.getByText("Classified listings cannot ship free.")).toBeVisible();
  await expect(row.getByRole("button", { name: /^Turn on/ })).toHaveCount(0);
  // Nor a cost per sale: a car is not shipped (issue 58 item 10).
  await expect(row.getByText("No per-sale shipping: classifieds are not shipped")).toBeVisible();
});

test("a listing priced in dollars says US$, and a peso one says ARS, in Spanish too (currencies mix on one list)", async ({ page }) => {
  const rows = await allRows(page);
  const dollars = rows.find((r) => r.currencyId === "USD" && r.price !== null);
  const pesos = rows.find((r) => r.currencyId === "ARS" && r.price !== null)!;
  expect(dollars, "the seller has a listing priced in USD (a vehicle)").toBeDefined();
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: APP_URL }]);
  await page.goto("/shipping");
  const table = page.getByRole("table", { name: /Envíos|Shipping/ }).first();
  const search = page.getByRole("searchbox").first();
  await search.fill(dollars!.id);
  await expect(table.getByRole("row").filter({ hasText: dollars!.id })).toContainText(/US\$\s?[\d.]+/);
  await search.fill(pesos.id);
  await expect(table.getByRole("row").filter({ hasText: pesos.id })).toContainText(/ARS\s?[\d.]+/);
});
