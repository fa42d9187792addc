import { z } from "zod";

/**
 * A numeric id (order, pack, shipment, user, payment) as the marketplace's answers carry it: a number, or
 * the same digits as a string, which the documentation prints for some of them (an order's `buyer.id` and
 * `seller.id`, a notification's `user_id`). Read once here, so every schema coerces alike; the value is a
 * number (the marketplace's ids stay below 2^53, checked).
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
