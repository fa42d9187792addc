import type { SandboxDomain } from "../context.ts";
import { createShippingState } from "./state.ts";

export const shippingDomain: SandboxDomain = {
  name: "shipping",
  seed(state) {
    state.shipping = createShippingState();
  },
  routes() {},
};
