// GET /api/overview/questions: unanswered questions from our copy (count, oldest waiting, assigned to me, and
// how many will cross the one-hour mark in the next 15 minutes).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { CROSSING_SOON_MS, DUE_AFTER_MS } from "@/lib/questions/response-bands";
import { questionsWorkSchema } from "@/lib/schemas/overview";

export const GET = withSeller("viewer", async (_req, { workspaceId, userId }) => {
  const db = await getDb();
  const open = { workspaceId, status: "UNANSWERED", hidden: false, deleted: false };
  // Asked between 60 and 45 minutes ago: their hour ends within the next 15 minutes.
  const now = Date.now();
  const crossing = { gt: new Date(now - DUE_AFTER_MS), lte: new Date(now - DUE_AFTER_MS + CROSSING_SOON_MS) };
  const [unanswered, oldest, assignedToMe, crossingSoon, sync] = await Promise.all([
    db.question.count({ where: open }),
    db.question.findFirst({ where: open, orderBy: { dateCreated: "asc" }, select: { dateCreated: true } }),
    db.question.count({ where: { ...open, assigneeId: userId } }),
    db.question.count({ where: { ...open, dateCreated: crossing } }),
    db.workspaceSync.findUnique({ where: { workspaceId }, select: { lastSweepAt: true } }),
  ]);
  return NextResponse.json(
    questionsWorkSchema.parse({
      unanswered,
      oldestAt: oldest?.dateCreated.toISOString() ?? null,
      assignedToMe,
      crossingSoon,
      importing: !sync?.lastSweepAt,
    }),
  );
});
