import { z } from "zod";

/**
 * A numeric id in an upstream answer. The documentation prints many of them as strings
 * (`seller_id: "123"` in the items search, `buyer.id: "123"` in older orders, `user_id` in notifications),
 * and the same field comes as a number elsewhere: both read as a number, here, once, for every schema in
 * lib/marketplace/. Only whole digits: a string that is not an id stays an error.
 */
export const upstreamIdSchema = z.union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)]);
