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
 *
 * A password is the person's, not one account's: whoever learns the temporary one signs in to every
 * account the person works in. So an owner may reset only a person all of whose accounts this owner owns
 * (`assertOwnsEveryAccountOf`); anyone else changes their own password in Settings.
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
  // Refused before the (costly) hash; checked again below where the password is written.
  await assertOwnsEveryAccountOf(db, input.ownerId, input.userId);
  // 16 characters of a 56-letter alphabet (about 93 bits), easy to read out: no 0/O or 1/l/I.
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const temporaryPassword = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join("");
  const passwordHash = await hash(temporaryPassword);
  await db.$transaction(async (tx) => {
    // Checked in the transaction that writes, with the person's memberships locked: a link accepted into
    // another account meanwhile cannot slip in between the check and the new password.
    await assertOwnsEveryAccountOf(tx, input.ownerId, input.userId);
    await tx.user.update({ where: { id: input.userId }, data: { passwordHash } });
    await bumpSessionVersion(tx, input.userId);
  });
  return { temporaryPassword };
}

/**
 * The rule for any act on a person rather than on one membership (their password, their sessions): the
 * acting owner must own every account the person has a role in. Otherwise a 403 saying why.
 */
export async function assertOwnsEveryAccountOf(tx: Pick<Db, "$queryRaw">, ownerId: string, userId: string): Promise<void> {
  const others = await tx.$queryRaw<Array<{ workspace_id: string }>>`
    SELECT m.workspace_id FROM memberships m
     WHERE m.user_id = ${userId}
       AND NOT EXISTS (SELECT 1 FROM memberships o
                        WHERE o.workspace_id = m.workspace_id AND o.user_id = ${ownerId} AND o.role = 'owner')
       FOR UPDATE OF m`;
  if (others.length)
    throw new AppError(
      "person_in_other_account",
      "This person also works for another account: they can change their password in Settings.",
    );
}
