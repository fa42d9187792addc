import { hash, verify } from "@node-rs/argon2";
import { availableParallelism } from "node:os";

/**
 * argon2id with OWASP's baseline cost (19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to the id
 * variant; the parameters are spelled out so a library upgrade cannot silently weaken them. The PHC
 * string it returns carries its own salt and parameters, so they can be raised later without a
 * migration: old hashes still verify.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * Each hash or check takes 19 MiB and tens of milliseconds of a core. Bounded so a burst of sign-ins
 * (spread over many addresses and e-mails, each under its limit) waits its turn instead of taking every
 * core and a gigabyte of memory from the requests the team is making meanwhile.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(4, availableParallelism() - 1));
let running = 0;
let peak = 0;
const waiting: Array<() => void> = [];

async function gated<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  peak = Math.max(peak, running);
  try {
    return await task();
  } finally {
    // Hand the slot straight to the next waiter (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many hashes ran at once at most since the last call (tests). */
export function takeHashPeak(): number {
  const seen = peak;
  peak = running;
  return seen;
}

export function hashPassword(password: string): Promise<string> {
  return gated(() => hash(password, OPTIONS));
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await gated(() => verify(passwordHash, password));
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
