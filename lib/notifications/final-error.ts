import { MarketplaceError } from "../marketplace/errors";

/**
 * Upstream answers that another attempt cannot change: the resource is not there (404) or not this
 * seller's to read (403). Retrying them only spends the seller's quota, and a forged notification
 * naming a real seller would make us do it eight times; so the first such answer ends the notification.
 */
export function isFinalUpstreamError(error: unknown): boolean {
  return error instanceof MarketplaceError && (error.status === 403 || error.status === 404);
}
