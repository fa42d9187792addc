// GET /api/settings/diagnostics: the owner's diagnostics of this account (callback plumbing, its own
// counters, raw notifications, what the marketplace's answers left out).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readDiagnostics } from "@/lib/diagnostics/read-diagnostics";

export const dynamic = "force-dynamic";

export const GET = withSeller("owner", async (_req, { workspaceId, sellerId }) =>
  NextResponse.json(await readDiagnostics(await getDb(), workspaceId, sellerId)),
);
