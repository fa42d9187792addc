// DELETE /api/blacklist/:userId: unblocks an asker (agents and owners).
import { withSeller } from "@/lib/api/with-seller";
import { unblockUser } from "@/lib/questions/blacklist";
import { marketplaceIdSchema } from "@/lib/schemas/ids";

type Params = { userId: string };

export const DELETE = withSeller<Params>("agent", async (_req, { sellerId, marketplace, params }) => {
  const userId = marketplaceIdSchema.parse(params.userId);
  await unblockUser(marketplace, sellerId, Number(userId));
  return new Response(null, { status: 204 });
});
