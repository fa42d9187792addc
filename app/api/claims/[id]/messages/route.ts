// POST /api/claims/:id/messages: a message to the buyer, or in a dispute to the mediator. The recipient
// the composer showed must still be the one the marketplace takes (a fresh read), else 409 claim_moved_on.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { parseClaimId, sendClaimPageMessage } from "@/lib/claims/claim-page";
import { getDb } from "@/lib/db";
import { claimMessageInputSchema, claimWriteResultSchema } from "@/lib/schemas/claim-page";

export const POST = withSeller<{ id: string }>("agent", async (req, { workspaceId, marketplace, params }) => {
  const claimId = parseClaimId(params.id);
  const input = await readJson(req, claimMessageInputSchema);
  await sendClaimPageMessage(await getDb(), marketplace, workspaceId, claimId, input);
  return NextResponse.json(claimWriteResultSchema.parse({ ok: true }), { status: 201 });
});
