import "server-only";
import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { sqlUtc } from "../db/sql-time";
import type { DispatchRow } from "../schemas/health";
import { endOfSiteDay, SITE_IDS } from "./site-day";

/** Shipment statuses before the parcel is handed over: only these can still turn into a late dispatch. */
export const NOT_HANDED_OVER = ["handling", "ready_to_ship"] as const;

/**
 * The sales whose shipment must leave by the end of today (the site's day) or is already late: not handed
 * over yet (status), with a handling deadline. One condition shared by the overview's queue, the health card's
 * counts and the Sales list's `?show=dispatch`, so the three always agree. Each account's own site decides its
 * "today" (the all-accounts list mixes sites), through its workspace row.
 */
export function dispatchRiskCondition(now: Date): Prisma.Sql {
  const ends = SITE_IDS.map((site) => Prisma.sql`WHEN ${site} THEN ${sqlUtc(endOfSiteDay(now, site))}::timestamp(3)`);
  return Prisma.sql`s.shipment_status IN (${Prisma.join([...NOT_HANDED_OVER])}) AND s.handling_limit IS NOT NULL
    AND s.handling_limit <= (SELECT CASE w.site_id ${Prisma.join(ends, " ")} END FROM workspaces w WHERE w.id = s.workspace_id)`;
}

export interface DispatchCounts {
  dueToday: number;
  late: number;
}

/** How many of the account's sales are due today and how many already late (the card's and the strip's counts). */
export async function countDispatchRisk(db: Db, workspaceId: string, now = new Date()): Promise<DispatchCounts> {
  const rows = await db.$queryRaw<Array<{ late: number; due: number }>>`
    SELECT count(*) FILTER (WHERE s.handling_limit < ${sqlUtc(now)}::timestamp(3))::int AS late,
           count(*) FILTER (WHERE s.handling_limit >= ${sqlUtc(now)}::timestamp(3))::int AS due
    FROM sales s WHERE s.workspace_id = ${workspaceId} AND ${dispatchRiskCondition(now)}`;
  return { dueToday: Number(rows[0]?.due ?? 0), late: Number(rows[0]?.late ?? 0) };
}

/** The queue: late ones first (the most overdue first), then today's by deadline. */
export async function listDispatchRisk(db: Db, workspaceId: string, now = new Date(), limit = 50): Promise<DispatchRow[]> {
  const rows = await db.$queryRaw<
    Array<{
      id: bigint;
      buyerNickname: string;
      items: Array<{ title: string; quantity: number }>;
      handlingLimit: Date;
      status: string;
      substatus: string | null;
      logisticType: string | null;
    }>
  >`
    SELECT s.id, s.buyer_nickname AS "buyerNickname", s.items, s.handling_limit AS "handlingLimit", s.shipment_status AS status,
           s.shipment_substatus AS substatus, s.logistic_type AS "logisticType"
    FROM sales s WHERE s.workspace_id = ${workspaceId} AND ${dispatchRiskCondition(now)}
    ORDER BY s.handling_limit ASC, s.id ASC LIMIT ${limit}`;
  return rows.map((r) => ({
    saleId: String(r.id),
    buyerNickname: r.buyerNickname,
    title: r.items[0]?.title ?? "",
    units: r.items.reduce((n, i) => n + i.quantity, 0),
    handlingLimit: r.handlingLimit.toISOString(),
    isLate: r.handlingLimit.getTime() < now.getTime(),
    status: r.status,
    substatus: r.substatus,
    logisticType: r.logisticType,
  }));
}
