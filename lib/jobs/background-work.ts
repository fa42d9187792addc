import "server-only";
import { ensureRunWorker } from "../runs/handlers";
import { startLiveWorkers } from "./scheduler";

/**
 * Everything a server process runs in the background, started together: the live workers (the event
 * bus over the database, the notification processor, presence expiry, the sweeps and pruning; see
 * scheduler.ts) and the run worker (long runs, resuming any a crash or a restart left; see
 * lib/runs/handlers.ts). Once per process, so safe to call from instrumentation.ts at server start and
 * again from a route that needs the workers in case it did not run. Nothing runs at import time.
 */
export function startBackgroundWork(): void {
  startLiveWorkers();
  ensureRunWorker();
}
