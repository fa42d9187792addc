import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TEST_ORIGIN as ORIGIN, ROUTE_TEST_SECRET as SECRET, stubRouteEnv } from "../testing/route-env";

// GET /api/events through the real route over an embedded database of its own (the event log over PGlite,
// as a server runs it): Pat is owner of A and viewer of B, Ana is an agent of A only, Cleo owns C.
// `account=all` carries A's and B's events to Pat, each tagged with its account, never C's; Ana's carries
// A's alone. Resuming with Last-Event-ID works across accounts; a removed membership ends the stream.

type Route = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Message = { id?: string; data?: { type: string; questionId?: string; accountId?: string } };
let events: Route;
let jwt: typeof import("next-auth/jwt");
let db: import("../db/client").Db;
let bus: typeof import("./bus");
const ids = { a: "", b: "", c: "", pat: "", ana: "", cleo: "" };
/** How long to wait for an event before calling the test failed (a busy machine is slow, not broken). */
const WAIT = 15_000;

beforeAll(async () => {
  stubRouteEnv("event-stream");
  jwt = await import("next-auth/jwt");
  events = (await import("../../app/api/events/route")).GET as Route;
  bus = await import("./bus");
  db = await (await import("../db")).getDb();
  // The event bus over the database, as a server runs it (the route would start it on its first stream).
  (await import("../jobs/scheduler")).startLiveWorkers();
  const [a, b, c] = await Promise.all(
    [9301n, 9302n, 9303n].map((sellerId, i) => db.workspace.create({ data: { sellerId, nickname: `LIVE_${i}`, siteId: "MLA" } })),
  );
  const [pat, ana, cleo] = await Promise.all(["Pat", "Ana", "Cleo"].map((name) => db.user.create({ data: { name } })));
  await db.membership.createMany({
    data: [
      { userId: pat!.id, workspaceId: a!.id, role: "owner" },
      { userId: pat!.id, workspaceId: b!.id, role: "viewer" },
      { userId: ana!.id, workspaceId: a!.id, role: "agent" },
      { userId: cleo!.id, workspaceId: c!.id, role: "owner" },
    ],
  });
  Object.assign(ids, { a: a!.id, b: b!.id, c: c!.id, pat: pat!.id, ana: ana!.id, cleo: cleo!.id });
});

const cookieFor = (uid: string, workspaceId: string) => jwt.encode({ token: { uid, workspaceId, sv: 0 }, secret: SECRET, maxAge: 3_600 });

function request(cookie: string, query: string, lastEventId?: string) {
  const headers: Record<string, string> = { cookie: `next-auth.session-token=${cookie}` };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  return new NextRequest(`${ORIGIN}/api/events?${query}`, { headers });
}

/** Reads a server-sent event stream as it comes: its messages, whether it ended, and a way to close it. */
function read(res: Response) {
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const messages: Message[] = [];
  let ended = false;
  let heartbeats = 0;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const message: Message = {};
        for (const line of buffer.slice(0, end).split("\n")) {
          if (line.startsWith("id: ")) message.id = line.slice(4);
          if (line.startsWith("data: ")) message.data = JSON.parse(line.slice(6)) as Message["data"];
        }
        if (buffer.startsWith(": heartbeat")) heartbeats++;
        buffer = buffer.slice(end + 2);
        if (message.id || message.data) messages.push(message);
      }
    }
    ended = true;
  })();
  return {
    messages,
    /** "<account>:<question>" of each event received, in order. */
    events: () =>
      messages.filter((m) => m.data?.type === "question.updated").map((m) => `${name(m.data!.accountId)}:${m.data!.questionId}`),
    ended: () => ended,
    heartbeats: () => heartbeats,
    /** Resolves once the stream has said where it starts (its first id line): later publishes reach it. */
    started: () => expect.poll(() => messages.some((m) => m.id !== undefined), { timeout: WAIT }).toBe(true),
    close: () => reader.cancel(),
  };
}

const name = (accountId: string | undefined) => (accountId === ids.a ? "a" : accountId === ids.b ? "b" : accountId === ids.c ? "c" : "?");

async function open(uid: string, query: string, lastEventId?: string) {
  const stream = read(await events(request(await cookieFor(uid, ids.a), query, lastEventId), { params: Promise.resolve({}) }));
  await stream.started();
  return stream;
}

