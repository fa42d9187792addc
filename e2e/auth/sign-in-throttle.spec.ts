import { expect, test } from "../support/test";

// Fresh e-mails and addresses per run: attempts are counted in the app's database.
const run = Date.now().toString(36);
const address = `203.0.113.${Date.now() % 250}`;

test("a burst of parallel guesses from one address is held to its limit, and the form then shows the throttle's message", async ({
  browser,
}) => {
  // The app trusts X-Forwarded-For from loopback (a local proxy): this context is one client address.
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  const { csrfToken } = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const guesses = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      context.request.post("/api/auth/callback/credentials", {
        form: { csrfToken, email: `guess-${i}-${run}@example.com`, password: "wrong password", json: "true" },
        maxRedirects: 0,
      }),
    ),
  );
  // next-auth answers each with a redirect naming the error: 20 checked (the address's limit), the rest refused unchecked.
  const errors = await Promise.all(guesses.map(async (g) => new URL((await g.json()).url as string).searchParams.get("error")));
  expect(errors.filter((e) => e === "CredentialsSignin")).toHaveLength(20);
  expect(errors.filter((e) => e === "TooManyAttempts")).toHaveLength(10);

  const page = await context.newPage();
  await page.goto("/signin");
  const form = page.getByRole("region", { name: "Teammates: sign in with e-mail" });
  await form.getByLabel("E-mail").fill(`someone-else-${run}@example.com`);
  await form.getByLabel("Password").fill("any password at all");
  await form.getByRole("button", { name: "Sign in with e-mail" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Too many sign-in attempts with this e-mail or from this network. Wait a minute and try again.",
  );
  await context.close();
});
