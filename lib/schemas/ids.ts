import { z } from "zod";

/** The largest id PostgreSQL's bigint (and the marketplace's 64-bit ids) can hold. */
export const MAX_BIGINT_ID = 9_223_372_036_854_775_807n;

/**
 * Marketplace ids (questions, users, sellers) at every edge: digits that fit a positive signed 64-bit
 * integer. Checked here once so an id that does not fit is a 400, never a database error (500) and
 * never forwarded upstream.
 */
export const marketplaceIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, "Expected a positive integer id.")
  // Zod runs refinements even after a failed regex: check the digits again before BigInt can throw.
  .refine((raw) => /^[1-9]\d{0,18}$/.test(raw) && BigInt(raw) <= MAX_BIGINT_ID, "The id is out of range.");

export function isMarketplaceId(raw: unknown): raw is string {
  return marketplaceIdSchema.safeParse(raw).success;
}

/** Listing and category ids carry their site: three letters, then digits (MLA1234567890, MLB1055). */
const PREFIXED_ID = /^[A-Z]{3}\d+$/;

export const isPrefixedId = (raw: string) => PREFIXED_ID.test(raw);
export const listingIdSchema = z.string().trim().regex(PREFIXED_ID, "a listing id looks like MLA1234567890");
export const categoryIdSchema = z.string().trim().regex(PREFIXED_ID, "a category id looks like MLA1055");
