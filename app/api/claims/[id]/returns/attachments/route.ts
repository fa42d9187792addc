// POST /api/claims/:id/returns/attachments?name=photo.jpg: one photo for a return review, the file's bytes
// as the body with its own content type (JPG, PNG or PDF, at most 5 MB: lib/schemas/claim-attachments).
// Answers the stored name the review then cites.
import { NextResponse } from "next/server";
import { z } from "zod";
import { readBodyBytes } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { ownClaim, parseClaimId } from "@/lib/claims/claim-page";
import { getDb } from "@/lib/db";
import { uploadReturnAttachment } from "@/lib/marketplace/claim-messages";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type AttachmentType } from "@/lib/schemas/claim-attachments";
import { uploadedAttachmentSchema } from "@/lib/schemas/claim-page";

const querySchema = z.object({ name: z.string().min(1).max(125) });
const typeSchema = z.enum(Object.keys(ATTACHMENT_TYPES) as [AttachmentType, ...AttachmentType[]]);

export const POST = withSeller<{ id: string }>("agent", async (req, { workspaceId, marketplace, params }) => {
  const claimId = parseClaimId(params.id);
  const { name } = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const type = typeSchema.parse((req.headers.get("content-type") ?? "").split(";")[0]!.trim());
  await ownClaim(await getDb(), workspaceId, claimId);
  const bytes = Buffer.from(await readBodyBytes(req, ATTACHMENT_MAX_BYTES));
  const stored = await uploadReturnAttachment(marketplace, claimId, { name, type, bytes });
  return NextResponse.json(uploadedAttachmentSchema.parse({ name: stored }), { status: 201 });
});
