import type { SandboxApp, SandboxContext } from "../context.ts";

/** Control routes under /__sandbox/ for tests and demos (see sandbox/README.md). */
export function registerControlRoutes(_app: SandboxApp, _ctx: SandboxContext, _reset: () => void): void {}
