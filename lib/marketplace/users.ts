import { z } from "zod";
import { numericId } from "./ids";
import type { SellerClient } from "./client";
import type { Http } from "./http";

/** GET /users/me, read leniently: only what the app uses, unknown fields ignored. */
export const userMeSchema = z.object({
  id: numericId,
  nickname: z.string(),
  site_id: z.string(),
  country_id: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  user_type: z.string().optional(),
  registration_date: z.string().optional(),
  permalink: z.string().nullish(),
  points: z.number().nullish(),
  seller_reputation: z
    .object({
      level_id: z.string().nullish(),
      power_seller_status: z.string().nullish(),
      transactions: z
        .object({
          total: z.number().nullish(),
          completed: z.number().nullish(),
          canceled: z.number().nullish(),
          ratings: z.object({ positive: z.number(), negative: z.number(), neutral: z.number() }).partial().nullish(),
        })
        .partial()
        .nullish(),
    })
    .nullish(),
});
export type MarketplaceUser = z.infer<typeof userMeSchema>;

export function getCurrentUser(http: Http, token: string): Promise<MarketplaceUser> {
  return http("/users/me", { token, schema: userMeSchema });
}

/** The same, through a seller-bound client (token managed for the caller). */
export function getCurrentUserProfile(marketplace: SellerClient): Promise<MarketplaceUser> {
  return marketplace("/users/me", { schema: userMeSchema });
}
