import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's baseline cost (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to the id
 * variant; the parameters are spelled out so a library upgrade cannot silently weaken them. The PHC
 * string it returns carries its own salt and parameters, so they can be raised later without a
 * migration: old hashes still verify.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account to check against, so the answer's
 * timing does not tell an attacker which e-mails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword("mostrador-timing-equalizer");
  await verifyPassword(await dummy, password);
}
