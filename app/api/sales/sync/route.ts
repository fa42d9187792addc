// POST /api/sales/sync: the reconciliation sweep for this workspace now (the sales list calls it on open).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { sellerClient } from "@/lib/marketplace/server";
import { sweepSales } from "@/lib/sales/import-sales";
import { runBulkSync } from "@/lib/jobs/sync-interval";

export const POST = withSeller("viewer", async (_req, { workspaceId }) => {
  const db = await getDb();
  const result = await runBulkSync(db, "sales", workspaceId, async () => await sweepSales({ db, clientFor: sellerClient }, workspaceId));
  return NextResponse.json({ imported: result?.imported ?? 0, rechecked: result?.rechecked ?? 0 });
});
