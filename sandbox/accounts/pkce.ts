import { createHash } from "node:crypto";

export type PkceMethod = "S256" | "plain";

/** RFC 7636: S256 compares base64url(sha256(verifier)) with the challenge; plain compares them as is. */
export function verifierMatches(challenge: string, method: PkceMethod, verifier: string): boolean {
  const derived = method === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  return derived === challenge;
}
