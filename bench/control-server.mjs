// The control for "other requests" in bench/scale-report.ts: a server that does no work at all, started
// like the app's instances and probed in the same windows. What its p99 does during a burst is what the
// machine alone does to a probe. Plain JavaScript, run by node itself: node bench/control-server.mjs <port>
import http from "node:http";

const port = Number(process.argv[2]);
const server = http.createServer((req, res) => res.writeHead(401, { "content-length": "0" }).end());
// As scripts/serve.mjs: the client closes idle keep-alive sockets, never this server mid-request.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, "localhost");
