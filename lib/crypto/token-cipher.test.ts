import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sealV1 } from "../testing/legacy-token";
import { createTokenCipher } from "./token-cipher";

const key = randomBytes(32).toString("base64");
const access = { sellerId: 241370001, column: "access" } as const;

describe("token cipher", () => {
  it("round-trips and never contains the plaintext", () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt("APP_USR-123-secret-456", access);
    expect(sealed).not.toContain("APP_USR");
    expect(sealed.startsWith("v2.")).toBe(true);
    expect(cipher.decrypt(sealed, access)).toBe("APP_USR-123-secret-456");
  });

  it("binds each ciphertext to its seller and column: copied elsewhere, it does not open", () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt("APP_USR-of-seller-1", access);
    expect(() => cipher.decrypt(sealed, { sellerId: 241370002, column: "access" })).toThrow();
    expect(() => cipher.decrypt(sealed, { sellerId: 241370001, column: "refresh" })).toThrow();
    expect(cipher.decrypt(sealed, { sellerId: 241370001n, column: "access" })).toBe("APP_USR-of-seller-1");
  });

  it("still reads the first, unbound scheme (rows stored before the binding)", () => {
    expect(createTokenCipher(key).decrypt(sealV1(key, "TG-old"), { sellerId: 1, column: "refresh" })).toBe("TG-old");
  });

  it("uses a fresh IV for every encryption", () => {
    const cipher = createTokenCipher(key);
    expect(cipher.encrypt("same", access)).not.toBe(cipher.encrypt("same", access));
  });

  it("rejects tampered ciphertext and the wrong key", () => {
    const sealed = createTokenCipher(key).encrypt("TG-refresh", access);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(() => createTokenCipher(key).decrypt(tampered, access)).toThrow();
    expect(() => createTokenCipher(randomBytes(32).toString("base64")).decrypt(sealed, access)).toThrow();
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => createTokenCipher(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
  });
});
