import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./safe-callback";

const ORIGIN = "http://localhost:3000";

describe("safeCallbackUrl", () => {
  it.each([
    ["/questions?question=1", "/questions?question=1"],
    ["/sales/123", "/sales/123"],
    ["/", "/"],
    ["/metrics#items", "/metrics#items"],
    ["/settings/team?tab=invites&x=%2F%2Fevil", "/settings/team?tab=invites&x=%2F%2Fevil"],
  ])("keeps the app's own path %j", (input, expected) => {
    expect(safeCallbackUrl(input, ORIGIN)).toBe(expected);
    expect(safeCallbackUrl(input)).toBe(expected);
  });

  it("keeps an absolute URL on the app's own origin, as a path", () => {
    expect(safeCallbackUrl(`${ORIGIN}/sales/123?x=1`, ORIGIN)).toBe("/sales/123?x=1");
  });

  it.each([
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "//evil.example",
    "///evil.example",
    "//evil.example/questions",
    "https://evil.example",
    "http://localhost:3001/",
    "https://localhost:3000/",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
    "",
    "http://[bad",
  ])("refuses %j", (input) => {
    expect(safeCallbackUrl(input, ORIGIN)).toBe("/");
    expect(safeCallbackUrl(input)).toBe("/");
  });

  it("refuses what is not a string", () => {
    expect(safeCallbackUrl(undefined)).toBe("/");
    expect(safeCallbackUrl(["/sales"])).toBe("/");
    expect(safeCallbackUrl(null)).toBe("/");
  });

  it("decodes nothing: a percent-encoded backslash stays an inert path", () => {
    // The page receives callbackUrl already decoded once; %5C left here is a literal path segment.
    expect(safeCallbackUrl("/%5Cevil.example", ORIGIN)).toBe("/%5Cevil.example");
  });
});
