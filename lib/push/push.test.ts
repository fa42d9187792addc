import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { postAnswer } from "../marketplace/questions";
import { answerQuestion } from "../questions/answer-question";
import { assignQuestion } from "../questions/assign-question";
import { syncQuestion } from "../questions/sync-question";
import { pushPayloadSchema, type PushPreferences } from "../schemas/push";
import { removeMember } from "../team/members";
import { startSandbox, type RunningSandbox } from "../../sandbox/testing";
import { startPushService, type LocalPushService, type PushMessage, type TestSubscription } from "../testing/push-service";
import { createInboxFixture, type InboxFixture, type TestWorkspace } from "../testing/test-inbox";
import type { InboxActor } from "../questions/list-questions";
import { pushSaleMessage } from "./hooks";
import { pushNewQuestion } from "./notify-question";
import { pushesSettled } from "./queue";
import { subscribeDevice } from "./subscriptions";

const BUYER = 318_600_102;
let f: InboxFixture;
let sandbox: RunningSandbox;
let push: LocalPushService;

beforeAll(async () => {
  // Fixed keys for this file: nothing is written into the data folder.
  const keys = webpush.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  process.env.VAPID_SUBJECT = "mailto:test@example.com";
  // The local push service is the one origin accepted besides the browsers' push services.
  push = await startPushService();
  process.env.PUSH_EXTRA_ORIGINS = push.url;
  sandbox = await startSandbox();
  f = await createInboxFixture(sandbox);
});
afterAll(async () => {
  await push.close();
  await f.close();
});
beforeEach(async () => {
  await f.db.pushSubscription.deleteMany({});
  push.messages.length = 0;
});

const everything: PushPreferences = {
  newQuestions: true,
  onlyAssigned: false,
  buyerReplies: true,
  quietStart: null,
  quietEnd: null,
  timeZone: "UTC",
};

async function device(member: InboxActor, preferences: Partial<PushPreferences> = {}, locale = "en"): Promise<TestSubscription> {
  const sub = push.subscribe();
  await subscribeDevice(f.db, member, { ...everything, ...preferences, ...sub, locale, label: "Test" });
  return sub;
}

/** A buyer asks on the workspace's first item, straight on the sandbox; the question is read as a notification would make us. */
async function buyerAsks(ws: TestWorkspace, text: string): Promise<bigint> {
  const site = ws === f.b ? "MLB" : "MLA"; // the fixture's two sellers
  const search = (await (await fetch(`${ws.sandboxUrl}/sites/${site}/search?seller_id=${ws.sellerId}&limit=1`)).json()) as {
    results: Array<{ id: string }>;
  };
  const token = await sandbox.tokenFor(BUYER);
  const res = await fetch(`${ws.sandboxUrl}/questions`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ item_id: search.results[0]!.id, text }),
  });
  expect(res.status).toBeLessThan(300);
  const id = ((await res.json()) as { id: number }).id;
  await syncQuestion(f.db, ws.marketplace, ws.id, id);
  return BigInt(id);
}

const payloadOf = (m: PushMessage) => pushPayloadSchema.parse(JSON.parse(push.decrypt(m)));
const sentTo = (sub: TestSubscription) => push.messages.filter((m) => m.endpoint === sub.endpoint);

