// DELETE /api/push/devices/:id: one of the member's devices stops receiving notifications (from the list).
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { removeDevice } from "@/lib/push/subscriptions";

type Params = { id: string };

export const DELETE = withSeller<Params>("agent", async (_req, { userId, workspaceId, params }) => {
  await removeDevice(await getDb(), { userId, workspaceId }, { id: params.id });
  return new Response(null, { status: 204 });
});
