import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { createTokenCipher } from "../lib/crypto/token-cipher";
import { openDb } from "../lib/db/client";
import { LISTING_BULK_RUN, listingBulkRunHandler, type BulkRunInput } from "../lib/listing/bulk/bulk-run";
import { loadBulkPreflight } from "../lib/listing/bulk/load-preflight";
import { readBulkCsv } from "../lib/listing/bulk/read-csv";
import { createSellerClient } from "../lib/marketplace/client";
import { createGovernor } from "../lib/marketplace/governor";
import { createHttp } from "../lib/marketplace/http";
import { tokenResponseSchema } from "../lib/marketplace/oauth";
import { createTokenStore } from "../lib/marketplace/tokens";
import { processRunItems } from "../lib/runs/process";
import { createRun, getRunSummary, listRunItems } from "../lib/runs/store";
import { createRunRegistry } from "../lib/runs/types";
import { waitUntilUp } from "./load";

/**
 * A bulk stock edit of 1,000 listings (BENCH_EDITS) against the real profile's request rate, on the lib
 * code: the CSV read, the preflight, then the stored run drained by the runs worker's own pass, each row
 * through the single edit's path (fresh read, guards, PUT, read back, audit). The sandbox runs in its own
 * process with `SANDBOX_PROFILE=real` at BENCH_RATE requests a second (default 30, as the e2e real
 * profile) and burst BENCH_BURST (5). Prints the run's calls, the 429s the governor absorbed, the rows a
 * seller would see failed or rate-limited (must be none), and the run's time ÷ the rate's floor:
 * (calls − burst) ÷ rate, the least any client could take. Target: ≤ 1.2×.
 * Run: npx tsx --conditions=react-server bench/bulk-edit-real-profile.ts   (BENCH_SANDBOX_PORT, default 4341)
 */
const PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4341);
const RATE = Number(process.env.BENCH_RATE ?? 30);
const BURST = Number(process.env.BENCH_BURST ?? 5);
const EDITS = Number(process.env.BENCH_EDITS ?? 1_000);
const SELLER = 241_370_001;
const url = `http://127.0.0.1:${PORT}`;
const child = spawn("npx", ["tsx", "sandbox/server.ts"], {
  env: {
    ...process.env,
    SANDBOX_PORT: String(PORT),
    SANDBOX_CALLBACK_URL: "",
    SANDBOX_PROFILE: "real",
    SANDBOX_RATE_PER_SECOND: String(RATE),
    SANDBOX_RATE_BURST: String(BURST),
  },
  stdio: "ignore",
  detached: true,
});
const dir = mkdtempSync(path.join(tmpdir(), "mostrador-bulk-edit-bench-"));
const post = async (p: string, body: unknown) => {
  const res = await fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return res.json();
};
type Logged = { id: number; method: string; path: string; query: string; status: number };
async function logAfter(afterId: number): Promise<Logged[]> {
  const out: Logged[] = [];
  for (let after = afterId; ;) {
    const page = (await (await fetch(`${url}/__sandbox/requests?limit=20000&after_id=${after}`)).json()) as Logged[];
    if (page.length === 0) return out;
    out.push(...page);
    after = Math.max(...page.map((r) => r.id));
  }
}
const lastLogId = async () => Math.max(0, ...(await logAfter(0)).map((r) => r.id));
const countLog = (log: Logged[]) => ({
  served: log.filter((r) => r.status !== 429).length,
  limited: log.filter((r) => r.status === 429).length,
});

