import type { SandboxDomain } from "../context.ts";
import { registerActionGuideRoutes } from "./routes-action-guide.ts";
import { registerMessageReadRoute } from "./routes-message-read.ts";
import { registerMessageRoutes } from "./routes-messages.ts";
import { registerOrderRoutes } from "./routes-orders.ts";
import { registerSalesSandboxRoutes } from "./routes-sandbox.ts";
import { seedSales } from "./seed.ts";

/** Orders, packs, shipments and post-sale messaging (action guide + conversations). */
export const salesDomain: SandboxDomain = {
  name: "sales",
  seed(state, rng, now) {
    state.sales = seedSales(state, rng, now);
  },
  routes(app, ctx) {
    registerOrderRoutes(app, ctx);
    registerActionGuideRoutes(app, ctx);
    registerMessageRoutes(app, ctx);
    registerMessageReadRoute(app, ctx);
    registerSalesSandboxRoutes(app, ctx);
  },
};
