import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateInvitationToken, hashInvitationToken, invitationUrl, isWellFormedToken } from "./invitation-token";

describe("invitation tokens", () => {
  it("are 32 random bytes in base64url, stored only as their sha256", () => {
    const { token, tokenHash } = generateInvitationToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(tokenHash).not.toContain(token);
  });

  it("never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => generateInvitationToken().token));
    expect(tokens.size).toBe(1000);
  });

  it("hash deterministically, so a visited link finds its row", () => {
    const { token, tokenHash } = generateInvitationToken();
    expect(hashInvitationToken(token)).toBe(tokenHash);
  });

  it("reject malformed links before touching the database", () => {
    expect(isWellFormedToken(generateInvitationToken().token)).toBe(true);
    for (const bad of ["", "short", "a".repeat(44), `${"a".repeat(42)}=`, `${"a".repeat(42)}/`]) expect(isWellFormedToken(bad)).toBe(false);
  });

  it("build the link under /invite on the public address", () => {
    expect(invitationUrl("https://app.example/", "abc")).toBe("https://app.example/invite/abc");
  });
});
