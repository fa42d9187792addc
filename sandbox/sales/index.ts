import type { SandboxDomain } from "../context.ts";
import { createSalesState } from "./state.ts";

export const salesDomain: SandboxDomain = {
  name: "sales",
  seed(state) {
    state.sales = createSalesState();
  },
  routes() {},
};
