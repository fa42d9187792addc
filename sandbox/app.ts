import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { accountsDomain } from "./accounts/index.ts";
import { brandsDomain } from "./brands/index.ts";
import { catalogDomain } from "./catalog/index.ts";
import { claimsDomain } from "./claims/index.ts";
import { readConfig, type SandboxConfig } from "./config.ts";
import type { SandboxContext, SandboxDomain } from "./context.ts";
import { registerControlRoutes } from "./control/index.ts";
import { Clock } from "./core/clock.ts";
import { MarketplaceError } from "./core/errors.ts";
import { FaultInjector } from "./core/faults.ts";
import { isRateLimited, RateLimiter, rateKeyOf, tooManyRequests } from "./core/rate-limit.ts";
import { RequestLog } from "./core/request-log.ts";
import { Rng } from "./core/rng.ts";
import { findBearerUser } from "./core/auth.ts";
import { locationsDomain } from "./locations/index.ts";
import { marketDomain } from "./market/index.ts";
import { metricsDomain } from "./metrics/index.ts";
import { createNotificationDispatcher } from "./notifications/index.ts";
import { questionsDomain } from "./questions/index.ts";
import { salesDomain } from "./sales/index.ts";
import { searchDomain } from "./search/index.ts";
import { listingsDomain } from "./listings/index.ts";
import { shippingDomain } from "./shipping/index.ts";
import type { SandboxState } from "./state.ts";

/** Seed order matters: later domains read what earlier ones made (questions need items and buyers). */
const DOMAINS: SandboxDomain[] = [
  accountsDomain,
  catalogDomain,
  brandsDomain,
  locationsDomain,
  questionsDomain,
  salesDomain,
  claimsDomain,
  metricsDomain,
  shippingDomain,
  marketDomain,
  searchDomain,
  listingsDomain,
];

const SEED = "mostrador-sandbox-v1";

export interface Sandbox {
  app: OpenAPIHono;
  ctx: SandboxContext;
  /** Rebuilds every domain's state from the seed, at the current sandbox time. */
  reset(): void;
  stop(): void;
}

export function createSandbox(overrides: Partial<SandboxConfig> = {}): Sandbox {
  const config = readConfig(process.env, overrides);
  const ctx: SandboxContext = {
    config,
    clock: new Clock(),
    faults: new FaultInjector(),
    rateLimiter: new RateLimiter(config.rate),
    requests: new RequestLog(),
    state: buildState(config, new Date()),
    notifier: { publish() {} },
  };
  const dispatcher = createNotificationDispatcher(ctx);
  ctx.notifier = dispatcher;

  const app = new OpenAPIHono({ defaultHook: relayValidationError });
  app.use(async (c, next) => logAndInjectFaults(ctx, c, next));
  app.onError((err, c) => errorResponse(c, err));
  app.notFound((c) => c.json({ message: `Resource ${c.req.path} not found.`, error: "not_found", status: 404, cause: [] }, 404));

  const reset = () => {
    ctx.state = buildState(config, ctx.clock.now());
    ctx.rateLimiter.reset();
  };
  registerControlRoutes(app, ctx, reset);
  for (const domain of DOMAINS) domain.routes(app, ctx);
  app.doc31("/__sandbox/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Mostrador marketplace sandbox",
      version: "1.0.0",
      description: "A stateful implementation of the marketplace seller interface.",
    },
  });

  return { app, ctx, reset, stop: () => dispatcher.stop() };
}

function buildState(config: SandboxConfig, now: Date): SandboxState {
  const state = {} as SandboxState;
  const root = new Rng(SEED);
  for (const domain of DOMAINS) domain.seed(state, root.fork(domain.name), now, config);
  return state;
}

async function logAndInjectFaults(ctx: SandboxContext, c: Context, next: () => Promise<void>): Promise<Response | void> {
  const started = performance.now();
  const path = c.req.path;
  // Pictures are the picture CDN's part (another host on the real marketplace): not logged, not faulted,
  // so a page full of thumbnails does not push API calls out of the request log tests read.
  const isApi = !path.startsWith("/__sandbox/") && !path.startsWith("/pictures/");
  // The rate is checked first, as the real API's edge answers a 429 before any service runs (and a
  // limited call uses up no fault rule). 429s are logged like any answer, so tests can count them.
  const rejection = isRateLimited(path) ? ctx.rateLimiter.take(rateKeyOf(ctx, c)) : null;
  const fault = isApi && !rejection ? ctx.faults.take(c.req.method, path) : undefined;
  let faultResponse: Response | undefined;
  if (fault?.delay_ms) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
  if (rejection) {
    faultResponse = tooManyRequests(c, rejection);
  } else if (fault?.status) {
    const body = fault.body ?? { message: "internal server error", error: "internal_server_error", status: fault.status, cause: [] };
    faultResponse =
      typeof body === "string" ? c.text(body, fault.status as 500, fault.headers) : c.json(body, fault.status as 500, fault.headers);
  } else {
    await next();
  }
  if (isApi) {
    ctx.requests.record({
      at: ctx.clock.now().toISOString(),
      method: c.req.method,
      path,
      query: new URL(c.req.url).search,
      status: faultResponse?.status ?? c.res.status,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
      user_id: findBearerUser(ctx, c)?.id ?? null,
      body: c.get("loggedBody" as never),
    });
  }
  return faultResponse;
}

function errorResponse(c: Context, err: Error): Response {
  if (err instanceof MarketplaceError) return c.json(err.toBody(), err.status as 400);
  // Hono's own 4xx (malformed JSON, 415 from a route's declared media types) keep their status.
  if (err instanceof HTTPException && err.status < 500) {
    const error = err.status === 415 ? "unsupported_media_type" : "bad_request";
    return c.json({ message: err.message, error, status: err.status, cause: [] }, err.status);
  }
  console.error("[sandbox] unexpected error", err);
  return c.json({ message: "internal server error", error: "internal_server_error", status: 500, cause: [] }, 500);
}

/** Input that fails a route's schema gets the marketplace's bad_request envelope with the issues as cause. */
function relayValidationError(
  result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  c: Context,
) {
  if (result.success) return;
  const cause = (result.error?.issues ?? []).map((i) => ({ code: "invalid_parameter", field: i.path.join("."), message: i.message }));
  const message = cause.map((i) => `${i.field || "body"}: ${i.message}`).join("; ") || "invalid request";
  return c.json({ message, error: "bad_request", status: 400, cause }, 400);
}
