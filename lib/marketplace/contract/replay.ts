import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SellerClient } from "../client";
import { createHttp, type Http } from "../http";

/**
 * A one-answer HTTP server for the contract suite: every request gets the recorded body, status and
 * headers, so a sample goes through the app's whole reading of its call (http.ts: status handling, the
 * governor, lenient parsing) exactly as a live answer would. `requests` keeps what the app sent.
 */
export interface Replay {
  client: SellerClient;
  /** The same server as the application-level client (OAuth, public reads): no seller, no token. */
  http: Http;
  requests: Array<{ method: string; url: string; body: string }>;
  close(): Promise<void>;
}

export interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export async function replay(answer: Answer, sellerId = 1001): Promise<Replay> {
  const requests: Replay["requests"] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      requests.push({ method: req.method ?? "GET", url: req.url ?? "/", body });
      const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // No retries and a short 429 deadline: a sample is answered once, as recorded.
  const http = createHttp({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 5_000, retries: 0, rateLimitDeadlineMs: 0 });
  const client: SellerClient = (path, options) => http(path, { ...options, token: "replay-token", sellerId });
  return { client, http, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
