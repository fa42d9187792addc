import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createHttp } from "./http";
import { MarketplaceError } from "./errors";

/** The HTTP client's transport behaviour against a real socket: what each kind of failure becomes, and what is retried. */
const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve)))));

async function serve(
  answer: (n: number, method: string) => { status: number; body?: string; headers?: Record<string, string> } | null,
): Promise<{ url: string; calls: () => number }> {
  let calls = 0;
  const server = createServer((req, res) => {
    const a = answer(++calls, req.method ?? "GET");
    if (!a) return; // never answers
    res.writeHead(a.status, { "content-type": "application/json", ...a.headers }).end(a.body ?? "{}");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls };
}

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (error: unknown) => (error instanceof MarketplaceError ? error.kind : String(error)),
  );
const ok = z.object({ ok: z.boolean() });

describe("marketplace HTTP client", () => {
  it("parses a JSON answer and sends the token, query and body", async () => {
    let seen = "";
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        seen = `${req.method} ${req.url} ${req.headers.authorization} ${req.headers["content-type"]} ${body}`;
        res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true,"extra":1}');
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, timeoutMs: 2_000 });
    await expect(
      http("/things", { method: "POST", token: "T", query: { a: 1, b: undefined }, body: { x: "y" }, schema: ok }),
    ).resolves.toEqual({ ok: true });
    expect(seen).toBe('POST /things?a=1 Bearer T application/json {"x":"y"}');
  });

  it("an answer that does not come in time is upstream_timeout; a closed port is upstream_unreachable", async () => {
    const silent = await serve(() => null);
    expect(await failureOf(createHttp({ baseUrl: silent.url, timeoutMs: 150, retries: 0 })("/slow", { schema: ok }))).toBe(
      "upstream_timeout",
    );
    const closed = await serve(() => ({ status: 200 }));
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await failureOf(createHttp({ baseUrl: closed.url, timeoutMs: 1_000, retries: 0 })("/gone", { schema: ok }))).toBe(
      "upstream_unreachable",
    );
  });

  it("retries a GET on 503 and on a retry-after 429, never a POST; other statuses are not retried", async () => {
    const flaky = await serve((n) =>
      n === 1 ? { status: 503 } : n === 2 ? { status: 429, headers: { "retry-after": "0" } } : { status: 200, body: '{"ok":true}' },
    );
    await expect(createHttp({ baseUrl: flaky.url, timeoutMs: 1_000, backoffMs: 1 })("/x", { schema: ok })).resolves.toEqual({ ok: true });
    expect(flaky.calls()).toBe(3);

    const down = await serve(() => ({ status: 503 }));
    expect(
      await failureOf(createHttp({ baseUrl: down.url, timeoutMs: 1_000, backoffMs: 1 })("/x", { method: "POST", body: {}, schema: ok })),
    ).toBe("upstream_error");
    expect(down.calls()).toBe(1);

    const missing = await serve(() => ({ status: 404, body: '{"message":"nope","error":"not_found"}' }));
    expect(await failureOf(createHttp({ baseUrl: missing.url, timeoutMs: 1_000, backoffMs: 1 })("/x", { schema: ok }))).toBe("not_found");
    expect(missing.calls()).toBe(1);
  });

  it("an answer in an unexpected shape is upstream_error, not a crash", async () => {
    const odd = await serve(() => ({ status: 200, body: '{"ok":"yes"}' }));
    expect(await failureOf(createHttp({ baseUrl: odd.url, timeoutMs: 1_000 })("/x", { schema: ok }))).toBe("upstream_error");
  });
});
