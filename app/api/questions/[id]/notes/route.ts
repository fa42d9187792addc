// GET /api/questions/:id/notes (the team's internal notes), POST (add one; agents and owners).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { addNote, listNotes } from "@/lib/questions/notes";
import { parseQuestionId } from "@/lib/questions/question-id";
import { getQuestionSummary } from "@/lib/questions/get-question-detail";
import { noteInputSchema, noteSchema, notesSchema } from "@/lib/schemas/questions";
import { readJson } from "@/lib/api/read-json";

type Params = { id: string };

export const GET = withSeller<Params>("viewer", async (_req, { workspaceId, params }) => {
  const id = parseQuestionId(params.id);
  const db = await getDb();
  await getQuestionSummary(db, workspaceId, id); // 404 for another workspace's id, not an empty list
  return NextResponse.json(notesSchema.parse({ notes: await listNotes(db, workspaceId, id) }));
});

export const POST = withSeller<Params>("agent", async (req, { workspaceId, userId, params }) => {
  const id = parseQuestionId(params.id);
  const { text } = await readJson(req, noteInputSchema);
  const note = await addNote(await getDb(), { workspaceId, userId }, id, text);
  return NextResponse.json(noteSchema.parse(note), { status: 201 });
});
