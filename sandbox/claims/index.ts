import type { SandboxDomain } from "../context.ts";
import { settle } from "./ops.ts";
import { registerClaimActionRoutes } from "./routes-actions.ts";
import { registerClaimsControlRoutes } from "./routes-control.ts";
import { registerClaimMessageRoutes } from "./routes-messages.ts";
import { registerClaimReadRoutes } from "./routes-read.ts";
import { registerReturnRoutes } from "./routes-returns.ts";
import { seedClaims } from "./seed.ts";

/** How often the clock's due buyer, mediator and return moves are checked without a request. */
const SETTLE_EVERY_MS = 250;

/** Claims and returns under /post-purchase/ (notes §12); seeded from the sales domain's orders. */
export const claimsDomain: SandboxDomain = {
  name: "claims",
  seed(state, rng, now) {
    state.claims = seedClaims(state, rng, now);
  },
  routes(app, ctx) {
    registerClaimReadRoutes(app, ctx);
    registerClaimMessageRoutes(app, ctx);
    registerClaimActionRoutes(app, ctx);
    registerReturnRoutes(app, ctx);
    registerClaimsControlRoutes(app, ctx);
    // Moves on the sandbox clock also happen when nobody reads, so their notifications go out.
    setInterval(() => settle(ctx), SETTLE_EVERY_MS).unref();
  },
};
