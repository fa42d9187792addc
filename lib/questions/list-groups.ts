import { Prisma } from "@prisma/client";

/**
 * The inbox's order as groups, each read in one direction of `(date_created, id)`:
 * - my queue: mine (0), then unassigned (1);
 * - "due" among unanswered questions: the ones still winnable within the hour (even groups, oldest first,
 *   closest to the mark on top), then the overdue ones (odd groups, the most recently overdue first);
 *   in my queue both, so the group is queue × 2 + overdue (0–3);
 * - otherwise one group in the chosen direction.
 * Each group is a plain condition, so a page reads each through the index in its own direction and stops
 * at the page size; only the outer query, on those few rows, orders by group.
 */
export interface ListGroup {
  group: number;
  ascending: boolean;
  condition: (alias: string) => Prisma.Sql;
  /** The same condition on a returned row, for the cursor's group. */
  holds: (row: GroupedRow) => boolean;
}

export interface GroupedRow {
  assignee_id: string | null;
  date_created: Date;
}

const col = (t: string, c: string) => Prisma.raw(`${t}.${c}`);

export function listGroups(o: { isDue: boolean; isQueue: boolean; ascending: boolean; userId: string; cutoff: Date | null }): ListGroup[] {
  type Part = Pick<ListGroup, "condition" | "holds">;
  const queues: Part[] = o.isQueue
    ? [
        { condition: (t) => Prisma.sql`${col(t, "assignee_id")} = ${o.userId}`, holds: (r) => r.assignee_id === o.userId },
        { condition: (t) => Prisma.sql`${col(t, "assignee_id")} IS NULL`, holds: (r) => r.assignee_id === null },
      ]
    : [{ condition: () => Prisma.sql`TRUE`, holds: () => true }];
  if (!o.isDue) return queues.map((queue, group) => ({ group, ascending: o.ascending, ...queue }));
  const cutoff = o.cutoff!;
  const both = (a: Part, b: Part): Part => ({
    condition: (t) => Prisma.sql`${a.condition(t)} AND ${b.condition(t)}`,
    holds: (r) => a.holds(r) && b.holds(r),
  });
  const winnable: Part = { condition: (t) => Prisma.sql`${col(t, "date_created")} > ${cutoff}`, holds: (r) => r.date_created > cutoff };
  const overdue: Part = { condition: (t) => Prisma.sql`${col(t, "date_created")} <= ${cutoff}`, holds: (r) => r.date_created <= cutoff };
  return queues.flatMap((queue, q) => [
    { group: q * 2, ascending: true, ...both(queue, winnable) },
    { group: q * 2 + 1, ascending: false, ...both(queue, overdue) },
  ]);
}

/** Which group a returned row is in (every row the groups' queries return is in one). */
export function groupOfRow(groups: ListGroup[], row: GroupedRow): number {
  return groups.find((g) => g.holds(row))?.group ?? 0;
}

/** One group's own order: the index's, in the group's direction. */
export function groupOrder(g: ListGroup, t: string): Prisma.Sql {
  return g.ascending
    ? Prisma.sql`${col(t, "date_created")} ASC, ${col(t, "id")} ASC`
    : Prisma.sql`${col(t, "date_created")} DESC, ${col(t, "id")} DESC`;
}

/** The whole order, for the outer query over the groups' rows: group, then each group's direction. */
export function listOrder(groups: ListGroup[], t: string): Prisma.Sql {
  if (groups.length === 1) return groupOrder(groups[0]!, t);
  const byGroup = (value: (g: ListGroup) => Prisma.Sql) =>
    Prisma.sql`(CASE ${Prisma.join(
      groups.map((g) => Prisma.sql`WHEN ${g.condition(t)} THEN ${value(g)}`),
      " ",
    )} END)`;
  // Ascending groups sort on the first two keys (null elsewhere), descending ones on the last two.
  const ascendingOnly = (c: string) => byGroup((g) => (g.ascending ? col(t, c) : Prisma.sql`NULL`));
  return Prisma.sql`${byGroup((g) => Prisma.sql`${g.group}::int`)} ASC,
    ${ascendingOnly("date_created")} ASC NULLS LAST, ${ascendingOnly("id")} ASC NULLS LAST,
    ${col(t, "date_created")} DESC, ${col(t, "id")} DESC`;
}

/** Rows after the cursor within its own group (later groups are read whole). */
export function afterInGroup(g: ListGroup, t: string, cursor: { date: Date; id: bigint }): Prisma.Sql {
  const key = Prisma.sql`(${col(t, "date_created")}, ${col(t, "id")})`;
  return g.ascending ? Prisma.sql`${key} > (${cursor.date}, ${cursor.id})` : Prisma.sql`${key} < (${cursor.date}, ${cursor.id})`;
}
