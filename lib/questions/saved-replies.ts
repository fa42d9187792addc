import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SavedReply } from "../schemas/questions";
import type { InboxActor } from "./list-questions";

type ReplyInput = { title: string; body: string };
type Row = { id: string; title: string; body: string; updatedAt: Date };

const view = (r: Row): SavedReply => ({ id: r.id, title: r.title, body: r.body, updatedAt: r.updatedAt.toISOString() });
const notFound = () => new AppError("not_found", "This saved reply does not exist.");

/** The team's saved replies, by title. Every query carries the workspace (ids alone prove nothing). */
export async function listSavedReplies(db: Db, workspaceId: string): Promise<SavedReply[]> {
  const rows = await db.savedReply.findMany({ where: { workspaceId }, orderBy: [{ title: "asc" }, { id: "asc" }] });
  return rows.map(view);
}

export async function createSavedReply(db: Db, actor: InboxActor, input: ReplyInput): Promise<SavedReply> {
  return view(await db.savedReply.create({ data: { workspaceId: actor.workspaceId, createdById: actor.userId, ...input } }));
}

export async function updateSavedReply(db: Db, workspaceId: string, id: string, input: ReplyInput): Promise<SavedReply> {
  const { count } = await db.savedReply.updateMany({ where: { id, workspaceId }, data: input });
  if (!count) throw notFound();
  return view(await db.savedReply.findUniqueOrThrow({ where: { id } }));
}

export async function deleteSavedReply(db: Db, workspaceId: string, id: string): Promise<void> {
  const { count } = await db.savedReply.deleteMany({ where: { id, workspaceId } });
  if (!count) throw notFound();
}
