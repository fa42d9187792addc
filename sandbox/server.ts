import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createSandbox } from "./app.ts";
import { ensureMarket } from "./market/index.ts";
import { MARKET_SITES } from "./market/templates.ts";

/**
 * Starts the sandbox marketplace on SANDBOX_PORT (default 4010). Start figures count from the process's
 * own start (performance.now()'s origin: loading and compiling the modules included) and give its CPU
 * time too: on a shared machine wall time mostly measures the neighbours.
 */
const since = () => `${Math.round(performance.now())} ms since the process started, ${cpuMs(process.cpuUsage())} ms CPU`;
const cpuMs = (usage: NodeJS.CpuUsage) => Math.round((usage.user + usage.system) / 1000);
const started = performance.now();
const sandbox = createSandbox();
const { port, host, publicUrl } = sandbox.ctx.config;
const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, () => {
  console.log(
    `[sandbox] marketplace sandbox listening on ${publicUrl} (${host}:${port}) after ${Math.round(performance.now() - started)} ms of seeding (${since()})`,
  );
  warmMarket();
});
// As the app's server (scripts/serve.mjs): clients close idle keep-alive sockets first, so none is reset.
const http1 = server as Server;
http1.keepAliveTimeout = 65_000;
http1.headersTimeout = 66_000;

/**
 * The public catalog joins on first need; a running marketplace adds it right after listening, one site
 * per event-loop turn, so the port answers at once (launchers wait for it) and a request that arrives
 * meanwhile adds its own site first.
 */
function warmMarket() {
  const cpuStarted = process.cpuUsage();
  const warmStarted = performance.now();
  const sites = [...MARKET_SITES];
  const next = () => {
    const site = sites.shift();
    if (site) {
      ensureMarket(sandbox.ctx.state, site);
      setImmediate(next);
      return;
    }
    console.log(
      `[sandbox] public catalog ready: ${sandbox.ctx.state.catalog.items.size} listings in ${Math.round(performance.now() - warmStarted)} ms ` +
        `(${cpuMs(process.cpuUsage(cpuStarted))} ms CPU); ${since()}`,
    );
  };
  setImmediate(next);
}

function shutdown() {
  sandbox.stop();
  server.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
