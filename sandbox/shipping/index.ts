import type { SandboxDomain } from "../context.ts";
import { registerConfigRoutes } from "./routes-config.ts";
import { registerCostRoutes } from "./routes-costs.ts";
import { registerItemRoutes } from "./routes-items.ts";
import { registerLabelRoutes } from "./routes-labels.ts";
import { createShippingState } from "./state.ts";

export { itemShipping, type ItemShipping } from "./item-shipping.ts";
export { resolveOfficialStore, allowedOfficialStoreIds } from "./official-store.ts";
export { categoryAcceptsFreeShipping } from "./categories.ts";

/** Shipping configuration, free-shipping costs, item shipping blocks and labels (spec "Shipping"). */
export const shippingDomain: SandboxDomain = {
  name: "shipping",
  seed(state) {
    state.shipping = createShippingState();
  },
  routes(app, ctx) {
    registerConfigRoutes(app, ctx);
    registerCostRoutes(app, ctx);
    registerItemRoutes(app, ctx);
    registerLabelRoutes(app, ctx);
  },
};
