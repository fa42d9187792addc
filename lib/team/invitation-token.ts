import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes in base64url: 43 characters, 256 bits, unguessable. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** A new invitation secret. Only its hash is stored, so a leaked database cannot be used to join. */
export function generateInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

/** sha256 is enough here (unlike passwords): the token already carries 256 bits of entropy. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, "")}/invite/${token}`;
}
