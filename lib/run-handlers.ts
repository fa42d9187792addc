import "server-only";
import { runWorker } from "./runs/runtime";
import type { RunWorker } from "./runs/worker";

const holder = globalThis as unknown as { mostradorRunHandlers?: boolean };

/**
 * Every feature's run kinds, registered in one place so the worker started at server start can resume
 * any run left by a crash (a kind not registered in this process is simply not claimed). Add a kind here.
 * Called by instrumentation.ts and by the routes that create runs; idempotent.
 */
export function ensureRunWorker(): RunWorker {
  const worker = runWorker();
  if (holder.mostradorRunHandlers) return worker;
  holder.mostradorRunHandlers = true;
  worker.start();
  worker.kick();
  return worker;
}
