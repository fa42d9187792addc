import { z } from "@hono/zod-openapi";
import { SITES, type User } from "./types.ts";

const ratings = z.object({ positive: z.number(), negative: z.number(), neutral: z.number() });
const rateMetric = z.object({
  period: z.string(),
  rate: z.number(),
  value: z.number().int(),
  excluded: z.object({ real_value: z.number().int(), real_rate: z.number() }),
});
/** The reputation window (notes §12): what counts, and in `excluded` the figures before exclusions. */
const reputationMetrics = z.object({
  sales: z.object({ period: z.string(), completed: z.number().int() }),
  claims: rateMetric,
  delayed_handling_time: rateMetric,
  cancellations: rateMetric,
});

export const publicUserSchema = z
  .object({
    id: z.number().int(),
    nickname: z.string(),
    registration_date: z.string(),
    country_id: z.string(),
    address: z.object({ state: z.string(), city: z.string() }),
    user_type: z.string(),
    tags: z.array(z.string()),
    logo: z.null(),
    points: z.number().int(),
    site_id: z.string(),
    permalink: z.string(),
    seller_reputation: z.object({
      level_id: z.string().nullable(),
      real_level: z.string().optional(),
      protection_end_date: z.string().optional(),
      power_seller_status: z.string().nullable(),
      metrics: reputationMetrics.optional(),
      transactions: z.object({ period: z.string(), total: z.number(), completed: z.number(), canceled: z.number(), ratings }),
    }),
    buyer_reputation: z.object({ tags: z.array(z.string()) }),
    status: z.object({ site_status: z.string() }),
  })
  .openapi("PublicUser");

export const meSchema = publicUserSchema.extend({ first_name: z.string(), last_name: z.string(), email: z.string() }).openapi("Me");

/** What anyone may see of a user (GET /users/{id}): no name or e-mail. */
export function toPublicUser(u: User): z.infer<typeof publicUserSchema> {
  return {
    id: u.id,
    nickname: u.nickname,
    registration_date: u.registration_date,
    country_id: u.country_id,
    address: { state: u.address.state, city: u.address.city },
    user_type: u.user_type,
    tags: [...u.tags],
    logo: null,
    points: u.points,
    site_id: u.site_id,
    permalink: `https://www.${SITES[u.site_id].webDomain}/perfil/${u.nickname}`,
    seller_reputation: structuredClone(u.seller_reputation),
    buyer_reputation: { tags: [] },
    status: { site_status: "active" },
  };
}

/** The caller's own record (GET /users/me): the public view plus name and e-mail. */
export function toMe(u: User): z.infer<typeof meSchema> {
  const { id, nickname, registration_date, ...rest } = toPublicUser(u);
  // Field order follows the real response: names and e-mail come right after the registration date.
  return { id, nickname, registration_date, first_name: u.first_name, last_name: u.last_name, email: u.email, ...rest };
}
