import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NodeNextRequest, NodeNextResponse } from "next/dist/server/base-http/node";
import { sendResponse } from "next/dist/server/send-response";
import { NextRequestAdapter, signalFromNodeResponse } from "next/dist/server/web/spec-extension/adapters/next-request";
import type { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeIfBodyAbandoned } from "../../scripts/close-abandoned-body.mjs";
import { stubRouteEnv } from "../testing/route-env";

// A 3 MB chunked body refused with 413 on a kept-alive connection, then the same client's next post. The
// refusal stops reading at the cap, so the rest of the body would stay on the socket and the next request
// wait behind it until a timeout. Two servers, each over a real socket:
// - "next start": a real route (POST /api/team/join, readJson's 64 KiB cap) behind Next's own adapters
//   (its Node request and response wrappers, NextRequest from them, sendResponse), as `next start` runs it;
// - scripts/serve.mjs's guard alone, around a handler that stops reading a body and answers early.
type Route = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;
let join: Route;
const servers: http.Server[] = [];
/** Well within what a stalled connection takes (the 20–30 s of the report), far above a prompt answer. */
const PROMPT_MS = 2_000;

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000; // as scripts/serve.mjs: a stalled socket would not be closed for us
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  stubRouteEnv("abandoned-body");
  join = (await import("../../app/api/team/join/route")).POST as Route;
});
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

/** A route answered the way `next start` answers it. */
function asNextStart(route: Route) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const request = new NodeNextRequest(req as never);
    const response = new NodeNextResponse(res);
    const nextRequest = NextRequestAdapter.fromNodeNextRequest(request, signalFromNodeResponse(res));
    void route(nextRequest, { params: Promise.resolve({}) }).then((answer) => sendResponse(request, response, answer));
  };
}

type Answer = { status?: number; ms: number; error?: string };
function post(
  agent: http.Agent,
  port: number,
  headers: http.OutgoingHttpHeaders,
  write: (req: http.ClientRequest) => void,
): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/team/join", agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code, ms: performance.now() - started }));
    write(req);
  });
}

/** 3 MB in 64 KiB chunks, no Content-Length (chunked), written as fast as the socket takes them. */
function chunked3Mb(req: http.ClientRequest) {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  const more = () => {
    while (sent < 48) {
      sent++;
      if (!req.write(chunk)) return void req.once("drain", more);
    }
    req.end();
  };
  req.on("error", () => {}); // the server may close before the client has written it all
  more();
}

/** Then a large post of ~60 KiB (a form with a long field), within the cap: read to its end by the route. */
const LARGE_FORM = JSON.stringify({ token: "x".repeat(43), name: "n".repeat(60 * 1024), email: "a@b.c", password: "pw" });
const JSON_HEADERS = { "content-type": "application/json", origin: "http://localhost:3000" };

async function refusedThenNext(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 }); // one socket: the next post reuses it if it can
  try {
    const refused = await post(agent, port, { ...JSON_HEADERS, "transfer-encoding": "chunked" }, chunked3Mb);
    const length = Buffer.byteLength(LARGE_FORM);
    const next = await post(agent, port, { ...JSON_HEADERS, "content-length": length }, (req) => req.end(LARGE_FORM));
    return { refused, next };
  } finally {
    agent.destroy();
  }
}

describe("a large body refused on a kept-alive connection", () => {
  it("under `next start`: the 413 closes the connection, and the next post answers promptly", async () => {
    const port = await listen(asNextStart(join));
    const { refused, next } = await refusedThenNext(port);
    expect(refused.status).toBe(413);
    expect(next.error).toBeUndefined();
    expect(next.status).toBe(400); // read to its end and judged (not a 413, not a timeout)
    expect(next.ms).toBeLessThan(PROMPT_MS);
  }, 15_000);

  it("under scripts/serve.mjs: any answer written after a body was begun and left closes the connection", async () => {
    // A handler that reads one chunk and answers, with no header of its own.
    const port = await listen((req, res) => {
      closeIfBodyAbandoned(req, res);
      if (req.headers["transfer-encoding"] !== "chunked") return void req.resume().on("end", () => res.writeHead(400).end());
      req.once("data", () => {
        req.pause();
        res.writeHead(413).end();
      });
    });
    const { refused, next } = await refusedThenNext(port);
    expect(refused.status).toBe(413);
    expect(next.error).toBeUndefined();
    expect(next.status).toBe(400);
    expect(next.ms).toBeLessThan(PROMPT_MS);
  }, 15_000);
});