describe("a new question", () => {
  it("reaches every answering member's device, encrypted for it: item, asker, first words, and the link that opens its composer", async () => {
    const [agent, owner] = [await device(f.a.agent), await device(f.a.owner, {}, "es")];
    const id = await buyerAsks(
      f.a,
      "Hola, ¿tenés este producto en color azul y talle grande? Necesito dos unidades para el viernes que viene sin falta por favor",
    );
    await pushesSettled();
    const [toAgent] = sentTo(agent);
    expect(sentTo(agent)).toHaveLength(1);
    expect(toAgent!.headers["content-encoding"]).toBe("aes128gcm");
    expect(toAgent!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    const item = await f.db.itemSnapshot.findFirstOrThrow({
      where: { workspaceId: f.a.id, id: (await f.db.question.findUniqueOrThrow({ where: { id } })).itemId },
    });
    const asker = await f.db.marketplaceUserSnapshot.findUniqueOrThrow({ where: { id: BigInt(BUYER) } });
    const payload = payloadOf(toAgent!);
    expect(payload).toMatchObject({
      tag: `question-${id}`,
      title: `New question · ${item.title}`,
      url: `/questions?question=${id}&focus=answer`,
    });
    expect(payload.body).toMatch(new RegExp(`^${asker.nickname}: Hola, ¿tenés este producto en color azul`));
    expect(payload.body.endsWith("…")).toBe(true);
    expect(payloadOf(sentTo(owner)[0]!).title).toBe(`Nueva pregunta · ${item.title}`);
    expect(await f.db.pushSubscription.findUniqueOrThrow({ where: { endpoint: agent.endpoint } })).toMatchObject({
      lastSuccessAt: expect.any(Date),
    });
  });

  it("never reaches another workspace's member, a viewer, or a device that did not ask for new questions", async () => {
    const other = await device(f.b.agent);
    const quietPerson = await device(f.a.agent, { newQuestions: false });
    const viewer = push.subscribe();
    await f.db.pushSubscription.create({
      data: { ...f.a.viewer, endpoint: viewer.endpoint, ...viewer.keys, locale: "en", label: "x", timeZone: "UTC" },
    });
    const mine = await device(f.a.owner);
    await buyerAsks(f.a, "¿Hacen factura A?");
    await pushesSettled();
    expect(sentTo(mine)).toHaveLength(1);
    expect([...sentTo(other), ...sentTo(quietPerson), ...sentTo(viewer)]).toHaveLength(0);
  });

  it("is not sent when answered meanwhile, nor during the device's quiet hours", async () => {
    const hh = (offsetHours: number) => new Date(Date.now() + offsetHours * 3_600_000).toISOString().slice(11, 16);
    const sleeping = await device(f.a.owner, { quietStart: hh(-1), quietEnd: hh(1) });
    const awake = await device(f.a.agent, { quietStart: hh(2), quietEnd: hh(3) });
    await buyerAsks(f.a, "¿Tiene garantía?");
    await pushesSettled();
    expect(sentTo(sleeping)).toHaveLength(0);
    expect(sentTo(awake)).toHaveLength(1);

    // Answered on the marketplace before the send: the re-check right before it finds nothing waiting.
    await f.db.pushSubscription.updateMany({ data: { quietStart: null, quietEnd: null } });
    const id = await buyerAsks(f.a, "¿Envían a Córdoba?");
    await pushesSettled();
    push.messages.length = 0;
    await f.db.pushDelivery.deleteMany({});
    await f.db.question.update({ where: { id }, data: { status: "ANSWERED" } });
    expect(await pushNewQuestion(f.db, f.a.id, id)).toBe(0);
    await pushesSettled();
    expect(push.messages).toHaveLength(0);
  });

  it("when answered, replaces the notification on the devices that were told, with who answered", async () => {
    const [agent, owner] = [await device(f.a.agent), await device(f.a.owner)];
    const id = await buyerAsks(f.a, "¿Viene con cargador?");
    await pushesSettled();
    const late = await device(f.a.owner); // subscribed after the question: nothing to replace there
    await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, {
      text: "¡Sí, viene con cargador!",
      composerOpenedAt: new Date().toISOString(),
    });
    await pushesSettled();
    for (const sub of [agent, owner]) {
      const [first, second] = sentTo(sub).map(payloadOf);
      expect(second).toMatchObject({
        tag: first!.tag,
        title: `Answered by ${(await f.db.user.findUniqueOrThrow({ where: { id: f.a.agent.userId } })).name}`,
        silent: true,
      });
      expect(sentTo(sub)[1]!.headers.urgency).toBe("low");
    }
    expect(sentTo(late)).toHaveLength(0);

    // Answered on the marketplace itself: the notification says so once the question is read again.
    const other = await buyerAsks(f.a, "¿Es original?");
    await pushesSettled();
    await postAnswer(f.a.marketplace, Number(other), "Sí, es original.");
    await syncQuestion(f.db, f.a.marketplace, f.a.id, Number(other));
    await pushesSettled();
    const last = sentTo(agent).map(payloadOf).at(-1)!;
    expect(last).toMatchObject({ tag: `question-${other}`, title: "Answered on Mercado Libre", silent: true });
  });

  it("when answered, does not reach a teammate removed or made a viewer since they were told", async () => {
    const [removed, demoted, stays] = await Promise.all(
      ["Removed", "Demoted", "Stays"].map((name) => f.db.user.create({ data: { name } })),
    );
    // Each keeps a role in B too, so removal from A leaves their devices in place (only the join can stop the send).
    await f.db.membership.createMany({
      data: [removed!, demoted!, stays!].flatMap((u) => [
        { userId: u.id, workspaceId: f.a.id, role: "agent" as const },
        { userId: u.id, workspaceId: f.b.id, role: "agent" as const },
      ]),
    });
    const subs = await Promise.all([removed!, demoted!, stays!].map((u) => device({ userId: u.id, workspaceId: f.a.id })));
    const id = await buyerAsks(f.a, "¿Tiene garantía oficial?");
    await pushesSettled();
    for (const sub of subs) expect(sentTo(sub)).toHaveLength(1);
    await removeMember(f.db, { workspaceId: f.a.id, userId: removed!.id });
    await f.db.membership.update({ where: { userId_workspaceId: { userId: demoted!.id, workspaceId: f.a.id } }, data: { role: "viewer" } });
    await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { text: "Sí, 12 meses.", composerOpenedAt: new Date().toISOString() });
    await pushesSettled();
    expect(sentTo(subs[2]!).map(payloadOf)).toEqual([expect.anything(), expect.objectContaining({ tag: `question-${id}`, silent: true })]);
    expect(sentTo(subs[0]!)).toHaveLength(1);
    expect(sentTo(subs[1]!)).toHaveLength(1);
  });

  it("with 'only assigned to me' waits for the assignment, then says so", async () => {
    const mine = await device(f.a.agent, { onlyAssigned: true });
    const id = await buyerAsks(f.a, "¿Cuánto tarda el envío?");
    await pushesSettled();
    expect(sentTo(mine)).toHaveLength(0);
    await assignQuestion(f.db, f.a.owner, id, f.a.agent.userId);
    await pushesSettled();
    expect(sentTo(mine).map(payloadOf)).toEqual([
      expect.objectContaining({ tag: `question-${id}`, title: expect.stringMatching(/^Assigned to you · /) }),
    ]);
  });
});

