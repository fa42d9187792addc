import { describe, expect, it } from "vitest";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores an argon2id PHC string with a fresh salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword("correct horse battery"), hashPassword("correct horse battery")]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword(stored, "correct horse battery")).toBe(true);
    expect(await verifyPassword(stored, "correct horse batterY")).toBe(false);
  });

  it("answers false, not a throw, for a malformed stored hash", async () => {
    expect(await verifyPassword("not-a-hash", "whatever")).toBe(false);
  });

  it("can spend a check's time with no account behind it", async () => {
    await expect(burnPasswordCheck("anything at all")).resolves.toBeUndefined();
  });
});
