import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { IncomingMessage, ServerResponse } from "node:http";
import { peekProcessSingleton } from "./lib/process-singleton";

/** How scripts/serve.mjs takes the paths it answers on Node's own request objects, before Next.js's pipeline. */
type RegisterNodeRoutes = (routes: Array<[string, (req: IncomingMessage, res: ServerResponse) => Promise<void>]>) => void;

/**
 * Server start: begin processing notifications and sweeping, and hand the marketplace's callback to
 * scripts/serve.mjs's fast path when that is the server. Node runtime only (the workers use the database and the file system), and never while
 * `next build` prerenders.
 */
export async function register() {
  // Next's own variables, read before anything is imported: lib/env.ts is Node-only and validates the app's settings.
  // eslint-disable-next-line mostrador/no-process-env -- see the line above
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  // Before anything listens or writes: no production server over public http; a private data folder.
  const [{ refuseUnsafeProduction }, { secureDataDir }, { env }] = await Promise.all([
    import("./lib/production-checks"),
    import("./lib/data-dir"),
    import("./lib/env"),
  ]);
  refuseUnsafeProduction({
    NODE_ENV: env().NODE_ENV,
    NEXTAUTH_URL: env().NEXTAUTH_URL,
    APP_PORT: String(env().APP_PORT),
    ALLOW_INSECURE_HTTP: env().ALLOW_INSECURE_HTTP,
  });
  secureDataDir(env().DATA_DIR);
  // The live workers and the run worker (long runs resume where a crash or a restart left them).
  const { startBackgroundWork } = await import("./lib/jobs/background-work");
  startBackgroundWork();
  const [{ CALLBACK_PATH }, { answerMarketplaceCallback }] = await Promise.all([
    import("./lib/notifications/callback-http"),
    import("./lib/notifications/runtime"),
  ]);
  // Set by scripts/serve.mjs when it is the server (Symbol.for("mostrador.registerNodeRoutes")).
  const registerNodeRoutes = peekProcessSingleton<RegisterNodeRoutes>("registerNodeRoutes");
  if (registerNodeRoutes) registerNodeRoutes([[CALLBACK_PATH, answerMarketplaceCallback]]);
  // Otherwise (next dev, next start) app/api/notifications/route.ts answers it through Next's pipeline.
}
