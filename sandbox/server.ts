import { serve } from "@hono/node-server";
import { createSandbox } from "./app.ts";
import { ensureMarket } from "./market/index.ts";

/** Starts the sandbox marketplace on SANDBOX_PORT (default 4010). */
const started = performance.now();
const cpuStarted = process.cpuUsage();
const sandbox = createSandbox();
// The public catalog joins on first need (tests); a running marketplace has it from the start.
ensureMarket(sandbox.ctx.state);
const readyMs = Math.round(performance.now() - started);
// CPU time too: on a shared machine the wall time mostly measures the neighbours.
const cpu = process.cpuUsage(cpuStarted);
const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
const { port, host, publicUrl } = sandbox.ctx.config;
const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, () => {
  console.log(`[sandbox] marketplace sandbox listening on ${publicUrl} (${host}:${port}); state with ${sandbox.ctx.state.catalog.items.size} listings built in ${readyMs} ms (${cpuMs} ms CPU)`);
});

function shutdown() {
  sandbox.stop();
  server.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
