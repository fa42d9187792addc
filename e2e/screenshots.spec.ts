import { test } from "@playwright/test";
import { visitSignedInPages } from "./pages";
import { sandbox, SELLERS, signInAs } from "./support";

// Not an assertion suite: pictures of every page at desktop and phone width for people to look at
// before landing UI changes. Run with SCREENSHOTS=1; files land in test-results/screens/ (or SCREENSHOTS_DIR).
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take the pictures");
// SCREENSHOTS_DIR puts them elsewhere (outside the repository, say).
const DIR = process.env.SCREENSHOTS_DIR ?? "test-results/screens";

for (const width of [1280, 390]) {
  test(`screenshots at ${width} px`, async ({ page, request }) => {
    // About 5 minutes on a quiet machine; twice that when the machine is shared and busy.
    test.setTimeout(900_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await sandbox(request).reset();
    await page.goto("/signin");
    await page.screenshot({ path: `${DIR}/signin-${width}.png`, fullPage: true });
    await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
    await visitSignedInPages(page, (_, name) => page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true }).then(() => undefined));
  });
}
