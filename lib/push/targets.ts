import "server-only";
import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import type { PushTarget } from "./send";
import { isQuietNow } from "./quiet-hours";

export interface DeviceRow extends PushTarget {
  user_id: string;
  /** The account (workspace) this notification is about. */
  workspace_id: string;
  account_nickname: string;
  /** Its person has a role in another account too: notifications then name this one (./in-account.ts). */
  several_accounts: boolean;
  locale: string;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string;
}

/**
 * The columns of a DeviceRow for a notification about `workspaceId`, over `push_subscriptions s`. A device
 * is its person's, whichever account it was turned on in: it is told about every account they answer in.
 */
export const deviceColumns = (workspaceId: string) => Prisma.sql`s.id, s.endpoint, s.p256dh, s.auth, s.user_id,
  ${workspaceId}::text AS workspace_id, s.locale, s.quiet_start, s.quiet_end, s.time_zone,
  (SELECT w.nickname FROM workspaces w WHERE w.id = ${workspaceId}) AS account_nickname,
  EXISTS (SELECT 1 FROM memberships o WHERE o.user_id = s.user_id AND o.workspace_id <> ${workspaceId}) AS several_accounts`;

/** Joins `s` to its person's membership in `workspaceId` with a role that answers (agent or owner). */
export const answeringMember = (workspaceId: string) =>
  Prisma.sql`JOIN memberships m ON m.user_id = s.user_id AND m.workspace_id = ${workspaceId} AND m.role IN ('agent', 'owner')`;

/**
 * The devices of a workspace's members who can answer (agents and owners: a viewer cannot act on a
 * notification), wherever they turned notifications on, joined to the membership so a removed member's device is never reached even before
 * its row is deleted, and outside their quiet hours. `chose` is the condition on `s` (the device's
 * choices) for this kind of notification.
 */
export async function answeringDevices(db: Db, workspaceId: string, chose: Prisma.Sql, now = new Date()): Promise<DeviceRow[]> {
  const rows = await db.$queryRaw<DeviceRow[]>`
    SELECT ${deviceColumns(workspaceId)}
      FROM push_subscriptions s
      ${answeringMember(workspaceId)}
     WHERE ${chose}`;
  return rows.filter((d) => !isQuietNow(d.quiet_start, d.quiet_end, d.time_zone, now));
}
