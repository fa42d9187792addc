import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** Whose token a ciphertext holds, and which one: bound into it, so it opens nowhere else. */
export interface TokenBinding {
  sellerId: number | bigint | string;
  column: "access" | "refresh";
}

/**
 * AES-256-GCM for tokens at rest. Output: "v2.<iv>.<tag>.<ciphertext>" (base64url parts), with the
 * seller and the column as additional authenticated data: a ciphertext copied into another seller's
 * row, or from the refresh column into the access one, fails to decrypt instead of handing one
 * seller's grant to another. "v1" (no binding, the first scheme) is still read, so rows stored before
 * are usable until lib/crypto/reencrypt-tokens.ts rewrites them at start.
 */
export interface TokenCipher {
  encrypt(plaintext: string, binding: TokenBinding): string;
  decrypt(sealed: string, binding: TokenBinding): string;
}

const aad = ({ sellerId, column }: TokenBinding) => Buffer.from(`mostrador-token|${String(sellerId)}|${column}`, "utf8");

export function createTokenCipher(base64Key: string): TokenCipher {
  const key = Buffer.from(base64Key, "base64");
  if (key.length !== 32) throw new Error("TOKEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded");
  return {
    encrypt(plaintext, binding) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(aad(binding));
      const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return ["v2", iv, cipher.getAuthTag(), data].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
    },
    decrypt(sealed, binding) {
      const [version, iv, tag, data] = sealed.split(".");
      if ((version !== "v1" && version !== "v2") || !iv || !tag || data === undefined) throw new Error("unrecognized token ciphertext");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      if (version === "v2") decipher.setAAD(aad(binding));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** A ciphertext of the first, unbound scheme (to be rewritten). */
export const isLegacyCiphertext = (sealed: string) => sealed.startsWith("v1.");
