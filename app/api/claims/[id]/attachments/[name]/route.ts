// GET /api/claims/:id/attachments/:name: one file of the claim's conversation, as a download. Only the
// three types the marketplace takes are passed on with their own type; the name is the stored one.
import { withSeller } from "@/lib/api/with-seller";
import { ownClaim, parseClaimId } from "@/lib/claims/claim-page";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { downloadClaimAttachment } from "@/lib/marketplace/claim-messages";
import { sellerBytesClient } from "@/lib/marketplace/server";
import { ATTACHMENT_TYPES } from "@/lib/schemas/claim-attachments";

const TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(ATTACHMENT_TYPES).flatMap(([type, extensions]) => extensions.map((e) => [e, type])),
);

export const GET = withSeller<{ id: string; name: string }>("viewer", async (_req, { workspaceId, sellerId, params }) => {
  const claimId = parseClaimId(params.id);
  const name = params.name;
  if (!/^[a-zA-Z0-9._-]{1,125}$/.test(name)) throw new AppError("invalid_input", "The attachment name is not one the marketplace stores.");
  await ownClaim(await getDb(), workspaceId, claimId);
  const { bytes } = await downloadClaimAttachment(await sellerBytesClient(sellerId), claimId, name);
  const type = TYPE_OF_EXTENSION[name.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    },
  });
});
