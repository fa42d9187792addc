// GET /api/catalog/locations?kind=countries|country|state|city|neighborhood&id=: the classified-location tree, one level at a time.
import { NextResponse, type NextRequest } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getLocation } from "@/lib/marketplace/locations";
import { locationNodeSchema, locationParamsSchema } from "@/lib/schemas/locations";

export const GET = withSeller("viewer", async (req: NextRequest, { marketplace }) => {
  const params = locationParamsSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(locationNodeSchema.parse(await getLocation(marketplace, params.kind, "id" in params ? params.id : undefined)));
});