describe("a buyer's message on a sale", () => {
  it("reaches the devices that asked for buyer messages, tagged by sale, opening the sale", async () => {
    const [wants, doesNot, other] = [await device(f.a.agent), await device(f.a.owner, { buyerReplies: false }), await device(f.b.agent)];
    pushSaleMessage(
      f.db,
      f.a.id,
      2000001234n,
      { id: 5001n, nickname: "COMPRADOR_TEST" },
      "Hola, ¿me mandan la factura a este correo? Gracias",
    );
    await pushesSettled();
    expect(sentTo(wants)).toHaveLength(1);
    expect(payloadOf(sentTo(wants)[0]!)).toMatchObject({
      tag: "sale-2000001234",
      url: "/sales/2000001234",
      body: expect.stringMatching(/^Hola, ¿me mandan la factura/),
    });
    expect([...sentTo(doesNot), ...sentTo(other)]).toHaveLength(0);
  });

  it("names a buyer known only by id with a label holding the id, never a blank name", async () => {
    const wants = await device(f.a.agent);
    // The documented orders search gives the buyer as {id} only: the sale is stored with no nickname.
    pushSaleMessage(f.db, f.a.id, 2000001235n, { id: 89660613n, nickname: "" }, "Hola");
    await pushesSettled();
    expect(payloadOf(sentTo(wants)[0]!)).toMatchObject({ title: "Buyer message · Buyer 89660613" });
  });
});

