import { z } from "zod";
import type { SellerClient } from "./client";
import { MarketplaceError } from "./errors";

const publicUserSchema = z.object({ id: z.number().int(), nickname: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /users/{id}: a user's public record; null when the user no longer exists. */
export async function getPublicUser(marketplace: SellerClient, userId: number): Promise<PublicUser | null> {
  try {
    return await marketplace(`/users/${userId}`, { schema: publicUserSchema });
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 404) return null;
    throw error;
  }
}
