// POST /api/claims/sync: the claims import for this account now (the desk calls it on open); with
// `account=all`, every account the person may read (runBulkSyncs, under the bulk-sync interval).
import { NextResponse } from "next/server";
import { withAccounts } from "@/lib/api/with-accounts";
import { sweepClaims } from "@/lib/claims/import-claims";
import { getDb } from "@/lib/db";
import { runBulkSyncs } from "@/lib/jobs/sync-interval";
import { sellerClient } from "@/lib/marketplace/server";

export const POST = withAccounts("viewer", async (_req, { accounts }) => {
  const db = await getDb();
  const ran = await runBulkSyncs(
    db,
    "claims",
    accounts.map((a) => a.workspaceId),
    async (id) => await sweepClaims({ db, clientFor: sellerClient }, id),
  );
  return NextResponse.json({
    open: ran.reduce((sum, r) => sum + (r?.open ?? 0), 0),
    changed: ran.reduce((sum, r) => sum + (r?.changed ?? 0), 0),
  });
});
