// GET /api/catalog/search: the marketplace's public search with every filter, for the seller's site or another.
import { NextResponse, type NextRequest } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withSeller } from "@/lib/api/with-seller";
import { MarketplaceError } from "@/lib/marketplace/errors";
import { searchSite } from "@/lib/marketplace/search";
import { searchParamsSchema, searchResponseSchema } from "@/lib/schemas/search";

export const GET = withSeller("viewer", async (req: NextRequest, { siteId, marketplace }) => {
  const params = searchParamsSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  try {
    return NextResponse.json(searchResponseSchema.parse(await searchSite(marketplace, params.site ?? siteId, params)));
  } catch (error) {
    // The real marketplace has closed its public search to most applications: a 403 here is that,
    // not the member's role (withSeller answered that already), so the page can explain and offer more.
    if (error instanceof MarketplaceError && error.status === 403) {
      throw new AppError("search_closed", "The marketplace does not let this application use its public search.");
    }
    throw error;
  }
});
