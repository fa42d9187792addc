// GET /api/me: the signed-in seller's marketplace profile, and the person's accounts.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { refreshStoredAccount } from "@/lib/accounts/refresh-account";
import { listAccounts } from "@/lib/accounts/shell-account";
import { getCurrentUserProfile } from "@/lib/marketplace/users";
import { sellerProfileSchema } from "@/lib/schemas/me";

export const GET = withSeller("viewer", async (_req, { marketplace, role, workspaceId, userId }) => {
  const user = await getCurrentUserProfile(marketplace);
  await refreshStoredAccount(workspaceId, { nickname: user.nickname, siteId: user.site_id });
  const rep = user.seller_reputation;
  const ratings = rep?.transactions?.ratings;
  return NextResponse.json(
    sellerProfileSchema.parse({
      id: user.id,
      nickname: user.nickname,
      siteId: user.site_id,
      countryId: user.country_id ?? null,
      permalink: user.permalink ?? null,
      registrationDate: user.registration_date ?? null,
      reputation: {
        levelId: rep?.level_id ?? null,
        powerSellerStatus: rep?.power_seller_status ?? null,
        completedSales: rep?.transactions?.completed ?? null,
        ratings:
          ratings?.positive !== undefined
            ? { positive: ratings.positive, neutral: ratings.neutral ?? 0, negative: ratings.negative ?? 0 }
            : null,
      },
      viewer: { name: null, role },
      accounts: await listAccounts(userId),
    }),
  );
});
