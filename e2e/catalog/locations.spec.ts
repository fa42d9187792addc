import { expect as baseExpect, test } from "../support/test";
import { sandbox, SELLERS, signInAs } from "../support/support";

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ request }) => {
  // Several pages and upstream calls per test on a shared, loaded machine.
  test.setTimeout(180_000);
  await sandbox(request).clearFaults();
});

test(
  "the location picker refuses a state and returns a neighbourhood, or a city without neighbourhoods",
  { tag: "@journey" },
  async ({ page }) => {
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await page.goto("/locations");
    await page.getByRole("button", { name: "Argentina" }).click();
    await page.getByRole("button", { name: "Córdoba" }).click();
    // A state: explained, and no id to send.
    await expect(page.getByRole("heading", { name: "Córdoba", level: 2 })).toBeVisible();
    await expect(page.getByText("A listing cannot be located in a state or a country alone")).toBeVisible();
    await expect(page.getByRole("status", { name: "Location id to send" })).toHaveCount(0);
    // A city with neighbourhoods: still not an answer.
    await page.getByRole("region", { name: "Cities" }).getByRole("button", { name: "Córdoba" }).click();
    await expect(page.getByText("This city has neighbourhoods: a listing must name one of them.")).toBeVisible();
    await expect(page.getByRole("status", { name: "Location id to send" })).toHaveCount(0);
    await page.getByRole("button", { name: "Nueva Córdoba" }).click();
    await expect(page.getByRole("status", { name: "Location id to send" })).toHaveText("TUxBQk5VRWI1NjE");

    // Back to the country through the trail; Capital Federal's barrios are cities without neighbourhoods.
    await page.getByRole("navigation", { name: "Location path" }).getByRole("button", { name: "Argentina" }).click();
    await page.getByRole("button", { name: "Capital Federal" }).click();
    await page.getByRole("button", { name: "Palermo" }).click();
    await expect(page.getByRole("status", { name: "Location id to send" })).toHaveText("TUxBQ1BBTGRiZGY");
    await expect(page.getByText("-34.5889, -58.4306")).toBeVisible();
  },
);

test("area search: a city from the locations and a radius return only listings inside the box, and the URL keeps it", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await page.goto("/search?q=departamento");
  // The total is grouped as the page writes it in English ("1,234").
  const grouped = (n: number) => n.toLocaleString("en");
  const everywhere = Number((await page.getByText(/^Results 1–\d+ of [\d,]+$/).textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ""));
  await page.getByRole("button", { name: "Area: Anywhere" }).click();
  const dialog = page.getByRole("dialog", { name: "Search around a place" });
  await dialog.getByRole("button", { name: "Córdoba" }).click();
  // A state is no centre for an area.
  await expect(dialog.getByText("Choose a city or a neighbourhood to search around.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Search around/ })).toHaveCount(0);
  await dialog.getByRole("region", { name: "Cities" }).getByRole("button", { name: "Córdoba" }).click();
  await dialog.getByRole("button", { name: "Search around Córdoba" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/area=city%3ATUxBQ0NPUjc0MzE|area=city:TUxBQ0NPUjc0MzE/);
  await expect(page).toHaveURL(/radius=5/);
  await expect(page.getByRole("button", { name: "Area: Córdoba" })).toBeVisible();

  const box = () => {
    const value = new URL(page.url()).searchParams.get("item_location")!;
    const [, a, b, c, d] = value.match(/^lat:(-?[\d.]+)_(-?[\d.]+),lon:(-?[\d.]+)_(-?[\d.]+)$/)!.map(Number);
    return { lat: [a!, b!], lon: [c!, d!], value };
  };
  const inside = async () => {
    const { lat, lon, value } = box();
    const body = await (await page.request.get(`/api/catalog/search?q=departamento&item_location=${value}&limit=50`)).json();
    for (const r of body.results as Array<{ latitude: number; longitude: number }>) {
      expect(r.latitude).toBeGreaterThanOrEqual(lat[0]!);
      expect(r.latitude).toBeLessThanOrEqual(lat[1]!);
      expect(r.longitude).toBeGreaterThanOrEqual(lon[0]!);
      expect(r.longitude).toBeLessThanOrEqual(lon[1]!);
    }
    return body.paging.total as number;
  };
  const near = await inside();
  expect(near).toBeGreaterThan(0);
  expect(near).toBeLessThan(everywhere);
  // The cards say where: every one in Córdoba.
  await expect(page.getByText(new RegExp(`^Results 1–\\d+ of ${grouped(near)}$`))).toBeVisible();
  expect(await page.locator("article").count()).toBe(await page.locator("article").filter({ hasText: "Córdoba" }).count());

  // A wider radius is a wider box, still around the same place; a reload keeps it all.
  const narrow = box();
  await page.getByRole("combobox", { name: "Radius" }).click();
  await page.getByRole("option", { name: "50 km" }).click();
  await expect(page).toHaveURL(/radius=50/);
  const wide = box();
  expect(wide.lat[0]).toBeLessThan(narrow.lat[0]!);
  expect(wide.lon[1]).toBeGreaterThan(narrow.lon[1]!);
  expect(await inside()).toBeGreaterThanOrEqual(near);
  await page.reload();
  await expect(page.getByRole("button", { name: "Area: Córdoba" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Radius" })).toHaveText("50 km");

  await page.getByRole("button", { name: "Search anywhere" }).click();
  await expect(page).not.toHaveURL(/item_location|area=|radius=/);
  await expect(page.getByText(new RegExp(`^Results 1–\\d+ of ${grouped(everywhere)}$`))).toBeVisible();
});
