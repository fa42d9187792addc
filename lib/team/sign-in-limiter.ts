import "server-only";
import { getDb } from "../db";
import { createFailureLimiter, type FailureLimiter } from "./rate-limit";

const holder = globalThis as unknown as { mostradorSignInLimiter?: FailureLimiter };

/** Shared by the e-mail sign-in and the join form's "you already have an account" check, on every instance. */
export function signInLimiter(): FailureLimiter {
  holder.mostradorSignInLimiter ??= createFailureLimiter(getDb, { limit: 5, windowMs: 60_000 });
  return holder.mostradorSignInLimiter;
}
