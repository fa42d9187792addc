// Mostrador's server: Next.js's own request handler (the same one `next start` uses), plus the few paths
// the app registers to be answered on Node's request objects before Next's pipeline: the marketplace's
// callback (lib/notifications/callback-http.ts says why; app/api/notifications/route.ts answers it under
// plain `next start` or `next dev`). Plain JavaScript, run by node itself.
//
//   node scripts/serve.mjs [-p 3000] [-H 0.0.0.0] [--dev]
import http from "node:http";
import { BlockList, isIP } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { closeIfBodyAbandoned } from "./close-abandoned-body.mjs";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" }, dev: { type: "boolean", default: false } },
});
const dev = values.dev;
// Before Next loads: it picks its React build (development or production) from this.
process.env.NODE_ENV = dev ? "development" : "production";
process.title = "mostrador-server";
const port = Number(values.port ?? process.env.PORT ?? 3000);
const { default: next } = await import("next");

// instrumentation.ts registers its node routes here when the app starts (after prepare() resolves).
/** @type {Map<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>>} */
const nodeRoutes = new Map();
let routesRegistered;
const registration = new Promise((resolve) => (routesRegistered = resolve));
globalThis[Symbol.for("mostrador.registerNodeRoutes")] = (routes) => {
  for (const [pathname, answer] of routes) nodeRoutes.set(pathname, answer);
  routesRegistered();
};

const app = next({ dev, dir: path.resolve(import.meta.dirname, ".."), port, hostname: values.hostname ?? "localhost" });
const handle = app.getRequestHandler();
await app.prepare();
// Production listens only once the callback has its handler, so no notification meets a 404. Development
// compiles instrumentation.ts on its own schedule.
if (!dev) {
  const timeout = setTimeout(() => {
    console.error("[server] instrumentation.ts registered no node routes within 120 s: the marketplace's callback would go unanswered");
    process.exit(1);
  }, 120_000);
  await registration;
  clearTimeout(timeout);
}

// Per-address limits (sign-in, the callback) read the last X-Forwarded-For entry. Only a trusted proxy
// (TRUSTED_PROXIES, default loopback, as lib/env.ts checks it) may have written it; from anyone else the
// header is replaced by the peer's own address, so a client cannot pick its bucket by sending one.
const trustedProxies = new BlockList();
for (const entry of (process.env.TRUSTED_PROXIES ?? "127.0.0.0/8, ::1")
  .split(",")
  .map((e) => e.trim())
  .filter(Boolean)) {
  const [ip, bits] = entry.split("/");
  const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
  if (!isIP(ip)) continue; // lib/env.ts refuses to start with it; nothing to trust meanwhile
  if (bits === undefined) trustedProxies.addAddress(ip, type);
  else trustedProxies.addSubnet(ip, Number(bits), type);
}
function settleForwardedFor(req) {
  const peer = (req.socket.remoteAddress ?? "").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  if (!isIP(peer)) return;
  if (trustedProxies.check(peer, isIP(peer) === 6 ? "ipv6" : "ipv4")) req.headers["x-forwarded-for"] ??= peer;
  else req.headers["x-forwarded-for"] = peer;
}

const server = http.createServer((req, res) => {
  settleForwardedFor(req);
  // A route that stopped reading a body at its cap answers with the rest still on the wire.
  closeIfBodyAbandoned(req, res);
  const answer = nodeRoutes.get(req.url?.split("?", 1)[0] ?? "");
  if (!answer) return void handle(req, res);
  answer(req, res).catch((error) => {
    console.error(`[server] ${req.method} ${req.url} failed`, error);
    if (res.headersSent) res.destroy();
    else
      res.writeHead(500, { "content-type": "application/json" }).end(
        JSON.stringify({
          error: { code: "internal_error", message: "Something went wrong on our side.", requestId: crypto.randomUUID() },
        }),
      );
  });
});
// Idle keep-alive sockets outlive every client's and proxy's (nginx keeps upstream sockets 60 s): the side
// that closes an idle socket must be the one that reuses it, or a request sent as Node's default 5 s
// timer closes it is reset (seen as ECONNRESET). Headers' timeout must exceed it (Node's rule).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, values.hostname, () =>
  console.log(`[server] ready on http://${values.hostname ?? "localhost"}:${port}${dev ? " (development)" : ""}`),
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
