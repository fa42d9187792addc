import type { Db } from "../db/client";
import { processRunItems, type RunPassSummary } from "./process";
import type { RunRegistry } from "./types";

export interface RunWorker {
  /** New rows (a run created, a retry): process soon; bursts coalesce into one pass. */
  kick(): void;
  /** Resolves when a pass that finds nothing more to do is over. */
  drain(): Promise<void>;
  /** Polls on an interval: rows whose retry delay ended, rows a crashed worker left behind. */
  start(intervalMs?: number): void;
  stop(): void;
}

/**
 * One pass at a time per worker; a kick during a pass asks for another round. Several workers (in one
 * process or in several app instances) may run against one database: claims never overlap.
 */
export function createRunWorker(deps: { db: () => Promise<Db>; registry: RunRegistry; batch?: number; onPass?: (s: RunPassSummary) => void }): RunWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function pass() {
    const db = await deps.db();
    for (;;) {
      again = false;
      const summary = await processRunItems(db, deps.registry, { limit: deps.batch ?? 20 });
      deps.onPass?.(summary);
      if (summary.claimed === 0 && !again) break;
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error) => console.error("[runs] worker pass failed", error))
      .finally(() => {
        running = null;
        if (again) void run();
      });
    return running;
  }

  return {
    kick: () => void run(),
    drain: async () => {
      while (running) await running;
      await run();
    },
    start(intervalMs = 2_000) {
      if (timer) return;
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
