import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buyersOf, client, ensureItems, sellerItems } from "../questions/fixtures.ts";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { startReceiver, type Receiver } from "./receiver.ts";
import type { NotificationBody } from "./store.ts";

let run: RunningSandbox;
let api: ReturnType<typeof client>;
let receiver: Receiver;
const S: number = SELLER.MLA;
const HOUR = 3_600_000;
let buyer: number;
let itemId: string;

beforeAll(async () => {
  run = await startSandbox();
  ensureItems(run);
  api = client(run);
  receiver = await startReceiver();
  run.sandbox.ctx.state.application.callbackUrl = receiver.url;
  run.sandbox.ctx.state.application.topics = ["questions"];
  buyer = buyersOf(run, "MLA")[0]!;
  itemId = sellerItems(run, S)[0]!.id;
});
afterAll(async () => {
  await run.close();
  await receiver.close();
});
afterEach(() => {
  receiver.behaviour = () => 200;
});

const ask = async () => (await api("POST", "/questions", { as: buyer, body: { item_id: itemId, text: "¿Tenés stock disponible?" } })).body;
const forResource = (resource: string) => (b: NotificationBody) => b.resource === resource;
const deliveries = async (resource: string) => (await api("GET", `/__sandbox/deliveries?resource=${encodeURIComponent(resource)}`)).body;

