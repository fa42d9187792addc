import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import type { OpenDb } from "../db/client";
import { createPostgresDatabase, type TestDatabase } from "../testing/databases";
import { createLiveHarness } from "../testing/notification-harness";

/**
 * Two instances (two processes, each with its own journal) on one PostgreSQL database take a burst of
 * 1,000 notifications between them, as a load balancer would split the marketplace's callbacks.
 */
const TOTAL = 1_000;
const CONCURRENCY = 20;
const CIPHER_KEY = randomBytes(32).toString("base64");
/** Short, so the rows a killed instance had claimed are retaken within the test (one upstream read takes ms). */
const LEASE_MS = 10_000;

interface Instance {
  child: ChildProcess;
  port: number;
  journalDir: string;
}

let sandbox: RunningSandbox;
let database: TestDatabase;
let open: OpenDb;
const running: Instance[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  database = await createPostgresDatabase();
  open = await database.open();
  await createLiveHarness(open.db, sandbox.url, { cipherKey: CIPHER_KEY }).connectSeller(SELLER.MLA, "TIENDA_PAMPA");
  // Deliveries off: the bursts below are the only notifications.
  await control("PUT", "/__sandbox/application", { callback_url: "" });
});
afterEach(() => {
  for (const i of running.splice(0)) kill(i, "SIGTERM");
});
afterAll(async () => {
  await open?.close();
  await database?.drop();
  await sandbox?.close();
});

async function control(method: string, p: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${sandbox.url}${p}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status}`);
  return res.json();
}

function startInstance(journalDir = mkdtempSync(path.join(tmpdir(), "mostrador-instance-"))): Promise<Instance> {
  // As the server loads it: server-only modules (the processor's push hooks) resolve under react-server.
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "lib/testing/notification-instance.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      MARKETPLACE_URL: sandbox.url,
      JOURNAL_DIR: journalDir,
      CIPHER_KEY,
      LEASE_MS: String(LEASE_MS),
    },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true, // its own process group: SIGKILL reaches tsx's node child too
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("instance did not start")), 30_000);
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const port = /^LISTENING (\d+)$/.exec(line)?.[1];
      if (!port) return;
      clearTimeout(timer);
      const instance = { child, port: Number(port), journalDir };
      running.push(instance);
      resolve(instance);
    });
    child.once("exit", (code) => reject(new Error(`instance exited with ${code}`)));
  });
}

function kill(instance: Instance, signal: NodeJS.Signals) {
  try {
    process.kill(-instance.child.pid!, signal);
  } catch {
    // already gone
  }
}

/** 1,000 fresh questions on the sandbox, and one callback body for each. */
async function askQuestions(tag: string): Promise<{ ids: number[]; bodies: string[] }> {
  const before = new Set(await listQuestionIds());
  await control("POST", "/__sandbox/simulate/questions", { seller_id: SELLER.MLA, count: TOTAL, interval_ms: 0 });
  const ids = (await listQuestionIds()).filter((id) => !before.has(id));
  expect(ids).toHaveLength(TOTAL);
  const now = new Date().toISOString();
  const bodies = ids.map((id) =>
    JSON.stringify({
      _id: `${tag}-${id}`,
      resource: `/questions/${id}`,
      user_id: SELLER.MLA,
      topic: "questions",
      application_id: 5503910054141466,
      attempts: 1,
      sent: now,
      received: now,
    }),
  );
  return { ids, bodies };
}

async function listQuestionIds(): Promise<number[]> {
  const token = await sandbox.tokenFor(SELLER.MLA);
  const ids: number[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await fetch(
      `${sandbox.url}/questions/search?seller_id=${SELLER.MLA}&api_version=4&sort_fields=date_created&sort_types=DESC&limit=100&offset=${offset}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const page = ((await res.json()) as { questions: Array<{ id: number }> }).questions.map((q) => q.id);
    ids.push(...page);
    if (page.length < 100) return ids;
  }
}

