import { serve } from "@hono/node-server";
import { createSandbox } from "./app.ts";

/** Starts the sandbox marketplace on SANDBOX_PORT (default 4010). */
const sandbox = createSandbox();
const { port, host, publicUrl } = sandbox.ctx.config;
const server = serve({ fetch: sandbox.app.fetch, port, hostname: host }, () => {
  console.log(`[sandbox] marketplace sandbox listening on ${publicUrl} (${host}:${port})`);
});

function shutdown() {
  sandbox.stop();
  server.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
