import "server-only";
import type { Db } from "../db/client";
import type { ClaimsWork } from "../schemas/overview";

const DAY_MS = 86_400_000;

/** The overview's claims card from our copy: open claims where it is the seller's move, the 48-hour ones, those due within a day. */
export async function readClaimsWork(db: Db, workspaceId: string, now = new Date()): Promise<ClaimsWork> {
  const mine = { workspaceId, status: "opened", move: "seller" };
  const [yourMove, withIncentive, dueSoon] = await Promise.all([
    db.claim.count({ where: mine }),
    db.claim.count({ where: { ...mine, incentiveUntil: { gt: now } } }),
    db.claim.count({ where: { ...mine, dueDate: { lte: new Date(now.getTime() + DAY_MS) } } }),
  ]);
  return { yourMove, withIncentive, dueSoon };
}
