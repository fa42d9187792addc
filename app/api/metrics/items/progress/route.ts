// GET /api/metrics/items/progress: how far the items table's read under way is, in calls to the marketplace.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { readProgress } from "@/lib/jobs/read-progress";
import { readProgressSchema } from "@/lib/schemas/read-progress";

export const GET = withSeller("viewer", async (_req, { workspaceId }) =>
  NextResponse.json(readProgressSchema.parse(readProgress("metrics-items", workspaceId))),
);
