import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTokenCipher } from "./token-cipher";

const key = randomBytes(32).toString("base64");

describe("token cipher", () => {
  it("round-trips and never contains the plaintext", () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt("APP_USR-123-secret-456");
    expect(sealed).not.toContain("APP_USR");
    expect(cipher.decrypt(sealed)).toBe("APP_USR-123-secret-456");
  });

  it("uses a fresh IV for every encryption", () => {
    const cipher = createTokenCipher(key);
    expect(cipher.encrypt("same")).not.toBe(cipher.encrypt("same"));
  });

  it("rejects tampered ciphertext and the wrong key", () => {
    const sealed = createTokenCipher(key).encrypt("TG-refresh");
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(() => createTokenCipher(key).decrypt(tampered)).toThrow();
    expect(() => createTokenCipher(randomBytes(32).toString("base64")).decrypt(sealed)).toThrow();
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => createTokenCipher(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
  });
});