/**
 * The marketplace behind a load balancer: body i goes to instance i % 2; a refused or dropped request
 * (a dead instance) is retried on a live one, as the balancer and the marketplace's retries would.
 */
async function deliver(bodies: string[], target: (i: number) => Instance[], onAcked?: (acked: number) => void): Promise<void> {
  let next = 0;
  let acked = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const i = next++;
      for (let attempt = 0; ; attempt++) {
        const candidates = target(i);
        const instance = candidates[attempt % candidates.length]!;
        const ok = await fetch(`http://127.0.0.1:${instance.port}/api/notifications`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: bodies[i],
        }).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        if (attempt > 50) throw new Error(`notification ${i} was never acknowledged`);
        await new Promise((r) => setTimeout(r, 20));
      }
      onAcked?.(++acked);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function waitProcessed(tag: string) {
  await expect
    .poll(() => open.db.marketplaceNotification.count({ where: { dedupeKey: { startsWith: `id:${tag}-` }, status: "processed" } }), {
      timeout: 120_000,
      interval: 250,
    })
    .toBe(TOTAL);
}

/** How many of these questions were read upstream more than once (GET /questions/{id}). */
async function readTwice(ids: number[]): Promise<number> {
  const wanted = new Set(ids.map((id) => `/questions/${id}`));
  const reads = (await control("GET", `/__sandbox/requests?path=/questions/&limit=20000`)) as Array<{ method: string; path: string }>;
  const perQuestion = new Map<string, number>();
  for (const r of reads) if (r.method === "GET" && wanted.has(r.path)) perQuestion.set(r.path, (perQuestion.get(r.path) ?? 0) + 1);
  return [...perQuestion.values()].filter((n) => n > 1).length;
}

describe("notifications across two instances on one PostgreSQL database", () => {
  it("1,000 notifications split across two instances are each stored and processed once", async () => {
    const { ids, bodies } = await askQuestions("split");
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    await deliver(bodies, (i) => (i % 2 ? [a!, b!] : [b!, a!]));
    await waitProcessed("split");
    expect(await open.db.marketplaceNotification.count({ where: { dedupeKey: { startsWith: "id:split-" } } })).toBe(TOTAL);
    // Each claimed once: no lease ran out, so nobody processed a row twice.
    expect(await open.db.marketplaceNotification.count({ where: { dedupeKey: { startsWith: "id:split-" }, attempts: { not: 1 } } })).toBe(
      0,
    );
    expect(await readTwice(ids)).toBe(0);
  }, 180_000);

  it("an instance killed (SIGKILL) mid-burst and restarted loses nothing and processes nothing twice", async () => {
    const { ids, bodies } = await askQuestions("kill");
    const a = await startInstance();
    const b = await startInstance();
    let aAlive = true;
    let killed: Promise<void> | null = null;
    await deliver(
      bodies,
      (i) => (aAlive && i % 2 === 0 ? [a, b] : [b]),
      (acked) => {
        if (acked === TOTAL * 0.4 && !killed) {
          aAlive = false;
          kill(a, "SIGKILL");
          killed = new Promise((r) => a.child.once("exit", () => r()));
        }
      },
    );
    await killed;
    // Back on the same journal folder: what it acknowledged and had not moved is moved now.
    await startInstance(a.journalDir);
    await waitProcessed("kill");
    expect(await open.db.marketplaceNotification.count({ where: { dedupeKey: { startsWith: "id:kill-" } } })).toBe(TOTAL);
    // A row the killed instance had claimed is retaken when its lease ends (its second attempt); only
    // those may have been read upstream twice, and each is still marked processed once.
    const retaken = await open.db.marketplaceNotification.count({ where: { dedupeKey: { startsWith: "id:kill-" }, attempts: { gt: 1 } } });
    expect(await readTwice(ids)).toBeLessThanOrEqual(retaken);
    console.log(
      `[multi-instance] killed mid-burst: ${retaken} claims retaken after the lease, ${await readTwice(ids)} questions read twice`,
    );
  }, 180_000);
});
