import type { Db } from "../db/client";
import { createKickLoop, type KickLoop } from "../jobs/kick-loop";
import type { Journal } from "./journal";
import type { ProcessSummary } from "./process";

/** kick (something new journaled or stored), drain, and a poll (retries whose backoff ended, journal lines left by a crash). */
export type ProcessorLoop = KickLoop;

interface LoopDeps {
  db: () => Promise<Db>;
  journal: Journal;
  process: (db: Db) => Promise<ProcessSummary>;
}

/**
 * The mover and the processor, single flight per process: one pass at a time (journal → database in
 * batches, then due notifications); a kick during a pass asks for another round, so a burst of 1,000
 * callbacks becomes a handful of rounds rather than 1,000 concurrent ones. Both step aside while
 * callbacks arrive (Journal.isBusy). A kick meanwhile means new journal lines, which must be moved into
 * the database before they can be processed: the next round moves them first.
 */
export function createProcessorLoop(deps: LoopDeps): ProcessorLoop {
  return createKickLoop(
    "notifications",
    async () => {
      const db = await deps.db();
      await deps.journal.replay(db);
      return (await deps.process(db)).claimed > 0;
    },
    { maxRounds: 100 },
  );
}
