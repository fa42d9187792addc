import { z } from "zod";
import { accountSummarySchema } from "./accounts";

/** GET /api/me: the seller profile the dashboard shows. */
export const sellerProfileSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  siteId: z.string(),
  countryId: z.string().nullable(),
  permalink: z.string().nullable(),
  registrationDate: z.string().nullable(),
  reputation: z.object({
    levelId: z.string().nullable(),
    powerSellerStatus: z.string().nullable(),
    completedSales: z.number().nullable(),
    ratings: z.object({ positive: z.number(), neutral: z.number(), negative: z.number() }).nullable(),
  }),
  viewer: z.object({ name: z.string().nullable(), role: z.enum(["viewer", "agent", "owner"]) }),
  /** Every account the signed-in person has a role in (this one included). */
  accounts: z.array(accountSummarySchema),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
