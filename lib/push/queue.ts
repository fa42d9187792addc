import { logger } from "../log";

const log = logger("push");

/**
 * Push sends run off the path that triggered them (the notification processor, an answer's request):
 * the caller schedules and returns at once; a failure is logged, never thrown into the caller.
 * Tests and the bench wait for what is in flight with pushesSettled().
 */
const pending = new Set<Promise<void>>();

export function schedulePush(work: () => Promise<unknown>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error: Error) => log.error({ err: error }, "a push send failed"),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every scheduled send (and any it scheduled) has finished. */
export async function pushesSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
