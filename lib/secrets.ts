import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env";

interface Secrets {
  /** Signs next-auth's session cookie. */
  sessionSecret: string;
  /** 32 bytes, base64: encrypts marketplace tokens at rest. */
  tokenKey: string;
}

let cached: Secrets | undefined;

/**
 * Secrets from the environment; on the embedded default, generated once into the git-ignored data
 * folder so a fresh clone needs no setup and restarts keep sessions and stored tokens readable.
 */
export function secrets(): Secrets {
  if (cached) return cached;
  const e = env();
  const file = path.resolve(e.DATA_DIR, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (!e.NEXTAUTH_SECRET || !e.TOKEN_ENCRYPTION_KEY) {
    if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
    if (!stored.sessionSecret || !stored.tokenKey) {
      stored = { sessionSecret: randomBytes(32).toString("base64url"), tokenKey: randomBytes(32).toString("base64"), ...stored };
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  cached = {
    sessionSecret: e.NEXTAUTH_SECRET ?? stored.sessionSecret!,
    tokenKey: e.TOKEN_ENCRYPTION_KEY ?? stored.tokenKey!,
  };
  return cached;
}
