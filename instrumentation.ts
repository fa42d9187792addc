import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { IncomingMessage, ServerResponse } from "node:http";

/** How scripts/serve.mjs takes the paths it answers on Node's own request objects, before Next.js's pipeline. */
type RegisterNodeRoutes = (routes: Array<[string, (req: IncomingMessage, res: ServerResponse) => Promise<void>]>) => void;

/**
 * Server start: begin processing notifications and sweeping, and hand the marketplace's callback to the
 * server. Node runtime only (the workers use the database and the file system), and never while
 * `next build` prerenders.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { startLiveWorkers } = await import("./lib/inbox/scheduler");
  startLiveWorkers();
  const [{ CALLBACK_PATH }, { answerMarketplaceCallback }] = await Promise.all([import("./lib/inbox/notifications/callback-http"), import("./lib/inbox/notifications/runtime")]);
  const registerNodeRoutes = (globalThis as { [key: symbol]: RegisterNodeRoutes | undefined })[Symbol.for("mostrador.registerNodeRoutes")];
  if (registerNodeRoutes) registerNodeRoutes([[CALLBACK_PATH, answerMarketplaceCallback]]);
  else console.warn("[mostrador] not started by scripts/serve.mjs: the marketplace's callback (POST /api/notifications) is not served");
  // Long runs (bulk actions) resume where a crash or a restart left them.
  const { ensureRunWorker } = await import("./lib/run-handlers");
  ensureRunWorker();
}
