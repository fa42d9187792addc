import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { bumpSessionVersion } from "./session-version";

export interface PasswordDeps {
  db: Db;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  hash: (password: string) => Promise<string>;
}

/**
 * A member changes their own password, proving the current one. Every other session of theirs ends
 * (a password is changed because it may be known to someone else); the caller re-issues this one with
 * the returned version.
 */
export async function changeOwnPassword(deps: PasswordDeps, userId: string, current: string, next: string): Promise<number> {
  const user = await deps.db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user?.passwordHash) throw new AppError("no_password", "This account signs in through Mercado Libre; it has no password here.");
  if (!(await deps.verify(user.passwordHash, current))) throw new AppError("wrong_password", "The current password is not right.");
  await deps.db.user.update({ where: { id: userId }, data: { passwordHash: await deps.hash(next) } });
  return bumpSessionVersion(deps.db, userId);
}
