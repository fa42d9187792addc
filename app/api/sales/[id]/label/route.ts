// GET /api/sales/:id/label?format=zpl2|pdf: the shipment's label through /shipment_labels. Downloading
// it marks the shipment printed upstream, so another site's link or form cannot start it.
import { z } from "zod";
import { guardSideEffectRead } from "@/lib/api/request-guard";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { sellerBytesClient } from "@/lib/marketplace/server";
import { fetchLabel } from "@/lib/sales/fetch-label";
import { parseSaleId } from "@/lib/sales/sale-id";

const querySchema = z.object({ format: z.enum(["zpl2", "pdf"]).default("pdf") });

export const GET = withSeller<{ id: string }>("viewer", async (req, { workspaceId, sellerId, params }) => {
  guardSideEffectRead(req);
  const { format } = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return fetchLabel(await getDb(), await sellerBytesClient(sellerId), workspaceId, parseSaleId(params.id), format);
});
