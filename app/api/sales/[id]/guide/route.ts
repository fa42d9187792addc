// GET /api/sales/:id/guide: the live reasons and caps (the composer refreshes them on focus and after sends).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getActionGuide, getCaps } from "@/lib/marketplace/action-guide";
import { toGuide } from "@/lib/sales/get-sale-detail";
import { classifyGuideError } from "@/lib/sales/guide-errors";
import { parseSaleId } from "@/lib/sales/sale-id";
import { guideSchema } from "@/lib/schemas/sales";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { marketplace, params, siteId }) => {
  const id = String(parseSaleId(params.id));
  try {
    const [guide, caps] = await Promise.all([getActionGuide(marketplace, id), getCaps(marketplace, id)]);
    return NextResponse.json(guideSchema.parse(toGuide(guide.options, caps, siteId)));
  } catch (error) {
    if (classifyGuideError(error)?.code === "excepted_case") return NextResponse.json(toGuide(null, [], siteId));
    throw error;
  }
});
