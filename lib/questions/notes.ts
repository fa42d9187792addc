import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { Note } from "../schemas/questions";
import { publishLiveEvent } from "../live/bus";
import type { InboxActor } from "./list-questions";

/** Internal notes: team only, never sent to the marketplace. Every query carries the workspace. */
export async function listNotes(db: Db, workspaceId: string, questionId: bigint): Promise<Note[]> {
  const notes = await db.note.findMany({
    where: { workspaceId, questionId },
    orderBy: { createdAt: "asc" },
    include: { author: { select: { id: true, name: true } } },
  });
  return notes.map((n) => ({ id: n.id, text: n.text, author: n.author, createdAt: n.createdAt.toISOString() }));
}

export async function addNote(db: Db, actor: InboxActor, questionId: bigint, text: string): Promise<Note> {
  const question = await db.question.findFirst({ where: { id: questionId, workspaceId: actor.workspaceId }, select: { id: true } });
  if (!question) throw new AppError("not_found", "This question does not exist in your account.");
  const note = await db.note.create({
    data: { workspaceId: actor.workspaceId, questionId, authorId: actor.userId, text },
    include: { author: { select: { id: true, name: true } } },
  });
  // The note count shows in every teammate's list.
  publishLiveEvent(actor.workspaceId, { type: "question.updated", questionId: String(questionId) });
  return { id: note.id, text: note.text, author: note.author, createdAt: note.createdAt.toISOString() };
}
