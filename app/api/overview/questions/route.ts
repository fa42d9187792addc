// GET /api/overview/questions: unanswered questions from our copy (count, oldest waiting, assigned to me).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { questionsWorkSchema } from "@/lib/schemas/overview";

export const GET = withSeller("viewer", async (_req, { workspaceId, userId }) => {
  const db = await getDb();
  const open = { workspaceId, status: "UNANSWERED", hidden: false, deleted: false };
  const [unanswered, oldest, assignedToMe, sync] = await Promise.all([
    db.question.count({ where: open }),
    db.question.findFirst({ where: open, orderBy: { dateCreated: "asc" }, select: { dateCreated: true } }),
    db.question.count({ where: { ...open, assigneeId: userId } }),
    db.workspaceSync.findUnique({ where: { workspaceId }, select: { lastSweepAt: true } }),
  ]);
  return NextResponse.json(
    questionsWorkSchema.parse({
      unanswered,
      oldestAt: oldest?.dateCreated.toISOString() ?? null,
      assignedToMe,
      importing: !sync?.lastSweepAt,
    }),
  );
});
