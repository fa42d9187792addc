import { SELLER } from "../sandbox/testing.ts";
import { subscribeLiveEvents } from "../lib/live/bus.ts";
import { startLiveBench } from "./live-setup.ts";
import { ms, percentile } from "./load.ts";

/**
 * A buyer asks (POST /questions on the sandbox) → the sandbox notifies our callback → the processor
 * reads the question → question.updated reaches a subscriber of the workspace's event stream (what
 * /api/events forwards). 100 questions, one at a time. Run: npx tsx bench/ask-to-event.ts
 */
const QUESTIONS = 100;

const bench = await startLiveBench();
try {
  await bench.control("PUT", "/__sandbox/application", { callback_url: bench.callbackUrl });
  const sellerToken = await bench.sandbox.tokenFor(SELLER.MLA);
  const search = (await (
    await fetch(`${bench.sandbox.url}/questions/search?seller_id=${SELLER.MLA}&api_version=4&limit=50`, {
      headers: { authorization: `Bearer ${sellerToken}` },
    })
  ).json()) as { questions: Array<{ item_id: string; from: { id: number } }> };
  const buyerToken = await bench.sandbox.tokenFor(search.questions[0]!.from.id);
  const items = [...new Set(search.questions.map((q) => q.item_id))];

  const waiting = new Map<string, () => void>();
  const unsubscribe = subscribeLiveEvents(bench.workspaceId, (e) => {
    if (e.type === "question.updated") waiting.get(e.questionId)?.();
  });
  const latencies: number[] = [];
  let asked = 0;
  for (let i = 0; asked < QUESTIONS && i < QUESTIONS * 3; i++) {
    const started = performance.now();
    const res = await fetch(`${bench.sandbox.url}/questions`, {
      method: "POST",
      headers: { authorization: `Bearer ${buyerToken}`, "content-type": "application/json" },
      body: JSON.stringify({ item_id: items[i % items.length], text: `¿Tienen stock para envío hoy? (${i})` }),
    });
    if (!res.ok) continue; // an item that is not active: try the next one
    const { id } = (await res.json()) as { id: number };
    const arrived = new Promise<void>((resolve) => waiting.set(String(id), resolve));
    await Promise.race([arrived, new Promise((r) => setTimeout(r, 5_000))]);
    latencies.push(performance.now() - started);
    asked++;
  }
  unsubscribe();
  console.log(`buyer asks → question.updated on the event stream, ${latencies.length} questions (sandbox process, PGlite)`);
  console.log(`  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  max ${ms(Math.max(...latencies))}`);
} finally {
  await bench.close();
}
