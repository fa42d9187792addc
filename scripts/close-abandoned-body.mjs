// Used by scripts/serve.mjs (plain JavaScript, run by node itself); tested by lib/api/abandoned-body.test.ts.

/**
 * A request answered while its body is still arriving, after something began reading it (a route that
 * stopped at its size cap): the rest of the body stays on the socket, and a kept-alive client's next
 * request waits behind it until a timeout. Such an answer closes the connection instead. A body nobody
 * began to read is drained by Node itself, and a request read to its end keeps its connection.
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function closeIfBodyAbandoned(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && req.readableFlowing !== null) this.shouldKeepAlive = false;
    return writeHead.apply(this, args);
  };
}
