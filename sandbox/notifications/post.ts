import http from "node:http";
import https from "node:https";
import type { Exchange } from "./store.ts";

/** Most of a callback's reply we keep for the audit (missed_feeds shows it). */
const MAX_BODY = 2_000;

export interface Poster {
  post(url: string, data: string, timeoutMs: number): Promise<Exchange>;
  close(): void;
}

/**
 * POSTs with node:http over keep-alive agents: a thousand deliveries reuse a few dozen sockets instead of
 * opening one each. The whole exchange must end within `timeoutMs`, else it is an error ("timeout").
 */
export function createPoster(maxSockets: number): Poster {
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets }),
    "https:": new https.Agent({ keepAlive: true, maxSockets }),
  };
  return {
    post(url, data, timeoutMs) {
      const headers = { accept: "application/json", "content-type": "application/json", "content-length": String(Buffer.byteLength(data)) };
      const request = { url, headers, data };
      const started = performance.now();
      const done = (http_code: number | null, body: string, resHeaders: Record<string, string>, error: string | null): Exchange => ({
        request,
        response: { req_time: Math.round(performance.now() - started), http_code, body, headers: resHeaders, error },
      });
      return new Promise<Exchange>((resolve) => {
        let target: URL;
        try {
          target = new URL(url);
        } catch {
          resolve(done(null, "", {}, "invalid_url"));
          return;
        }
        const lib = target.protocol === "https:" ? https : http;
        const agent = agents[target.protocol as "http:" | "https:"];
        if (!agent) {
          resolve(done(null, "", {}, "unsupported_protocol"));
          return;
        }
        let settled = false;
        const finish = (x: Exchange) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(x);
        };
        const req = lib.request(target, { method: "POST", headers, agent }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            if (body.length < MAX_BODY) body += chunk;
          });
          res.on("end", () => finish(done(res.statusCode ?? null, body.slice(0, MAX_BODY), flatten(res.headers), null)));
          res.on("error", (e) => finish(done(res.statusCode ?? null, body, flatten(res.headers), e.message)));
        });
        const timer = setTimeout(() => {
          finish(done(null, "", {}, "timeout"));
          req.destroy();
        }, timeoutMs);
        req.on("error", (e: NodeJS.ErrnoException) => finish(done(null, "", {}, e.code ?? e.message)));
        req.end(data);
      });
    },
    close() {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}

function flatten(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}
