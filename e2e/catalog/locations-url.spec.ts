import { expect as baseExpect, test, type Page } from "../support/test";

// A shared machine under heavy load: pages and upstream calls take seconds, not milliseconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });
test.use({ signIn: "MLA" });

const place = (page: Page) => page.getByRole("heading", { level: 2 }).first();
const trail = (page: Page) => page.getByRole("navigation", { name: "Location path" });
const idToSend = (page: Page) => page.getByRole("status", { name: "Location id to send" });

test("the place drilled down to is in the URL: Back goes up one level at a time, and a reload keeps it", async ({ page }) => {
  await page.goto("/locations");
  await page.getByRole("button", { name: "Argentina" }).click();
  await expect(page).toHaveURL(/\/locations\?kind=country&place=AR$/);
  await page.getByRole("button", { name: "Córdoba" }).click();
  await expect(page).toHaveURL(/kind=state&place=/);
  await expect(place(page)).toHaveText("Córdoba");
  await page.getByRole("region", { name: "Cities" }).getByRole("button", { name: "Córdoba" }).click();
  await expect(page).toHaveURL(/kind=city&place=/);
  await page.getByRole("button", { name: "Nueva Córdoba" }).click();
  await expect(page).toHaveURL(/kind=neighborhood&place=TUxBQk5VRWI1NjE$/);
  await expect(idToSend(page)).toHaveText("TUxBQk5VRWI1NjE");

  // A reload opens the same place, with its whole path.
  await page.reload();
  await expect(place(page)).toHaveText("Nueva Córdoba");
  await expect(idToSend(page)).toHaveText("TUxBQk5VRWI1NjE");
  await expect(trail(page).getByRole("listitem")).toHaveText(["Countries", "›Argentina", "›Córdoba", "›Córdoba", "›Nueva Córdoba"]);

  // Back: the city, the state, the country, the countries; still on the page.
  await page.goBack();
  await expect(page).toHaveURL(/kind=city&place=/);
  await expect(page.getByText("This city has neighbourhoods: a listing must name one of them.")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/kind=state&place=/);
  await expect(page.getByText("A listing cannot be located in a state or a country alone")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/kind=country&place=AR$/);
  await expect(place(page)).toHaveText("Argentina");
  await page.goBack();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole("button", { name: "Argentina" })).toBeVisible();

  // The trail's links are steps too: up to the country, and Back returns to where it was.
  await page.goForward();
  await page.goForward();
  await expect(place(page)).toHaveText("Córdoba");
  await trail(page).getByRole("button", { name: "Argentina" }).click();
  await expect(page).toHaveURL(/kind=country&place=AR$/);
  await page.goBack();
  await expect(page).toHaveURL(/kind=state&place=/);
});

test("a place in the URL that names none says not found, with the way back to the countries", async ({ page }) => {
  await page.goto(`/locations?kind=planet&place=${encodeURIComponent("<script>")}`);
  await expect(page.getByRole("heading", { name: "This place was not found." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.getByRole("link", { name: "Countries" }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole("button", { name: "Argentina" })).toBeVisible();
});