try {
  await waitUntilUp(`${url}/__sandbox/clock`, 60_000);
  const grown = (await post(`/__sandbox/sellers/${SELLER}/items`, { total: Math.ceil(EDITS * 1.3) + 200 })) as { ids: string[] };
  const { db, close } = await openDb({ dataDir: dir });
  const governor = createGovernor();
  const http = createHttp({ baseUrl: url, timeoutMs: 30_000, governor });
  const store = createTokenStore({
    db,
    cipher: createTokenCipher(randomBytes(32).toString("base64")),
    http,
    client: { clientId: "5503910054141466", clientSecret: "sandbox-client-secret" },
  });
  await store.saveTokens(
    (await db.workspace.create({ data: { id: "ws-bench", sellerId: BigInt(SELLER), nickname: "TIENDA_PAMPA", siteId: "MLA" } })).id,
    tokenResponseSchema.parse(await post("/__sandbox/tokens", { user_id: SELLER })),
  );
  const user = await db.user.create({ data: { name: "Bench", email: "bench@test" } });
  const marketplace = createSellerClient(http, store, SELLER);

  // The generated listings that a stock edit applies to (active, no variations), read as any client would.
  const editable: string[] = [];
  for (let i = 0; i < grown.ids.length && editable.length < EDITS; i += 20) {
    const page = (await marketplace("/items", {
      query: { ids: grown.ids.slice(i, i + 20).join(",") },
      schema: z.array(z.any()),
    })) as Array<{ code: number; body: { id: string; status: string; variations?: unknown[] } }>;
    for (const e of page) if (e.code === 200 && e.body.status === "active" && !e.body.variations?.length) editable.push(e.body.id);
  }
  const ids = editable.slice(0, EDITS);
  if (ids.length < EDITS) throw new Error(`only ${ids.length} editable listings`);
  const csv = ["item_id,stock", ...ids.map((id, n) => `${id},${20 + (n % 50)}`)].join("\n");

  await new Promise((r) => setTimeout(r, 1_000));
  const owner = { workspaceId: "ws-bench", sellerId: SELLER, siteId: "MLA" };
  const read = readBulkCsv(csv);
  if (!read.ok) throw new Error(read.message);
  const beforePreflight = await lastLogId();
  let started = performance.now();
  const preflight = await loadBulkPreflight({ db, marketplace, owner }, read.rows);
  const preflightSeconds = (performance.now() - started) / 1000;
  const preflightCalls = countLog(await logAfter(beforePreflight));
  if (preflight.refused.length) throw new Error(`preflight refused ${preflight.refused.length}: ${JSON.stringify(preflight.refused[0])}`);

  const runId = await createRun(db, {
    kind: LISTING_BULK_RUN,
    workspaceId: "ws-bench",
    startedById: user.id,
    params: { refused: [] },
    targets: preflight.accepted.map((a) => ({
      target: a.itemId,
      input: { line: a.line, change: a.change, expected: a.expected, confirmAutomationOff: false } satisfies BulkRunInput,
    })),
  });
  const registry = createRunRegistry({ [LISTING_BULK_RUN]: listingBulkRunHandler(async () => marketplace) });
  await new Promise((r) => setTimeout(r, 1_000)); // the bucket full again: the run's log starts here
  const beforeRun = await lastLogId();
  started = performance.now();
  let lastShown = started;
  for (;;) {
    const pass = await processRunItems(db, registry, { limit: 20 });
    const summary = await getRunSummary(db, "ws-bench", runId);
    if (performance.now() - lastShown > 15_000) {
      lastShown = performance.now();
      console.log(`  … ${summary!.counts.done} done, ${summary!.counts.pending} pending`);
    }
    if (summary!.status === "finished") break;
    // Rows waiting out a 429 are due later: the worker's poll would pick them up; here a short wait.
    if (pass.claimed === 0) await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  const runCalls = countLog(await logAfter(beforeRun));
  const rows = await listRunItems(db, runId, { limit: 5000 });
  const shown = rows.filter((r) => r.status !== "done");
  const floor = Math.max(0, runCalls.served - BURST) / RATE;

  console.log(`\n${EDITS} stock edits; sandbox real profile at ${RATE}/s, burst ${BURST}`);
  console.log(`preflight: ${preflightSeconds.toFixed(1)} s, ${preflightCalls.served} calls (${preflightCalls.limited} 429 absorbed)`);
  console.log(`run: ${runCalls.served} calls served (${(runCalls.served / EDITS).toFixed(1)} per edit), ${runCalls.limited} 429 absorbed`);
  console.log(`rows done ${rows.length - shown.length} of ${rows.length}; rows a seller sees not done: ${shown.length}`);
  console.log(`time: ${seconds.toFixed(1)} s; the rate's floor: ${floor.toFixed(1)} s; ratio ${(seconds / floor).toFixed(2)}`);
  await close();
} finally {
  process.kill(-child.pid!, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}
