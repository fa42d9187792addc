import "server-only";
import { getDb } from "../db";
import { createRunRegistry, type RunHandler, type RunRegistry } from "./types";
import { createRunWorker, type RunWorker } from "./worker";
import { processSingleton } from "../process-singleton";

// One registry and one worker per server process (across module graphs and dev reloads).
function registry(): RunRegistry {
  return processSingleton("runRegistry", createRunRegistry);
}

/** Features register their kinds (e.g. "shipping.free_shipping") before starting or kicking the worker. */
export function registerRunHandler(kind: string, handler: RunHandler): void {
  registry().set(kind, handler);
}

/** The process's worker: started at server start (instrumentation) and kicked when a run is created. */
export function runWorker(): RunWorker {
  return processSingleton("runWorker", () => createRunWorker({ db: getDb, registry: registry() }));
}
