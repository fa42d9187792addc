import { serve, type ServerType } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createSandbox, type Sandbox } from "./app.ts";
import type { SandboxConfig } from "./config.ts";

export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  /** A fresh access token for a seeded user, as POST /__sandbox/tokens gives. */
  tokenFor(userId: number, expiresIn?: number): Promise<string>;
  close(): Promise<void>;
}

/** Starts a sandbox on an ephemeral loopback port: tests talk to it over real HTTP. */
export async function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<RunningSandbox> {
  const sandbox = createSandbox(overrides);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  // As sandbox/server.ts: the test's fetch closes idle keep-alive sockets first. With Node's 5 s default a
  // seed that blocks the loop for seconds on a loaded machine let the server close a socket the client was
  // reusing ("fetch failed: other side closed" in unrelated tests).
  (server as Server).keepAliveTimeout = 65_000;
  (server as Server).headersTimeout = 66_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    sandbox,
    async tokenFor(userId, expiresIn) {
      const res = await fetch(`${url}/__sandbox/tokens`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user_id: userId, expires_in: expiresIn }),
      });
      if (!res.ok) throw new Error(`token for ${userId}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sandbox.stop();
        server.close(() => resolve());
      }),
  };
}

/** Seeded sellers (ids fixed by sandbox/accounts/seed-users.ts). */
export const SELLER = {
  MLA: 241_370_001,
  MLB: 241_370_002,
  MLM: 241_370_003,
  MCO: 241_370_004,
  MLC: 241_370_005,
  MLU: 241_370_006,
  MLM_NORMAL: 241_370_007,
  /** Seven sales: no reputation yet. */
  MLA_NEW: 241_370_010,
  /** Orange. */
  MLA_ORANGE: 241_370_008,
} as const;
