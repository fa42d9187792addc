import type { OpenAPIHono } from "@hono/zod-openapi";
import type { SandboxConfig } from "./config.ts";
import type { Clock } from "./core/clock.ts";
import type { FaultInjector } from "./core/faults.ts";
import type { RateLimiter } from "./core/rate-limit.ts";
import type { RequestLog } from "./core/request-log.ts";
import type { Rng } from "./core/rng.ts";
import type { SandboxState } from "./state.ts";

/** Published by domains when a resource changes; the notifications module delivers it. */
export interface NotificationEvent {
  topic: string;
  user_id: number;
  resource: string;
  /** Sub-topics (messages) say what happened: ["created"] or ["read"] (notes §3). */
  actions?: string[];
}

export interface Notifier {
  publish(event: NotificationEvent): void;
}

/** What every route module and seeder receives. `state` is replaced on reset, so read it per request. */
export interface SandboxContext {
  readonly config: SandboxConfig;
  readonly clock: Clock;
  readonly faults: FaultInjector;
  /** The per-application request rate (config.rate); a no-op without one. */
  readonly rateLimiter: RateLimiter;
  readonly requests: RequestLog;
  state: SandboxState;
  notifier: Notifier;
}

export type SandboxApp = OpenAPIHono;

/**
 * One part of the marketplace (questions, catalog, …). Seeds run in the order of DOMAINS, each with
 * its own forked PRNG, so changing one domain's seed never changes another's data.
 */
export interface SandboxDomain {
  name: string;
  seed(state: SandboxState, rng: Rng, now: Date, config: SandboxConfig): void;
  routes(app: SandboxApp, ctx: SandboxContext): void;
}
