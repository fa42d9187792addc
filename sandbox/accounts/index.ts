import type { SandboxDomain } from "../context.ts";
import { seedUsers } from "./seed-users.ts";
import { createOAuthState } from "./state.ts";

export const accountsDomain: SandboxDomain = {
  name: "accounts",
  seed(state, rng, now, config) {
    state.users = seedUsers(rng, now);
    state.oauth = createOAuthState();
    state.application = structuredClone(config.application);
  },
  routes() {},
};