describe("a person with roles in several accounts", () => {
  it("is told which account, and the tap opens in it; a one-account person's notifications stay as they were", async () => {
    const multi = await f.db.user.create({ data: { name: "Multi" } });
    await f.db.membership.createMany({
      data: [
        { userId: multi.id, workspaceId: f.a.id, role: "agent" },
        { userId: multi.id, workspaceId: f.b.id, role: "viewer" },
      ],
    });
    const [several, one] = [await device({ userId: multi.id, workspaceId: f.a.id }), await device(f.a.agent)];
    const nickname = (await f.db.workspace.findUniqueOrThrow({ where: { id: f.a.id } })).nickname;
    const id = await buyerAsks(f.a, "¿Tienen stock en negro?");
    await pushesSettled();
    const [toSeveral, toOne] = [payloadOf(sentTo(several)[0]!), payloadOf(sentTo(one)[0]!)];
    expect(toSeveral).toMatchObject({
      tag: `question-${id}`,
      title: `${nickname} · ${toOne.title}`,
      url: `/questions?question=${id}&focus=answer&account=${f.a.id}`,
    });
    expect(toOne).toMatchObject({ title: expect.stringMatching(/^New question · /), url: `/questions?question=${id}&focus=answer` });

    // The replacement once answered names it too, and so does a buyer's message on a sale.
    await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { text: "¡Sí, hay en negro!", composerOpenedAt: new Date().toISOString() });
    await pushesSettled();
    const answeredBy = (await f.db.user.findUniqueOrThrow({ where: { id: f.a.agent.userId } })).name;
    expect(payloadOf(sentTo(several)[1]!)).toMatchObject({
      title: `${nickname} · Answered by ${answeredBy}`,
      url: `/questions?question=${id}&focus=answer&account=${f.a.id}`,
      silent: true,
    });
    pushSaleMessage(f.db, f.a.id, 2000005678n, { id: 5001n, nickname: "COMPRADOR_TEST" }, "¿Llega el lunes?");
    await pushesSettled();
    expect(payloadOf(sentTo(several)[2]!)).toMatchObject({
      title: `${nickname} · Buyer message · COMPRADOR_TEST`,
      url: `/sales/2000005678?account=${f.a.id}`,
    });
    expect(payloadOf(sentTo(one)[2]!)).toMatchObject({ title: "Buyer message · COMPRADOR_TEST", url: "/sales/2000005678" });
  });

  it("hears every account they answer in from one device, and not one they only view or have left", async () => {
    const person = await f.db.user.create({ data: { name: "Two hats" } });
    await f.db.membership.createMany({
      data: [
        { userId: person.id, workspaceId: f.a.id, role: "agent" },
        { userId: person.id, workspaceId: f.b.id, role: "owner" },
      ],
    });
    // Turned on once, in A.
    const phone = await device({ userId: person.id, workspaceId: f.a.id });
    const nicknameB = (await f.db.workspace.findUniqueOrThrow({ where: { id: f.b.id } })).nickname;
    const inB = await buyerAsks(f.b, "¿Hacen factura B?");
    await pushesSettled();
    expect(sentTo(phone).map(payloadOf)).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(new RegExp(`^${nicknameB} · New question`)),
        url: `/questions?question=${inB}&focus=answer&account=${f.b.id}`,
      }),
    ]);
    // A viewer cannot answer: B as a viewer is not told.
    await f.db.membership.update({ where: { userId_workspaceId: { userId: person.id, workspaceId: f.b.id } }, data: { role: "viewer" } });
    await buyerAsks(f.b, "¿Envían a Rosario?");
    await pushesSettled();
    expect(sentTo(phone)).toHaveLength(1);
    // Removed from A (where the device was turned on): the device stays, and A is no longer heard.
    await removeMember(f.db, { workspaceId: f.a.id, userId: person.id });
    expect(await f.db.pushSubscription.findUnique({ where: { endpoint: phone.endpoint } })).not.toBeNull();
    await buyerAsks(f.a, "¿Tienen talle 44?");
    await pushesSettled();
    expect(sentTo(phone)).toHaveLength(1);
  });
});

