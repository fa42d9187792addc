import { spawn } from "node:child_process";
import { waitUntilUp } from "./load";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTokenCipher } from "../lib/crypto/token-cipher";
import { openDb } from "../lib/db/client";
import { refreshListingIfOld } from "../lib/listing/seller-listing";
import { createSellerClient } from "../lib/marketplace/client";
import { createGovernor } from "../lib/marketplace/governor";
import { createHttp } from "../lib/marketplace/http";
import { tokenResponseSchema } from "../lib/marketplace/oauth";
import { withProgress } from "../lib/marketplace/progress";
import { createTokenStore } from "../lib/marketplace/tokens";
import { sweepWorkspace } from "../lib/questions/sweep";

/**
 * A big seller's import against the real profile's request rate, on the lib code (the import is a
 * library call: the listing read, then the first sweep), over HTTP to a sandbox
 * in its own process with `SANDBOX_PROFILE=real` (10 requests a second per application, burst 5,
 * unless BENCH_RATE / BENCH_BURST say otherwise). The seller gets 10,000 listings and 5,000 questions
 * (BENCH_ITEMS, BENCH_QUESTIONS). Prints the calls by kind (multi-gets against ceil(n/20)), the 429s
 * the governor absorbed, errors a user would have seen (must be none), and the time as a ratio to the
 * rate's floor: (calls − burst) ÷ rate, the least any client could take.
 * Run: npx tsx --conditions=react-server bench/import-real-profile.ts   (BENCH_SANDBOX_PORT, default 4331)
 */
const PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4331);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 5);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5_000);
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
const dir = mkdtempSync(path.join(tmpdir(), "mostrador-import-bench-"));
const post = async (p: string, body: unknown) => {
  const res = await fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return res.json();
};
type Logged = { id: number; method: string; path: string; query: string; status: number };

/** The whole request log after `afterId`, paged (the log answers at most 20,000 a call). */
async function logAfter(afterId: number): Promise<Logged[]> {
  const out: Logged[] = [];
  for (let after = afterId; ;) {
    const page = (await (await fetch(`${url}/__sandbox/requests?limit=20000&after_id=${after}`)).json()) as Logged[];
    if (page.length === 0) return out;
    out.push(...page);
    after = Math.max(...page.map((r) => r.id));
  }
}

function kindOf(r: Logged): string {
  if (r.path === "/items" && r.query.includes("ids=")) return "items multi-get";
  if (/^\/users\/\d+\/items\/search$/.test(r.path)) return "item id pages";
  if (/^\/sites\/\w+\/search$/.test(r.path)) return "search-by-seller pages";
  if (r.path === "/questions/search") return "question pages";
  if (r.path === "/users" || r.path.startsWith("/users/")) return "users";
  if (r.path.startsWith("/missed_feeds")) return "missed feeds";
  return r.path;
}

try {
  await waitUntilUp(`${url}/__sandbox/clock`, 60_000);
  const items = (await post(`/__sandbox/sellers/${SELLER}/items`, { total: ITEMS })) as { total: number };
  const questions = (await post(`/__sandbox/sellers/${SELLER}/questions`, { total: QUESTIONS })) as { total: number };
  const { db, close } = await openDb({ dataDir: dir });
  const governor = createGovernor();
  const http = createHttp({ baseUrl: url, timeoutMs: 30_000, governor });
  const store = createTokenStore({
    db,
    cipher: createTokenCipher(randomBytes(32).toString("base64")),
    http,
    client: { clientId: "5503910054141466", clientSecret: "sandbox-client-secret" },
  });
  const tokenBody = tokenResponseSchema.parse(await post("/__sandbox/tokens", { user_id: SELLER }));
  const ws = await db.workspace.create({ data: { sellerId: BigInt(SELLER), nickname: "TIENDA_PAMPA", siteId: "MLA" } });
  await store.saveTokens(ws.id, tokenBody);
  let lastShown = 0;
  const marketplace = withProgress(createSellerClient(http, store, SELLER), ({ done, total }) => {
    if (performance.now() - lastShown < 10_000) return;
    lastShown = performance.now();
    const lane = governor.lane("application");
    console.log(`  … ${done} of ${total} calls answered (pacing at ${lane.rate.toFixed(1)}/s, ${lane.queued} queued)`);
  });
  // Nothing but the import from here on: the bucket is full again, and the log starts after this id.
  await new Promise((r) => setTimeout(r, 1_000));
  const before = Math.max(0, ...(await logAfter(0)).map((r) => r.id));

  console.log(`seller ${SELLER}: ${items.total} listings, ${questions.total} questions; sandbox rate ${RATE}/s, burst ${BURST}`);
  const started = performance.now();
  const userErrors: string[] = [];
  // The listing first, then the questions: the sweep's upserts read the facts of their questions' items,
  // which the listing has just stored (run together, both read them: ~90 multi-gets more).
  await refreshListingIfOld(db, marketplace, { workspaceId: ws.id, sellerId: SELLER, siteId: "MLA" }, 0).catch((e: unknown) =>
    userErrors.push(`listing: ${String(e)}`),
  );
  const listingSeconds = (performance.now() - started) / 1000;
  const swept = await sweepWorkspace({ db, clientFor: async () => marketplace, applicationId: "5503910054141466" }, ws.id).catch(
    (e: unknown) => userErrors.push(`questions: ${String(e)}`),
  );
  const seconds = (performance.now() - started) / 1000;

  const log = await logAfter(before);
  const byKind = new Map<string, { served: number; limited: number }>();
  for (const r of log) {
    const k = byKind.get(kindOf(r)) ?? { served: 0, limited: 0 };
    if (r.status === 429) k.limited++;
    else k.served++;
    byKind.set(kindOf(r), k);
  }
  const served = log.filter((r) => r.status !== 429).length;
  const limited = log.length - served;
  const floor = Math.max(0, served - BURST) / RATE;
  const stored = await db.itemListing.findUnique({ where: { workspaceId: ws.id }, select: { itemIds: true } });
  const importedQuestions = await db.question.count({ where: { workspaceId: ws.id } });

  console.log("\n| calls | served | 429 (absorbed) |\n|---|---|---|");
  for (const [kind, k] of [...byKind].sort((a, b) => b[1].served - a[1].served)) console.log(`| ${kind} | ${k.served} | ${k.limited} |`);
  console.log(`| **all** | ${served} | ${limited} |`);
  const multiGets = byKind.get("items multi-get")?.served ?? 0;
  console.log(
    `\nlistings stored: ${stored?.itemIds.length ?? 0} of ${items.total}; questions imported: ${importedQuestions} (sweep: ${JSON.stringify(swept)})`,
  );
  console.log(`items multi-gets: ${multiGets} (ceil(${items.total}/20) = ${Math.ceil(items.total / 20)})`);
  console.log(`errors a user would see: ${userErrors.length ? userErrors.join("; ") : "none"}`);
  console.log(`listing read: ${listingSeconds.toFixed(1)} s, then the sweep: ${(seconds - listingSeconds).toFixed(1)} s`);
  console.log(
    `time: ${seconds.toFixed(1)} s; the rate's floor for ${served} calls: ${floor.toFixed(1)} s; ratio ${(seconds / floor).toFixed(2)}`,
  );
  await close();
} finally {
  process.kill(-child.pid!, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
}
