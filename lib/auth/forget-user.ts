import "server-only";
import type { Db } from "../db/client";
import { forgetMembership } from "../accounts/membership";

/** After a session version bump: every instance drops its cached memberships of the user, so the next request sees it. */
export async function forgetUserMemberships(db: Db, userId: string): Promise<void> {
  const memberships = await db.membership.findMany({ where: { userId }, select: { workspaceId: true } });
  await Promise.all(memberships.map((m) => forgetMembership(userId, m.workspaceId)));
}
