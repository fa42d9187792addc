// GET /api/settings/notifications: how notifications are flowing for this account (every member).
// The callback's plumbing (address, rate, raw ids) is the owner's: GET /api/settings/diagnostics.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readNotificationFlow } from "@/lib/diagnostics/read-notification-flow";
import { notificationSettingsSchema } from "@/lib/schemas/notification-settings";

export const dynamic = "force-dynamic";

export const GET = withSeller("viewer", async (_req, { workspaceId, sellerId }) =>
  NextResponse.json(notificationSettingsSchema.parse(await readNotificationFlow(await getDb(), workspaceId, sellerId))),
);
