import "server-only";
import type { Db } from "../db/client";
import type { HealthClaims } from "../schemas/health";

/**
 * The health card's claims, from our copy (never the marketplace): the open claims the marketplace says affect
 * the reputation, and the open ones still inside the 48-hour incentive. Each count is exactly what the desk
 * lists under the matching filter (`reputation=affected`, `incentive=1`; both open, the desk's default).
 */
export async function countHealthClaims(db: Db, workspaceId: string, now = new Date()): Promise<HealthClaims> {
  const open = { workspaceId, status: "opened" };
  const [affecting, withIncentive] = await Promise.all([
    db.claim.count({ where: { ...open, affectsReputation: "affected" } }),
    db.claim.count({ where: { ...open, incentiveUntil: { gt: now } } }),
  ]);
  return { affecting, withIncentive };
}
