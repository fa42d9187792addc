// GET /api/catalog/top-values?domain=&attribute=&known=A:1,B:2: an attribute's most used values (NOL_90).
import { NextResponse, type NextRequest } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getTopValues } from "@/lib/marketplace/categories";
import { topValuesParamsSchema, topValuesSchema } from "@/lib/schemas/categories";

export const GET = withSeller("viewer", async (req: NextRequest, { marketplace }) => {
  const { domain, attribute, known, limit } = topValuesParamsSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const pairs = (known ? known.split(",") : []).map((pair) => {
    const [id, value_id] = pair.split(":");
    return { id: id!, value_id: value_id! };
  });
  return NextResponse.json(topValuesSchema.parse(await getTopValues(marketplace, domain, attribute, pairs, limit)));
});