/** Publishes on the bus and waits until the event is stored, so ids follow the test's order. */
async function publish(workspaceId: string, questionId: string) {
  const event = { type: "question.updated" as const, questionId };
  bus.publishLiveEvent(workspaceId, event);
  await expect.poll(() => db.liveEvent.count({ where: { workspaceId, payload: { equals: event } } }), { timeout: WAIT }).toBe(1);
}

describe("GET /api/events?account=all", () => {
  it("carries every account of the person, each event tagged with its account, and never another person's account", async () => {
    const pat = await open(ids.pat, "account=all");
    const ana = await open(ids.ana, "account=all");
    const cleo = await open(ids.cleo, "account=all");
    await publish(ids.a, "1");
    await publish(ids.c, "2");
    await publish(ids.b, "3");
    // Events arrive in id order: once B's has arrived, C's would have too.
    await expect.poll(() => pat.events(), { timeout: WAIT }).toEqual(["a:1", "b:3"]);
    await expect.poll(() => cleo.events(), { timeout: WAIT }).toEqual(["c:2"]);
    await publish(ids.a, "4");
    await expect.poll(() => ana.events(), { timeout: WAIT }).toEqual(["a:1", "a:4"]);
    await expect.poll(() => pat.events(), { timeout: WAIT }).toEqual(["a:1", "b:3", "a:4"]);
    expect(cleo.events()).toEqual(["c:2"]);
    for (const stream of [pat, ana, cleo]) await stream.close();
  });

  it("the one-account stream names its account and carries nothing else", async () => {
    const patB = await open(ids.pat, `account=${ids.b}`);
    const patDefault = await open(ids.pat, "");
    await publish(ids.a, "5");
    await publish(ids.b, "6");
    await expect.poll(() => patB.events(), { timeout: WAIT }).toEqual(["b:6"]);
    expect(patDefault.events()).toEqual(["a:5"]);
    // Naming an account without a role is refused, as on every route.
    expect((await events(request(await cookieFor(ids.ana, ids.a), `account=${ids.b}`), { params: Promise.resolve({}) })).status).toBe(403);
    await patB.close();
    await patDefault.close();
  });

  it("resumes after Last-Event-ID across the accounts, with the presence of each, and takes one stream slot", async () => {
    const live = await open(ids.pat, "account=all");
    await publish(ids.a, "7");
    await expect.poll(() => live.events(), { timeout: WAIT }).toEqual(["a:7"]);
    const lastSeen = live.messages.at(-1)!.id!;
    await live.close(); // the browser drops…
    await publish(ids.b, "8");
    await publish(ids.c, "9");
    await publish(ids.a, "10");
    const { setPresence } = await import("./presence");
    await setPresence(db, ids.b, { id: ids.ana, name: "Ana" }, "8", "viewing");
    // …and reconnects with the last id it saw: what it missed of A and B, in order, and who is where now
    // (sent without an id: the presence as it stands, not a stored event).
    const resumed = await open(ids.pat, "account=all", lastSeen);
    await expect.poll(() => resumed.events(), { timeout: WAIT }).toEqual(["b:8", "a:10"]);
    const presence = () =>
      resumed.messages.filter((m) => m.data?.type === "presence" && !m.id).map((m) => `${name(m.data!.accountId)}:${m.data!.questionId}`);
    await expect.poll(presence, { timeout: WAIT }).toEqual(["b:8"]);
    const resumedIds = resumed.messages.filter((m) => m.data?.type === "question.updated").map((m) => BigInt(m.id!));
    expect(resumedIds[0]! > BigInt(lastSeen) && resumedIds[1]! > resumedIds[0]!).toBe(true);
    // One slot for the stream, however many accounts it carries: with a cap of 2, one more fits, then none.
    const { takeStreamSlot } = await import("./stream-slots");
    const another = takeStreamSlot(ids.pat, 2);
    expect(another).not.toBeNull();
    expect(takeStreamSlot(ids.pat, 2)).toBeNull();
    another!();
    await resumed.close();
  });
});

