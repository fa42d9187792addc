import "server-only";
import { getDb } from "../db";
import { createAttemptLimiter, type AttemptLimiter } from "./rate-limit";
import { processSingleton } from "../process-singleton";

/** Attempts a minute per e-mail, and per client address (an office behind one address has several teammates). */
export const SIGN_IN_LIMITS = { perEmail: 5, perAddress: 20, windowMs: 60_000 } as const;

export interface SignInLimiter {
  email: AttemptLimiter;
  address: AttemptLimiter;
}

/** Shared by the e-mail sign-in and the join form's "you already have an account" check, on every instance. */
export function signInLimiter(): SignInLimiter {
  return processSingleton("signInLimiter", () => createSignInLimiter(getDb));
}

export function createSignInLimiter(db: Parameters<typeof createAttemptLimiter>[0]): SignInLimiter {
  return {
    email: createAttemptLimiter(db, { limit: SIGN_IN_LIMITS.perEmail, windowMs: SIGN_IN_LIMITS.windowMs }),
    address: createAttemptLimiter(db, { limit: SIGN_IN_LIMITS.perAddress, windowMs: SIGN_IN_LIMITS.windowMs }),
  };
}

/**
 * Counts one attempt for the e-mail and for the address, before any password is checked; the wait in
 * milliseconds of each (0 when within its limit).
 */
export async function takeSignInAttempts(
  limiter: SignInLimiter,
  email: string,
  address: string | null,
  now = Date.now(),
): Promise<{ byEmail: number; byAddress: number }> {
  const [byEmail, byAddress] = await Promise.all([
    limiter.email.take(`email:${email}`, now),
    address ? limiter.address.take(`ip:${address}`, now) : 0,
  ]);
  return { byEmail, byAddress };
}

/** The same, as one wait: the longer of the two. */
export async function takeSignInAttempt(limiter: SignInLimiter, email: string, address: string | null, now = Date.now()): Promise<number> {
  const { byEmail, byAddress } = await takeSignInAttempts(limiter, email, address, now);
  return Math.max(byEmail, byAddress);
}
