// GET /api/push: the VAPID public key this server signs with, and the member's devices that receive
// notifications in this workspace. Agents and owners: viewers cannot answer what they would be told.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { listDevices } from "@/lib/push/subscriptions";
import { vapidKeys } from "@/lib/push/vapid-keys";
import { pushDevicesSchema } from "@/lib/schemas/push";

export const dynamic = "force-dynamic";

export const GET = withSeller("agent", async (_req, { userId, workspaceId }) => {
  const db = await getDb();
  const [keys, devices] = await Promise.all([vapidKeys(db), listDevices(db, { userId, workspaceId })]);
  return NextResponse.json(pushDevicesSchema.parse({ publicKey: keys.publicKey, devices }));
});
