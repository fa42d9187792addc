/**
 * Questions sandbox bench: `npx tsx bench/sandbox-questions.ts`.
 * 1. A seller with 50,000 questions: GET /questions/search first page, filtered and sorted, p50/p95 over HTTP.
 * 2. 1,000 new questions over HTTP → all 1,000 notifications delivered to a local receiver: total time.
 */
import { startReceiver } from "../sandbox/notifications/receiver.ts";
import { storeFor } from "../sandbox/notifications/store.ts";
import { ensureItems, makeItem } from "../sandbox/questions/fixtures.ts";
import { insertQuestion, type Question } from "../sandbox/questions/state.ts";
import { SELLER, startSandbox } from "../sandbox/testing.ts";

const SELLER_ID = SELLER.MLA;
const QUESTIONS = 50_000;
const SEARCH_RUNS = 500;
const NEW_QUESTIONS = 1_000;

const run = await startSandbox();
ensureItems(run);
const { state, clock } = run.sandbox.ctx;
const items = [...state.catalog.items.values()].filter((i) => i.seller_id === SELLER_ID && i.status === "active");
const buyers = [...state.users.values()].filter((u) => u.role === "buyer" && u.site_id === "MLA").map((u) => u.id);

// 1. Fill the seller's inbox (extra items so the questions spread like a large catalogue).
for (let n = 0; n < 200; n++) {
  const item = makeItem("MLA", SELLER_ID, `MLA7${String(n).padStart(8, "0")}`, "home", "Mesa de Luz Escandinava Madera");
  state.catalog.items.set(item.id, item);
  items.push(item);
}
const now = clock.nowMs();
const STATUSES: Question["status"][] = ["ANSWERED", "ANSWERED", "ANSWERED", "UNANSWERED", "CLOSED_UNANSWERED"];
for (let n = 0; n < QUESTIONS; n++) {
  const at = now - 30 * 86_400_000 + Math.floor((n / QUESTIONS) * 30 * 86_400_000);
  const status = STATUSES[n % STATUSES.length]!;
  const q: Question = {
    id: state.questions.nextId++,
    seller_id: SELLER_ID,
    item_id: items[n % items.length]!.id,
    from_id: buyers[n % buyers.length]!,
    text: "¿Tenés stock disponible para envío hoy?",
    status,
    date_created: at,
    last_updated: at,
    answer: status === "ANSWERED" ? { text: "Sí, despachamos hoy mismo.", status: "ACTIVE", date_created: at + 3_600_000 } : null,
    deleted_from_listing: false,
    hold: false,
    suspected_spam: false,
    app_id: null,
  };
  insertQuestion(state.questions, q);
}
const total = state.questions.bySeller.get(SELLER_ID)!.length;
const token = await run.tokenFor(SELLER_ID);
const headers = { authorization: `Bearer ${token}` };

async function timeSearch(query: string): Promise<{ p50: number; p95: number; total: number }> {
  const url = `${run.url}/questions/search?seller_id=${SELLER_ID}&api_version=4&${query}`;
  let last = 0;
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers })).json();
  const times: number[] = [];
  for (let i = 0; i < SEARCH_RUNS; i++) {
    const t = performance.now();
    const body = (await (await fetch(url, { headers })).json()) as { total: number };
    times.push(performance.now() - t);
    last = body.total;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.floor((times.length - 1) * p)]! * 100) / 100;
  return { p50: pct(0.5), p95: pct(0.95), total: last };
}

console.log(`seller ${SELLER_ID}: ${total} questions`);
for (const [label, query] of [
  ["status=UNANSWERED, date_created DESC, limit 50", "status=UNANSWERED&sort_fields=date_created&sort_types=DESC&limit=50"],
  [
    "status=ANSWERED, item_id ASC + date_created DESC, limit 50",
    "status=ANSWERED&sort_fields=item_id,date_created&sort_types=ASC,DESC&limit=50",
  ],
  ["period last 7 days, default sort, limit 50", `date_created.from=${new Date(now - 7 * 86_400_000).toISOString()}&limit=50`],
] as const) {
  const r = await timeSearch(query);
  console.log(`search ${label}: p50 ${r.p50} ms, p95 ${r.p95} ms (total ${r.total})`);
}

// 2. 1,000 questions asked over HTTP; the receiver answers 200 at once.
const receiver = await startReceiver(() => 200);
state.application.callbackUrl = receiver.url;
state.application.topics = ["questions"];
const buyerTokens = await Promise.all(buyers.map((b) => run.tokenFor(b)));

/** Asks `count` questions over HTTP (32 at a time) and waits until the receiver has every notification. */
async function askAndDeliver(count: number): Promise<{ asked: number; received: number; delivered: number }> {
  const before = receiver.received.length;
  const ackedBefore = acknowledged();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const res = await fetch(`${run.url}/questions`, {
        method: "POST",
        headers: { authorization: `Bearer ${buyerTokens[n % buyerTokens.length]}`, "content-type": "application/json" },
        body: JSON.stringify({ item_id: items[n % items.length]!.id, text: "Hola, ¿cuánto tarda en llegar a Rosario?" }),
      });
      if (res.status !== 200) throw new Error(`POST /questions ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  const asked = performance.now() - started;
  await receiver.waitFor(before + count, () => true, 60_000);
  const received = Math.round(performance.now() - started);
  // Delivered means acknowledged (200 within 500 ms); a late 200 is retried 20 s later, as the API would.
  for (;;) {
    if (acknowledged() >= ackedBefore + count) break;
    if (performance.now() - started > 120_000) throw new Error("deliveries not acknowledged after 120 s");
    await new Promise((r) => setTimeout(r, 20));
  }
  return { asked: Math.round(asked), received, delivered: Math.round(performance.now() - started) };
}

/** Notifications acknowledged so far, read from the dispatcher's store. */
function acknowledged(): number {
  let n = 0;
  for (const x of storeFor(run.sandbox.ctx.state).notifications.values()) if (x.status === "delivered") n++;
  return n;
}

const cold = await askAndDeliver(NEW_QUESTIONS);
const warm = await askAndDeliver(NEW_QUESTIONS);
const log = (await (await fetch(`${run.url}/__sandbox/deliveries?limit=5000`)).json()) as {
  total: number;
  deliveries: Array<{ delivered: boolean }>;
};
for (const [label, r] of [
  ["cold (first run, JIT warming)", cold],
  ["warm (second run)", warm],
] as const) {
  console.log(
    `notifications ${label}: ${NEW_QUESTIONS} questions asked in ${r.asked} ms; all received by the callback after ${r.received} ms; ` +
      `all acknowledged after ${r.delivered} ms`,
  );
}
const late = log.deliveries.filter((d) => !d.delivered).length;
console.log(`delivery attempts: ${log.total}, acknowledged: ${log.total - late}, late or failed (retried): ${late}`);

await receiver.close();
await run.close();
