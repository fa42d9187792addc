import type { Prisma, RunItemStatus } from "@prisma/client";
import type { Db } from "../db/client";
import type { Json } from "./types";

export interface RunTarget {
  target: string;
  input?: Json;
}

export interface RunSummary {
  id: string;
  kind: string;
  status: "running" | "finished";
  startedById: string;
  params: Prisma.JsonValue;
  createdAt: Date;
  updatedAt: Date;
  total: number;
  counts: Record<RunItemStatus, number>;
}

/**
 * Stores a run and one pending row per target, in one transaction, so a run is either whole or absent.
 * Duplicate targets are kept once: nothing is sent twice.
 */
export async function createRun(
  db: Db,
  run: { kind: string; workspaceId: string; startedById: string; params?: Json; targets: RunTarget[] },
): Promise<string> {
  const seen = new Set<string>();
  const targets = run.targets.filter((t) => !seen.has(t.target) && seen.add(t.target));
  return db.$transaction(async (tx) => {
    const created = await tx.run.create({
      data: {
        kind: run.kind,
        workspaceId: run.workspaceId,
        startedById: run.startedById,
        params: run.params ?? {},
        status: targets.length ? "running" : "finished",
      },
    });
    for (let i = 0; i < targets.length; i += 500) {
      await tx.runItem.createMany({
        data: targets.slice(i, i + 500).map((t, j) => ({ runId: created.id, target: t.target, position: i + j, input: t.input })),
      });
    }
    return created.id;
  });
}

/** A run of this workspace with its counts per status; null when it is not this workspace's. */
export async function getRunSummary(db: Db, workspaceId: string, runId: string): Promise<RunSummary | null> {
  const run = await db.run.findFirst({ where: { id: runId, workspaceId } });
  if (!run) return null;
  const groups = await db.runItem.groupBy({ by: ["status"], where: { runId }, _count: { _all: true } });
  const counts: Record<RunItemStatus, number> = { pending: 0, done: 0, refused: 0, failed: 0 };
  for (const g of groups) counts[g.status] = g._count._all;
  const total = counts.pending + counts.done + counts.refused + counts.failed;
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    startedById: run.startedById,
    params: run.params,
    createdAt: run.createdAt,
    updatedAt: run.updatedAt,
    total,
    counts,
  };
}

/** The workspace's most recent run of a kind (a page reopened after a closed tab picks it up again). */
export async function latestRun(db: Db, workspaceId: string, kind: string): Promise<RunSummary | null> {
  const run = await db.run.findFirst({ where: { workspaceId, kind }, orderBy: { createdAt: "desc" }, select: { id: true } });
  return run ? getRunSummary(db, workspaceId, run.id) : null;
}

/** One page of a run's rows in the order the targets were given. */
export async function listRunItems(
  db: Db,
  runId: string,
  { status, offset = 0, limit = 100 }: { status?: RunItemStatus; offset?: number; limit?: number } = {},
) {
  return db.runItem.findMany({
    where: { runId, ...(status ? { status } : {}) },
    orderBy: { position: "asc" },
    skip: offset,
    take: limit,
    select: {
      id: true,
      target: true,
      input: true,
      status: true,
      result: true,
      reason: true,
      attempts: true,
      claimedUntil: true,
      updatedAt: true,
    },
  });
}

/**
 * "Retry failed only": failed rows go back to pending (done and refused rows are left alone) and the
 * run runs again. Returns how many rows will be retried; 0 when the run is not this workspace's.
 */
export async function retryFailedRunItems(db: Db, workspaceId: string, runId: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const run = await tx.run.findFirst({ where: { id: runId, workspaceId }, select: { id: true } });
    if (!run) return 0;
    const { count } = await tx.runItem.updateMany({
      where: { runId, status: "failed" },
      data: { status: "pending", claimedUntil: null, reason: undefined },
    });
    if (count > 0) await tx.run.update({ where: { id: runId }, data: { status: "running" } });
    return count;
  });
}
