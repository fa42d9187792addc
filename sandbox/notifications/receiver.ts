import http from "node:http";
import type { AddressInfo } from "node:net";
import type { NotificationBody } from "./store.ts";

/** What the receiver does with the n-th POST it gets for a resource (1-based): a status, or "hang". */
export type Behaviour = (attempt: number, body: NotificationBody) => number | "hang";

export interface Receiver {
  url: string;
  received: NotificationBody[];
  behaviour: Behaviour;
  /** Resolves once `count` POSTs matching `filter` arrived (rejects after timeoutMs). */
  waitFor(count: number, filter?: (b: NotificationBody) => boolean, timeoutMs?: number): Promise<NotificationBody[]>;
  close(): Promise<void>;
}

/** A local callback server for tests and the bench: records every notification POSTed to it. */
export async function startReceiver(behaviour: Behaviour = () => 200): Promise<Receiver> {
  const received: NotificationBody[] = [];
  const perResource = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(data) as NotificationBody;
      received.push(body);
      const n = (perResource.get(body.resource) ?? 0) + 1;
      perResource.set(body.resource, n);
      const outcome = receiver.behaviour(n, body);
      if (outcome === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      res.writeHead(outcome, { "content-type": "application/json" }).end(JSON.stringify({ ok: outcome === 200 }));
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/notifications`,
    received,
    behaviour,
    async waitFor(count, filter = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matches = received.filter(filter);
        if (matches.length >= count) return matches;
        if (Date.now() > deadline) throw new Error(`waited for ${count} notifications, got ${matches.length}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
