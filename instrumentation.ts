import { PHASE_PRODUCTION_BUILD } from "next/constants";

/**
 * Server start: begin processing notifications and sweeping. Node runtime only (the workers use the
 * database and the file system), and never while `next build` prerenders.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { startLiveWorkers } = await import("./lib/inbox/scheduler");
  startLiveWorkers();
  // Long runs (bulk actions) resume where a crash or a restart left them.
  const { ensureRunWorker } = await import("./lib/run-handlers");
  ensureRunWorker();
}