describe("which devices may subscribe", () => {
  it("only at a browser's push service (or the configured local one): any other address is refused, and never sent to", async () => {
    const elsewhere = await startPushService(); // the same kind of server, at an origin nobody allowed
    try {
      const sub = elsewhere.subscribe();
      const host = new URL(elsewhere.url).host;
      for (const endpoint of [sub.endpoint, `https://${host}/push/x`, `https://10.0.0.7/push/x`, `https://push.example.com/x`])
        await expect(
          subscribeDevice(f.db, f.a.agent, { ...everything, ...sub, endpoint, locale: "en", label: "x" }),
          endpoint,
        ).rejects.toMatchObject({
          code: "push_endpoint_refused",
          status: 400,
        });
      await subscribeDevice(f.db, f.a.agent, {
        ...everything,
        endpoint: "https://fcm.googleapis.com/fcm/send/known-host",
        keys: sub.keys,
        locale: "en",
        label: "Chrome",
      });
      // Accepted; removed again, as nothing here resolves the real push service's name.
      await f.db.pushSubscription.delete({ where: { endpoint: "https://fcm.googleapis.com/fcm/send/known-host" } });
      // A row stored before the rule (or written around it) is not sent to either.
      await f.db.pushSubscription.create({
        data: { ...f.a.owner, endpoint: sub.endpoint, ...sub.keys, locale: "en", label: "old", timeZone: "UTC" },
      });
      const mine = await device(f.a.owner);
      await buyerAsks(f.a, "¿Hacen envíos a Córdoba?");
      await pushesSettled();
      expect(sentTo(mine)).toHaveLength(1);
      expect(elsewhere.messages).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it("at most 10 per person: the 11th is refused with its own code, a known device subscribes again, another person is not counted", async () => {
    const subs = [];
    for (let i = 0; i < 10; i++) subs.push(await device(f.a.agent));
    await expect(device(f.a.agent)).rejects.toMatchObject({ code: "too_many_devices", status: 409 });
    expect(await f.db.pushSubscription.count({ where: { userId: f.a.agent.userId } })).toBe(10);
    // The same browser subscribing again (new keys) is no new device.
    const again = push.subscribe();
    await subscribeDevice(f.db, f.a.agent, { ...everything, endpoint: subs[0]!.endpoint, keys: again.keys, locale: "en", label: "Test" });
    await device(f.a.owner);
    // Removing one makes room.
    await f.db.pushSubscription.delete({ where: { endpoint: subs[1]!.endpoint } });
    await device(f.a.agent);
    expect(await f.db.pushSubscription.count({ where: { userId: f.a.agent.userId } })).toBe(10);
  });
});

describe("subscriptions end", () => {
  it("when the push service answers 410 (or 404): the row is deleted", async () => {
    const gone = await device(f.a.agent);
    const alive = await device(f.a.owner);
    push.answerWith(gone.endpoint, 410);
    await buyerAsks(f.a, "¿Aceptan Mercado Pago?");
    await pushesSettled();
    expect(sentTo(gone)).toHaveLength(1);
    expect(await f.db.pushSubscription.findUnique({ where: { endpoint: gone.endpoint } })).toBeNull();
    expect(await f.db.pushSubscription.findUnique({ where: { endpoint: alive.endpoint } })).not.toBeNull();
  });

  it("when the member is removed from the workspace", async () => {
    const user = await f.db.user.create({ data: { name: "Leaving" } });
    await f.db.membership.create({ data: { userId: user.id, workspaceId: f.a.id, role: "agent" } });
    const sub = await device({ userId: user.id, workspaceId: f.a.id });
    const kept = await device(f.a.agent);
    await removeMember(f.db, { workspaceId: f.a.id, userId: user.id });
    expect(await f.db.pushSubscription.findUnique({ where: { endpoint: sub.endpoint } })).toBeNull();
    expect(await f.db.pushSubscription.findUnique({ where: { endpoint: kept.endpoint } })).not.toBeNull();
  });
});
