import type { Db } from "../../db/client";
import type { Journal } from "./journal";
import type { ProcessSummary } from "./process";

export interface ProcessorLoop {
  /** Something new is journaled or stored: move and process soon (coalesces bursts into one pass). */
  kick(): void;
  /** Runs until nothing due is left; resolves when that pass is over. */
  drain(): Promise<void>;
  /** Polls on an interval (retries whose backoff ended, journal lines left by a crash or a failed move). */
  start(intervalMs?: number): void;
  stop(): void;
}

interface LoopDeps {
  db: () => Promise<Db>;
  journal: Journal;
  process: (db: Db) => Promise<ProcessSummary>;
}

/**
 * The mover and the processor, single flight per process: one pass at a time (journal → database in
 * batches, then due notifications); a kick during a pass asks for another round, so a burst of 1,000
 * callbacks becomes a handful of rounds rather than 1,000 concurrent ones. Both step aside while
 * callbacks arrive (Journal.isBusy).
 */
export function createProcessorLoop(deps: LoopDeps): ProcessorLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function pass() {
    const db = await deps.db();
    // Keep going while rounds find work: a full batch means more may be due, and a kick meanwhile means
    // new journal lines, which must be moved into the database before they can be processed.
    for (let i = 0; i < 100; i++) {
      again = false;
      await deps.journal.replay(db);
      const summary = await deps.process(db);
      if (summary.claimed === 0 && !again) break;
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    again = false;
    running = pass()
      .catch((error) => console.error("[notifications] processor pass failed", error))
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