describe("question notifications", () => {
  it("a buyer asks, the callback is notified, the seller reads and answers, and a second notification arrives", async () => {
    const question = await ask();
    const resource = `/questions/${question.id}`;
    const [first] = await receiver.waitFor(1, forResource(resource));
    expect(first).toMatchObject({
      resource,
      user_id: S,
      topic: "questions",
      attempts: 1,
      application_id: Number(run.sandbox.ctx.state.application.id),
    });
    expect(first!._id).toMatch(/^[0-9a-f]{24}$/);
    expect(first!.sent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(first!.received).toMatch(/Z$/);

    const read = await api("GET", first!.resource, { as: first!.user_id });
    expect(read.body).toMatchObject({ id: question.id, status: "UNANSWERED" });
    const answered = await api("POST", "/answers", {
      as: S,
      body: { question_id: question.id, text: "Sí, tenemos stock para entrega inmediata." },
    });
    expect(answered.body.status).toBe("ANSWERED");
    const both = await receiver.waitFor(2, forResource(resource));
    expect(both[1]).toMatchObject({ resource, user_id: S, topic: "questions" });
    expect(both[1]!._id).not.toBe(first!._id);
  });

  it("a callback that answers 500 twice then 200 gets exactly 3 attempts", async () => {
    receiver.behaviour = (n) => (n <= 2 ? 500 : 200);
    const resource = `/questions/${(await ask()).id}`;
    await receiver.waitFor(1, forResource(resource));
    // Retries are on sandbox time: moving the clock an hour makes every later attempt due now.
    run.sandbox.ctx.clock.advance(HOUR);
    const got = await receiver.waitFor(3, forResource(resource));
    expect(got.map((b) => b.attempts)).toEqual([1, 2, 3]);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.filter(forResource(resource))).toHaveLength(3);
    const log = await deliveries(resource);
    expect(log.deliveries.map((d: { response: { http_code: number } }) => d.response.http_code)).toEqual([500, 500, 200]);
    expect(log.deliveries.map((d: { delivered: boolean }) => d.delivered)).toEqual([false, false, true]);
  });

  it("retries wait for their time: a failed delivery is not retried before 20 s of sandbox time", async () => {
    receiver.behaviour = (n) => (n === 1 ? 503 : 200);
    const resource = `/questions/${(await ask()).id}`;
    await receiver.waitFor(1, forResource(resource));
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.filter(forResource(resource))).toHaveLength(1);
    run.sandbox.ctx.clock.advance(20_000);
    await receiver.waitFor(2, forResource(resource));
  });

  it("a callback that always times out ends in missed_feeds after 8 attempts", async () => {
    receiver.behaviour = () => "hang";
    const resource = `/questions/${(await ask()).id}`;
    await receiver.waitFor(1, forResource(resource));
    run.sandbox.ctx.clock.advance(2 * HOUR);
    await receiver.waitFor(8, forResource(resource), 15_000);
    const appId = run.sandbox.ctx.state.application.id;
    let messages: Array<Record<string, any>> = [];
    for (let i = 0; i < 50 && messages.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      messages = (await api("GET", `/missed_feeds?app_id=${appId}&topic=questions`, { as: S })).body.messages.filter(
        (m: { resource: string }) => m.resource === resource,
      );
    }
    expect(messages).toHaveLength(1);
    const m = messages[0]!;
    expect(m).toMatchObject({ resource, topic: "questions", user_id: S, attempts: 8 });
    expect(JSON.parse(m.request.data)).toMatchObject({ resource, attempts: 8 });
    expect(m.request.headers["content-type"]).toBe("application/json");
    expect(m.response).toHaveProperty("req_time");
    expect(m.response.http_code).toBeNull();
    const log = await deliveries(resource);
    expect(log.deliveries).toHaveLength(8);
    expect(log.deliveries.every((d: { response: { error: string } }) => d.response.error === "timeout")).toBe(true);
    // Notes §3: the missed feed keeps 2 days.
    run.sandbox.ctx.clock.advance(49 * HOUR);
    const later = await client(run)("GET", `/missed_feeds?app_id=${appId}`, { as: S });
    expect(later.body.messages.filter((x: { resource: string }) => x.resource === resource)).toHaveLength(0);
  });

  it("missed_feeds needs a token and the application id; default limit is 10", async () => {
    const c = client(run);
    expect((await c("GET", `/missed_feeds?app_id=${run.sandbox.ctx.state.application.id}`)).status).toBe(401);
    expect((await c("GET", `/missed_feeds`, { as: S })).status).toBe(400);
    expect((await c("GET", `/missed_feeds?app_id=999`, { as: S })).status).toBe(404);
    expect((await c("GET", `/missed_feeds?app_id=${run.sandbox.ctx.state.application.id}&topic=items`, { as: S })).status).toBe(400);
    expect((await c("GET", `/missed_feeds?app_id=${run.sandbox.ctx.state.application.id}&topic=items&site_id=MLA`, { as: S })).status).toBe(
      200,
    );
  });

  it("a hanging callback never slows the request that published", async () => {
    receiver.behaviour = () => "hang";
    const c = client(run);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, () => c("POST", "/questions", { as: buyer, body: { item_id: itemId, text: "¿Hacen envíos?" } })),
    );
    // 20 hung deliveries would take 10 s if publishing waited for them; the margin holds on a busy machine.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("simulate: seeded buyers ask realistic questions on the seller's active items and each one notifies", async () => {
    const c = client(run);
    const before = run.sandbox.ctx.state.questions.byId.size;
    const res = await c("POST", "/__sandbox/simulate/questions", { body: { seller_id: S, count: 25, interval_ms: 0 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ seller_id: S, count: 25, interval_ms: 0 });
    const mine = (b: NotificationBody) => Number(b.resource.split("/")[2]) > 0 && b.user_id === S && b.attempts === 1;
    const startCount = receiver.received.filter(mine).length;
    await receiver.waitFor(startCount + 25, mine);
    const added = [...run.sandbox.ctx.state.questions.byId.values()].slice(before);
    expect(added).toHaveLength(25);
    const active = new Set(sellerItems(run, S).map((i) => i.id));
    const mla = new Set(buyersOf(run, "MLA"));
    expect(added.every((q) => active.has(q.item_id) && mla.has(q.from_id) && q.text.length > 5)).toBe(true);
  });

  it("simulate stops on reset", async () => {
    const res = await client(run)("POST", "/__sandbox/simulate/questions", { body: { seller_id: S, count: 1000, interval_ms: 20 } });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    run.sandbox.reset();
    ensureItems(run);
    const after = run.sandbox.ctx.state.questions.byId.size;
    await new Promise((r) => setTimeout(r, 200));
    expect(run.sandbox.ctx.state.questions.byId.size).toBe(after);
  });
});
