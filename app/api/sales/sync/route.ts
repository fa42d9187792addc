// POST /api/sales/sync: the reconciliation sweep for this workspace now (the sales list calls it on open).
import { NextResponse } from "next/server";
import { withAccounts } from "@/lib/api/with-accounts";
import { getDb } from "@/lib/db";
import { sellerClient } from "@/lib/marketplace/server";
import { sweepSales } from "@/lib/sales/import-sales";
import { runBulkSyncs } from "@/lib/jobs/sync-interval";

// With `account=all` (the all-accounts sales list), every account the person may read is swept (runBulkSyncs).
export const POST = withAccounts("viewer", async (_req, { accounts }) => {
  const db = await getDb();
  const ran = await runBulkSyncs(
    db,
    "sales",
    accounts.map((a) => a.workspaceId),
    async (id) => await sweepSales({ db, clientFor: sellerClient }, id),
  );
  return NextResponse.json({
    imported: ran.reduce((sum, r) => sum + (r?.imported ?? 0), 0),
    rechecked: ran.reduce((sum, r) => sum + (r?.rechecked ?? 0), 0),
  });
});
