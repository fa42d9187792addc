// This browser's subscription: POST turns notifications on (or takes the device over), PUT saves its
// choices, DELETE turns them off. The endpoint names the device; it must be this member's to change.
import { withSeller } from "@/lib/api/with-seller";
import { readJson } from "@/lib/api/read-json";
import { getDb } from "@/lib/db";
import { removeDevice, subscribeDevice, updateDevice } from "@/lib/push/subscriptions";
import { pushSubscribeSchema, pushUnsubscribeSchema, pushUpdateSchema } from "@/lib/schemas/push";

export const POST = withSeller("agent", async (req, { userId, workspaceId }) => {
  await subscribeDevice(await getDb(), { userId, workspaceId }, await readJson(req, pushSubscribeSchema));
  return new Response(null, { status: 204 });
});

export const PUT = withSeller("agent", async (req, { userId, workspaceId }) => {
  const { endpoint, ...preferences } = await readJson(req, pushUpdateSchema);
  await updateDevice(await getDb(), { userId, workspaceId }, endpoint, preferences);
  return new Response(null, { status: 204 });
});

export const DELETE = withSeller("agent", async (req, { userId, workspaceId }) => {
  const { endpoint } = await readJson(req, pushUnsubscribeSchema);
  await removeDevice(await getDb(), { userId, workspaceId }, { endpoint });
  return new Response(null, { status: 204 });
});
