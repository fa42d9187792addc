import { startPushService } from "../lib/testing/push-service.ts";
import { percentile, ms, signIn, startProductionApp } from "./load.ts";

/**
 * Buyer question → push message accepted by the push service, through the production server
 * (scripts/start.ts: serve.mjs with the sandbox, embedded PGlite). The seller signs in, one device
 * subscribes (at a local push service that records arrival times and decrypts each message); then 100
 * buyers' questions, one at a time: the sandbox creates the question and notifies our callback, the
 * processor reads it, the push is encrypted, signed and accepted. Timed from just before the sandbox's
 * POST /questions to the push service's receipt. Control in the same run: the POST /questions alone (the
 * sandbox creating the question, the floor of this path on this machine at this moment).
 * Run (after npx next build): npx tsx bench/push-latency.ts
 */
const QUESTIONS = 100;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3560);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4560);
const SELLER = 241_370_001;
const BUYER = 318_600_102;

const PUSH_PORT = Number(process.env.BENCH_PUSH_PORT ?? 4570);
// The local push service is accepted only as an extra origin, and a production server takes a private one
// only from the test launcher (test reset against the sandbox): scripts/start.ts passes these on.
process.env.PUSH_EXTRA_ORIGINS = `http://127.0.0.1:${PUSH_PORT}`;
process.env.MOSTRADOR_TEST_RESET = "1";
const server = await startProductionApp({ appPort: APP_PORT, sandboxPort: SANDBOX_PORT, dataDir: ".data/bench-push" });
const push = await startPushService({ port: PUSH_PORT });
try {
  await server.waitForSandboxLine("public catalog ready");
  const cookie = await signIn(server.url);
  const app = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { cookie, origin: server.url, "content-type": "application/json", ...init.headers },
    });
  // The first import done, so every question below arrives as news, through the callback.
  for (let i = 0; ; i++) {
    await app("/api/questions/sync", { method: "POST" });
    const total = ((await (await app("/api/questions?status=UNANSWERED&limit=1")).json()) as { total?: number }).total ?? 0;
    if (total > 0) break;
    if (i > 120) throw new Error("the first import did not finish");
    await new Promise((r) => setTimeout(r, 1_000));
  }
  const device = push.subscribe();
  const subscribed = await app("/api/push/subscription", {
    method: "POST",
    body: JSON.stringify({
      ...device,
      newQuestions: true,
      onlyAssigned: false,
      buyerReplies: false,
      quietStart: null,
      quietEnd: null,
      timeZone: "UTC",
      locale: "en",
      label: "bench",
    }),
  });
  if (subscribed.status !== 204) throw new Error(`subscribe: ${subscribed.status} ${await subscribed.text()}`);

  const search = (await (await fetch(`${server.sandboxUrl}/sites/MLA/search?seller_id=${SELLER}&limit=20`)).json()) as {
    results: Array<{ id: string }>;
  };
  const buyerToken = (
    (await (
      await fetch(`${server.sandboxUrl}/__sandbox/tokens`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user_id: BUYER }),
      })
    ).json()) as { access_token: string }
  ).access_token;

  const latencies: number[] = [];
  const control: number[] = [];
  let lost = 0;
  for (let i = 0; latencies.length + lost < QUESTIONS; i++) {
    const before = push.messages.length;
    const started = Date.now();
    const t0 = performance.now();
    const res = await fetch(`${server.sandboxUrl}/questions`, {
      method: "POST",
      headers: { authorization: `Bearer ${buyerToken}`, "content-type": "application/json" },
      body: JSON.stringify({ item_id: search.results[i % search.results.length]!.id, text: `¿Tienen stock para envío hoy? (${i})` }),
    });
    control.push(performance.now() - t0);
    if (!res.ok) continue;
    const { id } = (await res.json()) as { id: number };
    try {
      const [message] = (await push.waitFor(before + 1, device.endpoint, 10_000)).slice(before);
      if (!push.decrypt(message!).includes(`question-${id}`)) throw new Error("a push for another question");
      latencies.push(message!.receivedAt - started);
    } catch {
      lost++;
    }
  }
  const p95 = percentile(latencies, 95);
  const p95Control = percentile(control, 95);
  console.log(
    `buyer asks → push accepted by the push service, ${latencies.length} questions, ${lost} not received (production server, PGlite)`,
  );
  console.log(`  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(p95)}  max ${ms(Math.max(...latencies))}  (target p95 < 1 s)`);
  console.log(
    `  control, POST /questions alone: p50 ${ms(percentile(control, 50))}  p95 ${ms(p95Control)}; p95 ratio ${(p95 / p95Control).toFixed(1)}×`,
  );
} finally {
  await push.close();
  server.stop();
}
