import type { Db } from "../db/client";
import type { QuestionsWork } from "../schemas/overview";
import { CROSSING_SOON_MS, DUE_AFTER_MS } from "./response-bands";

/**
 * One account's unanswered questions from our copy, as the overview counts them: how many, the oldest
 * waiting, how many are assigned to this person, and how many will cross the one-hour mark in the next
 * 15 minutes. The overview's questions card and its per-account strip both read this, so they agree.
 */
export async function readQuestionsWork(db: Db, workspaceId: string, userId: string, now = Date.now()): Promise<QuestionsWork> {
  const open = { workspaceId, status: "UNANSWERED", hidden: false, deleted: false };
  // Asked between 60 and 45 minutes ago: their hour ends within the next 15 minutes.
  const crossing = { gt: new Date(now - DUE_AFTER_MS), lte: new Date(now - DUE_AFTER_MS + CROSSING_SOON_MS) };
  const [unanswered, oldest, assignedToMe, crossingSoon, sync] = await Promise.all([
    db.question.count({ where: open }),
    db.question.findFirst({ where: open, orderBy: { dateCreated: "asc" }, select: { dateCreated: true } }),
    db.question.count({ where: { ...open, assigneeId: userId } }),
    db.question.count({ where: { ...open, dateCreated: crossing } }),
    db.workspaceSync.findUnique({ where: { workspaceId }, select: { lastSweepAt: true } }),
  ]);
  return {
    unanswered,
    oldestAt: oldest?.dateCreated.toISOString() ?? null,
    assignedToMe,
    crossingSoon,
    importing: !sync?.lastSweepAt,
  };
}
