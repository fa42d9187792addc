import { performance } from "node:perf_hooks";

/**
 * Background work (the mover, processing) shares the event loop with the callback (Prisma's side of
 * every statement runs on it). Before each step: let pending I/O in (a macrotask turn, so statements
 * chained on promises never run back to back), then wait, bounded, while callbacks are arriving: the
 * answer is the urgent part, and everything it acknowledged is already durable in the journal.
 */
export async function stepAside(isBusy?: () => boolean, maxWaitMs = 5_000): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const until = Date.now() + maxWaitMs;
  while (isBusy?.() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Runs one background step, then rests as long as the event loop was busy meanwhile (at most
 * `maxRestMs`). Prisma's side of every statement runs on the loop (and embedded PGlite is moreover one
 * session, shared by every request): a burst's processing otherwise keeps it busy back to back for
 * minutes, and every other request waits behind it. Resting as long as the loop worked caps background work at about half the loop, whatever the
 * step's size, and costs nothing when the loop was idle (e.g. waiting on the marketplace).
 */
export async function paced<T>(
  step: () => Promise<T>,
  maxRestMs = 100,
  rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  const before = performance.eventLoopUtilization();
  const result = await step();
  const { active } = performance.eventLoopUtilization(before);
  if (active >= 1) await rest(Math.min(active, maxRestMs));
  return result;
}
