import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import type { SellerClient } from "../marketplace/client";
import { createHttp } from "../marketplace/http";

export interface ProfileClient {
  profile: "spec" | "real";
  sandbox: RunningSandbox;
  /** The MLA seller's client (a bearer from the sandbox; no database, no refresh). */
  marketplace: SellerClient;
  sellerId: number;
  close(): Promise<void>;
}

/**
 * A sandbox of the given profile and a client of its MLA seller: client functions run against the
 * spec's answers and the real API's (SANDBOX_PROFILE) over real HTTP.
 */
export async function startProfileClient(profile: "spec" | "real"): Promise<ProfileClient> {
  // Without the real profile's request rate: these tests count calls and read shapes; the rate and
  // its 429s are governor.test.ts's subject.
  const sandbox = await startSandbox({ profile, rate: null });
  const token = await sandbox.tokenFor(SELLER.MLA);
  const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 60_000, retries: 0 });
  return {
    profile,
    sandbox,
    marketplace: (path, options) => http(path, { ...options, token }),
    sellerId: SELLER.MLA,
    close: () => sandbox.close(),
  };
}

/** Sandbox control calls (POST JSON, throw on failure). */
export async function controlPost(sandbox: RunningSandbox, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Logged upstream requests under a path prefix, oldest first. */
export async function requestPaths(sandbox: RunningSandbox, prefix: string): Promise<string[]> {
  const res = await fetch(`${sandbox.url}/__sandbox/requests?path=${encodeURIComponent(prefix)}&limit=20000`);
  return ((await res.json()) as Array<{ path: string }>).map((r) => r.path).reverse();
}
