import type { SellerClient } from "./client";

export interface Progress {
  /** Calls answered (served or failed). */
  done: number;
  /** Calls made so far: a fan-out issues its calls at once, so this is the whole read soon after it starts. */
  total: number;
}

/**
 * A seller's client that reports how far a big read is (a seller's whole list, visits, orders): the
 * governor queues its calls at the marketplace's pace, so a 10,000-listing read takes minutes and its
 * caller (a background run, the sweep, a bench) can say "3,120 of 5,610 calls". Pass it wherever a
 * SellerClient goes; nothing below changes. `onProgress` runs on each call made and each call answered.
 */
export function withProgress(marketplace: SellerClient, onProgress: (progress: Progress) => void): SellerClient {
  const progress: Progress = { done: 0, total: 0 };
  return async (path, options) => {
    progress.total++;
    onProgress({ ...progress });
    try {
      return await marketplace(path, options);
    } finally {
      progress.done++;
      onProgress({ ...progress });
    }
  };
}
