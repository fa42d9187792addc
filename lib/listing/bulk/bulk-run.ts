import { z } from "zod";
import { AppError } from "../../errors/app-error";
import type { SellerClient } from "../../marketplace/client";
import { MarketplaceError } from "../../marketplace/errors";
import { rateLimitWaitMs } from "../../marketplace/governor";
import type { RunHandler } from "../../runs/types";
import { listingChangeSchema, listingValuesSchema } from "../../schemas/listings";
import { editListing } from "../edit-listing";

export const LISTING_BULK_RUN = "listing.bulk_edit";

/** One run row's input: what the preflight accepted (the change and the values it replaces). */
export const bulkRunInputSchema = z.object({
  line: z.number().int(),
  change: listingChangeSchema,
  expected: listingValuesSchema,
  confirmAutomationOff: z.boolean(),
});
export type BulkRunInput = z.infer<typeof bulkRunInputSchema>;

/** Codes that are the marketplace's or our guards' final word on a row: refused, never retried. */
const REFUSALS = new Set([
  "listing_changed",
  "listing_read_only",
  "listing_under_review",
  "price_out_of_range",
  "stock_out_of_range",
  "unknown_variation",
  "listing_edit_refused",
  "price_automation_unconfirmed",
  "forbidden",
]);

/**
 * The bulk edit's run kind: one listing per row through the single edit's path (fresh read, guards, stale
 * check, one PUT, read back, audit with the run's id, live event). The governor paces the calls; a 429 it
 * gives back leaves the row pending until its wait ends, so the seller never sees it as a failure.
 */
export function listingBulkRunHandler(clientFor: (sellerId: number) => Promise<SellerClient>): RunHandler {
  return {
    concurrency: 4,
    maxAttempts: 6,
    async process({ db, run, item }) {
      const input = bulkRunInputSchema.safeParse(item.input);
      if (!input.success) return { status: "failed", reason: { code: "invalid_run_row", message: "This row's change cannot be read." } };
      const ws = await db.workspace.findUnique({ where: { id: run.workspaceId }, select: { sellerId: true } });
      if (!ws)
        return { status: "failed", reason: { code: "workspace_not_connected", message: "The marketplace account is not connected." } };
      const sellerId = Number(ws.sellerId);
      try {
        const result = await editListing(
          {
            db,
            marketplace: await clientFor(sellerId),
            owner: { workspaceId: run.workspaceId, sellerId },
            userId: run.startedById,
            runId: run.id,
          },
          item.target,
          { expected: input.data.expected, change: input.data.change, confirmAutomationOff: input.data.confirmAutomationOff },
        );
        const { listing } = result;
        return {
          status: "done",
          result: {
            price: listing.price,
            availableQuantity: listing.availableQuantity,
            status: listing.status,
            automationSwitchedOff: result.automationSwitchedOff,
          },
        };
      } catch (error) {
        if (error instanceof AppError && REFUSALS.has(error.code))
          return { status: "refused", reason: { code: error.code, message: error.message, details: jsonOf(error.details) } };
        if (error instanceof MarketplaceError && error.kind === "rate_limited")
          return {
            status: "retry",
            afterMs: rateLimitWaitMs(error.retryAfterSeconds, item.attempts),
            reason: { code: "rate_limited", message: error.message },
          };
        const code =
          error instanceof AppError ? error.code : error instanceof MarketplaceError ? (error.upstreamCode ?? error.kind) : "internal";
        return { status: "failed", reason: { code, message: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
}

/** Details as stored JSON (conflicts with both values, limits, causes); the listing copy is left out. */
function jsonOf(details: unknown) {
  if (!details || typeof details !== "object") return null;
  const { listing: _listing, ...rest } = details as Record<string, unknown>;
  return JSON.parse(JSON.stringify(rest));
}
