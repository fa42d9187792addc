import { z } from "zod";

/**
 * A numeric id (question, item seller, order, pack, shipment, user, payment) as the marketplace's answers
 * carry it: a number, or the same digits as a string, which the documentation prints for some of them
 * (`seller_id: "123"` in the items search, an order's `buyer.id` and `seller.id`, a notification's
 * `user_id`). Read once here, so every schema in lib/marketplace/ coerces alike; the value is a number (the
 * marketplace's ids stay below 2^53, checked). A string that is not an id stays an error.
 */
export const numericId = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,16}$/, "digits")
      .transform(Number),
  ])
  .pipe(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER));

/** A number the documentation may print as a string (amounts, quantities): "129.95" reads as 129.95. */
export const lenientNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "a number")
    .transform(Number),
]);
