import type { Db } from "../db/client";
import { PASSWORD_MAX_LENGTH } from "../team/password-rules";
import { takeSignInAttempt, type SignInLimiter } from "../team/sign-in-limiter";

export interface CredentialsInput {
  email: string;
  password: string;
  /** The join form's hint: the workspace to land in, honoured only for a member of it. */
  workspaceId?: string;
  /** The client's address (the last X-Forwarded-For entry scripts/serve.mjs leaves), for its own limit. */
  address: string | null;
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
 */
export async function checkCredentials(deps: CredentialsDeps, input: CredentialsInput): Promise<CredentialsOutcome> {
  const waitMs = await takeSignInAttempt(deps.limiter, input.email, input.address, deps.now?.());
  if (waitMs > 0) return { ok: false, reason: "tooManyAttempts", retryAfterMs: waitMs };
  if (!input.password || input.password.length > PASSWORD_MAX_LENGTH) return { ok: false, reason: "invalid" };

  const user = await deps.db.user.findUnique({
    where: { email: input.email },
    include: { memberships: { orderBy: { createdAt: "asc" } } },
  });
  let isValid = false;
  if (user?.passwordHash) isValid = await deps.verify(user.passwordHash, input.password);
  else await deps.burn(input.password);
  if (!user || !isValid) return { ok: false, reason: "invalid" };

  // The e-mail starts afresh; the address keeps its count (one valid account must not unlock guessing others).
  await deps.limiter.email.reset(`email:${input.email}`);
  const membership = user.memberships.find((m) => m.workspaceId === input.workspaceId) ?? user.memberships[0];
  if (!membership) return { ok: false, reason: "noAccess" };
  return { ok: true, user: { id: user.id, name: user.name, workspaceId: membership.workspaceId, sessionVersion: user.sessionVersion } };
}
