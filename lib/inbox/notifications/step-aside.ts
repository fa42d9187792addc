/**
 * Background work (the mover, processing) shares the event loop with the callback, and embedded PGlite
 * runs every statement on it. Before each step: let pending I/O in (a macrotask turn, so statements
 * chained on promises never run back to back), then wait, bounded, while callbacks are arriving: the
 * answer is the urgent part, and everything it acknowledged is already durable in the journal.
 */
export async function stepAside(isBusy?: () => boolean, maxWaitMs = 5_000): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const until = Date.now() + maxWaitMs;
  while (isBusy?.() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}
