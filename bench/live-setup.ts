import { rmSync, mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb, type Db } from "../lib/db/client.ts";
import { receiveNotification, type ReceiveResult } from "../lib/notifications/receive.ts";
import { createLiveHarness, type LiveHarness } from "../lib/testing/notification-harness.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { SELLER } from "../sandbox/testing.ts";
import { control as sandboxControl, sandboxToken } from "./load.ts";

const SANDBOX_PORT = 4310;

export interface LiveBench {
  sandbox: { url: string; tokenFor(userId: number): Promise<string> };
  db: Db;
  live: LiveHarness;
  workspaceId: string;
  callbackUrl: string;
  outcomes: Map<ReceiveResult["status"] | string, number>;
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * The live pipeline outside Next: a sandbox on a spare port, embedded PGlite in a temp folder, the
 * callback's receive step (validate, journal append + fsync) on a plain node:http server and the
 * mover/processor loop, all in one process.
 * (The server answers the callback the same way, before Next.js: lib/notifications/callback-http.ts.)
 */
export async function startLiveBench(): Promise<LiveBench> {
  // Its own process, as in production: the marketplace's CPU is not ours.
  const child = spawn("npx", ["tsx", "sandbox/server.ts"], {
    env: { ...process.env, SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_CALLBACK_URL: "" },
    stdio: "ignore",
    detached: true,
  });
  try {
    return await startPipeline(child);
  } catch (error) {
    // A failed start must not leave the sandbox running on its port.
    process.kill(-child.pid!, "SIGTERM");
    throw error;
  }
}

async function startPipeline(child: ChildProcess): Promise<LiveBench> {
  const url = `http://127.0.0.1:${SANDBOX_PORT}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/__sandbox/clock`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error("the sandbox did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  const sandbox = { url, tokenFor: (userId: number) => sandboxToken(url, userId) };
  const dir = mkdtempSync(path.join(tmpdir(), "mostrador-bench-"));
  const { db, close } = await openDb({ dataDir: dir });
  const live = createLiveHarness(db, sandbox.url);
  const workspaceId = await live.connectSeller(SELLER.MLA, "TIENDA_PAMPA");
  // BENCH_RECEIVE_ONLY=1 measures the answer alone (moving and processing start after the burst).
  const receiveOnly = process.env.BENCH_RECEIVE_ONLY === "1";
  if (!receiveOnly) live.processor.start(500);
  const outcomes = new Map<string, number>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const result = await receiveNotification(
        { ...live.receiveDeps(), ...(receiveOnly ? { onJournaled: undefined } : {}) },
        JSON.parse(Buffer.concat(chunks).toString()),
      );
      const key = result.status === 200 ? result.outcome : "invalid";
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      res.writeHead(result.status).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const callbackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/notifications`;

  const control = (method: string, p: string, body?: unknown) => sandboxControl(url, method, p, body);

  return {
    sandbox,
    db,
    live,
    workspaceId,
    callbackUrl,
    outcomes,
    control,
    async close() {
      live.processor.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      process.kill(-child.pid!, "SIGTERM");
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
