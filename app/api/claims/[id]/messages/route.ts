// POST /api/claims/:id/messages: a message to the buyer, or in a dispute to the mediator. The recipient
// the composer showed must still be the one the marketplace takes (a fresh read), else 409 claim_moved_on.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { claimOffering, MESSAGE_ACTION, parseClaimId } from "@/lib/claims/claim-page";
import { storeClaim } from "@/lib/claims/sync-claim";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { sendClaimMessage } from "@/lib/marketplace/claim-messages";
import { claimMessageInputSchema, claimWriteResultSchema, receiverOf } from "@/lib/schemas/claim-page";

export const POST = withSeller<{ id: string }>("agent", async (req, { workspaceId, marketplace, params }) => {
  const claimId = parseClaimId(params.id);
  const input = await readJson(req, claimMessageInputSchema);
  const db = await getDb();
  if (!(await db.claim.findFirst({ where: { id: BigInt(claimId), workspaceId }, select: { id: true } })))
    throw new AppError("not_found", `Claim ${claimId} is not this account's.`);
  const claim = await claimOffering(marketplace, claimId, MESSAGE_ACTION[input.receiver]);
  if (receiverOf(claim.stage) !== input.receiver) throw new AppError("claim_moved_on", `Claim ${claimId} now takes messages for another recipient.`);
  await sendClaimMessage(marketplace, claimId, { receiver: input.receiver, text: input.text, attachments: [] });
  await storeClaim(db, marketplace, workspaceId, await claimOffering(marketplace, claimId, MESSAGE_ACTION[input.receiver]).catch(() => claim)).catch(
    () => undefined,
  );
  return NextResponse.json(claimWriteResultSchema.parse({ ok: true }), { status: 201 });
});