describe("a membership removed while the all-accounts stream is open", () => {
  it("ends the stream at the next check; the reconnection carries the accounts left", async () => {
    const lee = await db.user.create({ data: { name: "Lee" } });
    await db.membership.createMany({
      data: [
        { userId: lee.id, workspaceId: ids.a, role: "agent" },
        { userId: lee.id, workspaceId: ids.b, role: "agent" },
      ],
    });
    const { liveEventStream } = await import("./event-stream");
    const { stillHoldsAccounts } = await import("../api/with-person");
    const req = request(await cookieFor(lee.id, ids.a), "account=all");
    const accounts = [{ workspaceId: ids.a }, { workspaceId: ids.b }];
    let released = 0;
    // The route's stream with a short heartbeat, so the check runs within the test's patience.
    const stream = read(
      liveEventStream({
        accountIds: accounts.map((a) => a.workspaceId),
        lastEventId: null,
        signal: req.signal,
        onClose: () => released++,
        stillAllowed: () => stillHoldsAccounts(req, "viewer", accounts, { exactly: true }),
        heartbeatMs: 50,
      }),
    );
    await stream.started();
    await publish(ids.b, "11");
    await expect.poll(() => stream.events(), { timeout: WAIT }).toEqual(["b:11"]);
    const lastSeen = stream.messages.at(-1)!.id!;
    // Still the same accounts: the checks keep it open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.ended()).toBe(false);

    await db.membership.delete({ where: { userId_workspaceId: { userId: lee.id, workspaceId: ids.b } } });
    await expect.poll(() => stream.ended(), { timeout: WAIT }).toBe(true);
    expect(released).toBe(1);
    await publish(ids.b, "12");
    await publish(ids.a, "13");
    const resumed = await open(lee.id, "account=all", lastSeen);
    await expect.poll(() => resumed.events(), { timeout: WAIT }).toEqual(["a:13"]);
    await resumed.close();
  });
});

describe("the one-account stream, re-checked with each heartbeat", () => {
  // The route's own streams, with a heartbeat short enough for the test's patience.
  beforeAll(async () => (await import("./event-stream")).setHeartbeatForTests(250));
  afterAll(async () => (await import("./event-stream")).setHeartbeatForTests());

  async function teammate(name: string) {
    const user = await db.user.create({ data: { name } });
    await db.membership.create({ data: { userId: user.id, workspaceId: ids.a, role: "agent" } });
    return user.id;
  }

  /** Opens the route's one-account stream and waits for two heartbeats: the re-check runs and keeps it open. */
  async function openChecked(uid: string) {
    const stream = await open(uid, `account=${ids.a}`);
    await expect.poll(() => stream.heartbeats(), { timeout: WAIT }).toBeGreaterThanOrEqual(2);
    expect(stream.ended()).toBe(false);
    return stream;
  }

  /** Ended within one heartbeat of the change (the next check), and nothing of the account after it. */
  async function expectEndsWithinOneHeartbeat(stream: Awaited<ReturnType<typeof open>>) {
    const beats = stream.heartbeats();
    await expect.poll(() => stream.ended() || stream.heartbeats() > beats + 1, { timeout: WAIT }).toBe(true);
    expect(stream.ended()).toBe(true);
  }

  it("ends for a removed member, who then hears nothing more", async () => {
    const uid = await teammate("Rex");
    const stream = await openChecked(uid);
    await db.membership.delete({ where: { userId_workspaceId: { userId: uid, workspaceId: ids.a } } });
    await (await import("../accounts/membership")).forgetMembership(uid, ids.a);
    await expectEndsWithinOneHeartbeat(stream);
    const received = stream.events().length;
    await publish(ids.a, "20");
    expect(stream.events()).toHaveLength(received);
    // The browser's reconnection is refused.
    expect((await events(request(await cookieFor(uid, ids.a), `account=${ids.a}`), { params: Promise.resolve({}) })).status).toBe(403);
  });

  it("ends when the session is ended everywhere or the password is reset (the session version is bumped)", async () => {
    const uid = await teammate("Sol");
    const stream = await openChecked(uid);
    const { bumpSessionVersion } = await import("../auth/session-version");
    await bumpSessionVersion(db, uid);
    await (await import("../auth/forget-user")).forgetUserMemberships(db, uid);
    await expectEndsWithinOneHeartbeat(stream);
    expect((await events(request(await cookieFor(uid, ids.a), `account=${ids.a}`), { params: Promise.resolve({}) })).status).toBe(401);
  });
});
