// POST /api/presence: "I am viewing / typing in / have left this question", shown to teammates live.
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withSeller } from "@/lib/api/with-seller";
import { hasRole } from "@/lib/auth/roles";
import { getDb } from "@/lib/db";
import { setPresence } from "@/lib/live/presence";
import { presenceInputSchema } from "@/lib/schemas/live-events";
import { readJson } from "@/lib/api/read-json";

export const POST = withSeller("viewer", async (req, { workspaceId, user, role }) => {
  const input = await readJson(req, presenceInputSchema);
  // Viewers may look, but typing announces an answer in progress, which only agents and owners can send.
  if (input.state === "typing" && !hasRole(role, "agent")) throw new AppError("forbidden", "Typing needs the agent role.");
  await setPresence(await getDb(), workspaceId, user, input.questionId, input.state);
  return new NextResponse(null, { status: 204 });
});
