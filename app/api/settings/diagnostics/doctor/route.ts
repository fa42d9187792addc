// POST /api/settings/diagnostics/doctor: runs the doctor's read-only checks for this account (owner only).
// A POST although nothing is written upstream: it makes about thirty marketplace calls, so it is an act
// the owner takes on the page, behind the cross-site check, never a link or a prefetch.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { runDoctorForAccount } from "@/lib/doctor/run-for-account";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export const POST = withSeller("owner", async (_req, { workspaceId, nickname, sellerId, siteId, marketplace }) => {
  const report = await runDoctorForAccount({
    workspaceId,
    nickname,
    sellerId,
    siteId,
    marketplace,
    marketplaceUrl: env().marketplaceApiUrl,
  });
  return NextResponse.json(report);
});
