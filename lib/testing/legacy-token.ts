import { createCipheriv, randomBytes } from "node:crypto";

/** A ciphertext as the first token scheme (v1, no binding) wrote it: rows stored before the binding. */
export function sealV1(base64Key: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(base64Key, "base64"), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}
