import { randomInt } from "node:crypto";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { bumpSessionVersion } from "../auth/session-version";

/**
 * The owner resets a teammate's password (forgotten, or perhaps known to someone else): the old one
 * stops working and every session of the teammate ends at once; a temporary password is returned, to
 * be shown to the owner once and handed over in person, and the teammate changes it in Settings. A
 * temporary password rather than a link: this app sends no e-mail, and a link would be handed over the
 * same way while staying usable by whoever sees it first.
 */
export async function resetTeammatePassword(
  db: Db,
  hash: (password: string) => Promise<string>,
  input: { workspaceId: string; ownerId: string; userId: string },
): Promise<{ temporaryPassword: string }> {
  if (input.userId === input.ownerId) throw new AppError("member_not_found", "Change your own password in Settings.");
  const member = await db.membership.findUnique({
    where: { userId_workspaceId: { userId: input.userId, workspaceId: input.workspaceId } },
    select: { user: { select: { passwordHash: true } } },
  });
  // Only a teammate who signs in with e-mail has a password here; owners sign in through the marketplace.
  if (!member?.user.passwordHash) throw new AppError("member_not_found", "No teammate with a password here.");
  // 16 characters of a 56-letter alphabet (about 93 bits), easy to read out: no 0/O or 1/l/I.
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const temporaryPassword = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join("");
  await db.user.update({ where: { id: input.userId }, data: { passwordHash: await hash(temporaryPassword) } });
  await bumpSessionVersion(db, input.userId);
  return { temporaryPassword };
}
