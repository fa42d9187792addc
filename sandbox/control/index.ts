import type { SandboxApp, SandboxContext } from "../context.ts";
import { registerApplicationRoutes } from "./application-routes.ts";
import { registerCatalogControlRoutes } from "./catalog-routes.ts";
import { registerClockRoutes } from "./clock-routes.ts";
import { registerFaultsRoutes } from "./faults-routes.ts";
import { registerQuestionControlRoutes } from "./question-routes.ts";
import { registerRequestsRoutes } from "./requests-routes.ts";
import { registerSessionRoutes } from "./session-routes.ts";

/**
 * Control routes under /__sandbox/ for tests and demos (see sandbox/README.md). They are never logged
 * and never faulted (app.ts skips /__sandbox/), so a test can always inspect and repair the sandbox.
 */
export function registerControlRoutes(app: SandboxApp, ctx: SandboxContext, reset: () => void): void {
  registerSessionRoutes(app, ctx, reset);
  registerClockRoutes(app, ctx);
  registerRequestsRoutes(app, ctx);
  registerFaultsRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
  registerCatalogControlRoutes(app, ctx);
  registerQuestionControlRoutes(app, ctx);
}
