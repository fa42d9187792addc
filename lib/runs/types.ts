import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";

export type Json = Prisma.InputJsonValue;

/** What a handler decides for one target. */
export type RunItemOutcome =
  | { status: "done"; result?: Json }
  /** The marketplace (or a rule) said no: final, never retried automatically, shown with its reason. */
  | { status: "refused"; reason: Json; result?: Json }
  /** Something broke (network, 5xx…): final for this pass; "retry failed only" brings it back. */
  | { status: "failed"; reason: Json }
  /** Transient (429 with Retry-After…): stays pending and is claimed again after `afterMs`. */
  | { status: "retry"; afterMs: number; reason: Json };

export interface RunContext {
  id: string;
  kind: string;
  workspaceId: string;
  startedById: string;
  params: Prisma.JsonValue;
}

export interface RunItemContext {
  db: Db;
  run: RunContext;
  item: { id: string; target: string; input: Prisma.JsonValue | null; attempts: number };
}

export interface RunHandler {
  /** Acts on one target. A throw counts as "failed" with the error's message. */
  process(ctx: RunItemContext): Promise<RunItemOutcome>;
  /** Items of this kind processed at once per worker (the marketplace's rate limits are per seller). */
  concurrency?: number;
  /** After this many attempts a "retry" outcome becomes "failed". */
  maxAttempts?: number;
}

/** kind → handler. Each feature registers its own kinds; lib/runs knows none of them. */
export type RunRegistry = Map<string, RunHandler>;

export function createRunRegistry(entries: Record<string, RunHandler> = {}): RunRegistry {
  return new Map(Object.entries(entries));
}
