import { expect as baseExpect, test } from "../support/test";
import { SANDBOX_PROFILE } from "../../playwright.config";

test.use({ signIn: "MLA" });

// The real API closes its public search to applications (notes §11). Runs with E2E_PROFILE=real, where
// the sandbox answers 403 as the real API does, with no fault injected.
const expect = baseExpect.configure({ timeout: 30_000 });
test.skip(SANDBOX_PROFILE !== "real", "needs the real-profile sandbox (E2E_PROFILE=real)");

test(
  "the closed public search is explained, not an error to retry, and the seller's own listings matching the words are offered",
  { tag: "@real" },
  async ({ page }) => {
    await page.goto("/search?q=zapatillas");
    await expect(page.getByText("Mercado Libre's public search is closed to this application")).toBeVisible();
    await expect(page.getByRole("button", { name: /try again|retry/i })).toHaveCount(0);
    await page.getByRole("button", { name: "Search my own listings instead" }).click();
    const own = page.getByRole("region", { name: "Your listings" });
    await expect(own.getByRole("listitem").first()).toBeVisible();
    for (const title of await own.getByRole("listitem").allInnerTexts()) expect(title.toLowerCase()).toContain("zapatilla");
    // Each listing as the results it stands in for (issue 58 item 12): its price, its id and a link to it.
    const first = own.getByTestId("own-listing").first();
    await expect(first).toContainText(/ARS\s?[\d.,]+/);
    await expect(first).toContainText(/MLA\d+/);
    await expect(first.getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
  },
);

test("the own-listings fallback pages through all of the seller's listings", { tag: "@real" }, async ({ page }) => {
  // A category and no words: every listing of the seller, more than one page of them.
  await page.goto("/search?category=MLA1055");
  await page.getByRole("button", { name: "Search my own listings instead" }).click();
  const own = page.getByRole("region", { name: "Your listings" });
  await expect(own.getByTestId("own-listing").first()).toBeVisible();
  const paging = own.getByRole("navigation", { name: "Result pages" });
  await expect(own.getByText(/^Results 1–20 of [\d,]+$/)).toBeVisible();
  const firstId = await own.getByTestId("own-listing-id").first().textContent();
  await paging.getByRole("button", { name: "Page 2", exact: true }).click();
  await expect(own.getByText(/^Results 21–\d+ of [\d,]+$/)).toBeVisible();
  await expect(own.getByTestId("own-listing-id").first()).not.toHaveText(firstId!);
});

test("a search by location (classifieds) is closed the same clear way", { tag: "@real" }, async ({ page }) => {
  await page.goto("/search?q=departamento&item_location=lat:-34.65_-34.53,lon:-58.53_-58.35");
  await expect(page.getByText("Mercado Libre's public search is closed to this application")).toBeVisible();
});
