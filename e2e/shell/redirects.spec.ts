import { expect, test } from "@playwright/test";

// The pages were renamed (/inbox → /questions, /messages → /sales): bookmarks and links sent before
// the rename keep working, moved for good (next.config.mjs), with the question or sale they pointed at.
test("the old /inbox and /messages addresses redirect permanently to /questions and /sales, keeping the query string and the sale id", async ({
  request,
}) => {
  const moved = [
    ["/inbox", "/questions"],
    ["/inbox?question=12345678901&status=ANSWERED", "/questions?question=12345678901&status=ANSWERED"],
    ["/messages", "/sales"],
    ["/messages?show=needs_first&logistic=drop_off", "/sales?show=needs_first&logistic=drop_off"],
    ["/messages/2000001234567890", "/sales/2000001234567890"],
  ] as const;
  for (const [from, to] of moved) {
    // The redirect itself, not where the page then sends an anonymous visitor (sign-in).
    const res = await request.get(from, { maxRedirects: 0 });
    expect([301, 308], `${from}: ${res.status()}`).toContain(res.status());
    const location = new URL(res.headers()["location"] ?? "", "http://app.invalid");
    expect(`${location.pathname}${location.search}`, from).toBe(to);
  }
});
