import "server-only";
import { getDb } from "../db";
import { createRunRegistry, type RunHandler, type RunRegistry } from "./types";
import { createRunWorker, type RunWorker } from "./worker";

// One registry and one worker per server process (globalThis survives dev reloads).
const holder = globalThis as unknown as { mostradorRunRegistry?: RunRegistry; mostradorRunWorker?: RunWorker };

function registry(): RunRegistry {
  holder.mostradorRunRegistry ??= createRunRegistry();
  return holder.mostradorRunRegistry;
}

/** Features register their kinds (e.g. "shipping.free_shipping") before starting or kicking the worker. */
export function registerRunHandler(kind: string, handler: RunHandler): void {
  registry().set(kind, handler);
}

/** The process's worker: started at server start (instrumentation) and kicked when a run is created. */
export function runWorker(): RunWorker {
  holder.mostradorRunWorker ??= createRunWorker({ db: getDb, registry: registry() });
  return holder.mostradorRunWorker;
}
