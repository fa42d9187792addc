import { expect, test } from "../support/test";
import { openInbox } from "../support/questions";
import { SELLERS, signInAs } from "../support/support";

// Issue 9's trust fixes, each at the level where it broke: headers and API plumbing as the browser sees them.

const PAGES = [
  "/",
  "/questions",
  "/sales",
  "/metrics",
  "/shipping",
  "/categories",
  "/brands",
  "/locations",
  "/search",
  "/settings",
  "/settings/blocked",
  "/settings/replies",
  "/settings/team",
  "/settings/notifications",
];

const TOO_BIG = "9223372036854775808"; // 2^63: one past PostgreSQL's bigint

test("every page carries the security headers and runs under its nonce CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  const signin = await page.goto("/signin");
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  expect(signin?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  for (const path of PAGES) {
    // The document answer itself (the browser's cookies, no client-side navigation in between).
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
    expect(headers["content-security-policy"], path).toContain("form-action 'self'");
    expect(headers["content-security-policy"], path).not.toMatch(/img-src[^;]* http:(;| )/);
    // The e2e stack is served over plain http: no HSTS (it is sent only when NEXTAUTH_URL is https).
    expect(headers["strict-transport-security"], path).toBeUndefined();
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
  // The app still works under the policy: the inbox is a client component fed by the API.
  await openInbox(page, { until: "imported" });
  await expect(page.getByTestId("question-row").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the API: JSON 404, no-store, 400 for bad ids and bodies, 403 for cross-site writes", async ({ page }) => {
  await signInAs(page, SELLERS.MLA.nickname, SELLERS.MLA.site);
  const api = page.request;
  const unknown = await api.get("/api/no-such-thing");
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe("not_found");
  expect((await api.get("/api/me")).headers()["cache-control"]).toContain("no-store");

  for (const res of [
    await api.get(`/api/questions/${TOO_BIG}`),
    await api.get(`/api/questions/${TOO_BIG}/notes`),
    await api.post(`/api/questions/${TOO_BIG}/assign`, { data: { assigneeId: null } }),
    await api.post("/api/questions/hide", { data: { questionIds: [TOO_BIG] } }),
    await api.delete(`/api/blacklist/${TOO_BIG}`),
    await api.post("/api/blacklist", { data: { userId: "1; DROP" } }),
    await api.get(`/api/questions?askerId=${TOO_BIG}`),
  ]) {
    expect(res.status(), res.url()).toBe(400);
  }

  const text = await api.post("/api/presence", { headers: { "content-type": "text/plain" }, data: "viewing" });
  expect(text.status()).toBe(400);
  const broken = await api.post("/api/presence", { headers: { "content-type": "application/json" }, data: "{not json" });
  expect(broken.status()).toBe(400);
  // Other tests' saved replies may be there (the app's database outlives sandbox resets): nothing may be added.
  const before = (await (await api.get("/api/saved-replies")).json()).savedReplies;
  const foreign = await api.post("/api/saved-replies", {
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    data: { title: "x", body: "y" },
  });
  expect(foreign.status()).toBe(403);
  const replies = await (await api.get("/api/saved-replies")).json();
  expect(replies.savedReplies).toEqual(before);
});

test("the public callback refuses an oversized body with 413 before reading it", async ({ request }) => {
  const huge = JSON.stringify({ topic: "questions", resource: "/questions/1", user_id: 241370001, pad: "x".repeat(1_000_000) });
  const res = await request.post("/api/notifications", { headers: { "content-type": "application/json" }, data: huge });
  expect(res.status()).toBe(413);
  const bad = await request.post("/api/notifications", {
    data: { topic: "questions", resource: `/questions/${TOO_BIG}`, user_id: 241370001 },
  });
  expect(bad.status()).toBe(400);
});
