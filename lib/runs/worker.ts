import type { Db } from "../db/client";
import { createKickLoop, type KickLoop } from "../jobs/kick-loop";
import { processRunItems, type RunPassSummary } from "./process";
import type { RunRegistry } from "./types";

/** kick (a run created, a retry), drain, and a poll for rows whose retry delay ended or a crashed worker left. */
export type RunWorker = KickLoop;

/**
 * One pass at a time per worker; a kick during a pass asks for another round. Several workers (in one
 * process or in several app instances) may run against one database: claims never overlap.
 */
export function createRunWorker(deps: {
  db: () => Promise<Db>;
  registry: RunRegistry;
  batch?: number;
  onPass?: (s: RunPassSummary) => void;
}): RunWorker {
  return createKickLoop("runs", async () => {
    const summary = await processRunItems(await deps.db(), deps.registry, { limit: deps.batch ?? 20 });
    deps.onPass?.(summary);
    return summary.claimed > 0;
  });
}
