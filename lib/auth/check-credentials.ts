import type { Db } from "../db/client";
import { PASSWORD_MAX_LENGTH } from "../team/password-rules";
import { takeSignInAttempts, type SignInLimiter } from "../team/sign-in-limiter";

export interface CredentialsInput {
  email: string;
  password: string;
  /** The join form's hint: the workspace to land in, honoured only for a member of it. */
  workspaceId?: string;
  /** The client's address (the last X-Forwarded-For entry scripts/serve.mjs leaves), for its own limit. */
  address: string | null;
  /**
   * The person a session cookie this browser still sends names (lib/auth/known-device.ts; ended or not,
   * within its 30 days): their device. Their right password passes the per-e-mail limit, so nobody can
   * lock a teammate out by failing on purpose with their e-mail.
   */
  knownDeviceOf?: string | null;
}

export interface CredentialsDeps {
  db: Db;
  limiter: SignInLimiter;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** The same cost as a check when there is no account, so timing does not tell who has one. */
  burn: (password: string) => Promise<void>;
  now?: () => number;
}

export type CredentialsOutcome =
  | { ok: true; user: { id: string; name: string; workspaceId: string; sessionVersion: number } }
  | { ok: false; reason: "invalid" | "noAccess" }
  | { ok: false; reason: "tooManyAttempts"; retryAfterMs: number };

/**
 * An e-mail sign-in. The attempt is counted (per e-mail and per address) before anything else, so
 * parallel guesses cannot all pass a check made before their failures are recorded, and a refused one
 * never reaches argon2. A password past the length cap is wrong without being hashed.
 *
 * The per-address limit holds for everyone. Past the per-e-mail limit only the e-mail's own person on a
 * device they were signed in on (`knownDeviceOf`) goes on, and only with the right password: a guesser
 * elsewhere gets "too many attempts" without a check, as before.
 */
export async function checkCredentials(deps: CredentialsDeps, input: CredentialsInput): Promise<CredentialsOutcome> {
  const { byEmail, byAddress } = await takeSignInAttempts(deps.limiter, input.email, input.address, deps.now?.());
  if (byAddress > 0 || (byEmail > 0 && !input.knownDeviceOf)) {
    return { ok: false, reason: "tooManyAttempts", retryAfterMs: Math.max(byEmail, byAddress) };
  }
  const lockedOut = () => ({ ok: false, reason: "tooManyAttempts", retryAfterMs: byEmail }) as const;
  if (!input.password || input.password.length > PASSWORD_MAX_LENGTH) return byEmail > 0 ? lockedOut() : { ok: false, reason: "invalid" };

  const user = await deps.db.user.findUnique({
    where: { email: input.email },
    include: { memberships: { orderBy: { createdAt: "asc" } } },
  });
  // Past the e-mail's limit, a device of somebody else is no exception: refused before any hashing.
  if (byEmail > 0 && user?.id !== input.knownDeviceOf) return lockedOut();
  let isValid = false;
  if (user?.passwordHash) isValid = await deps.verify(user.passwordHash, input.password);
  else await deps.burn(input.password);
  if (!user || !isValid) return byEmail > 0 ? lockedOut() : { ok: false, reason: "invalid" };

  // The e-mail starts afresh; the address keeps its count (one valid account must not unlock guessing others).
  await deps.limiter.email.reset(`email:${input.email}`);
  const membership = user.memberships.find((m) => m.workspaceId === input.workspaceId) ?? user.memberships[0];
  if (!membership) return { ok: false, reason: "noAccess" };
  return { ok: true, user: { id: user.id, name: user.name, workspaceId: membership.workspaceId, sessionVersion: user.sessionVersion } };
}
