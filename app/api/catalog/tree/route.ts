// GET /api/catalog/tree?site=: the stored whole tree; POST: download it again if it changed (agent and up).
import { NextResponse, type NextRequest } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { readStoredTree, updateTree } from "@/lib/catalog/category-tree";
import { siteParamSchema } from "@/lib/schemas/categories";
import { storedTreeSchema, treeUpdateSchema } from "@/lib/schemas/category-tree";

export const GET = withSeller("viewer", async (req: NextRequest, { siteId }) => {
  const { site } = siteParamSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(storedTreeSchema.parse(await readStoredTree(site ?? siteId)));
});

export const POST = withSeller("agent", async (req: NextRequest, { siteId }) => {
  const { site } = siteParamSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(treeUpdateSchema.parse(await updateTree(site ?? siteId)));
});
