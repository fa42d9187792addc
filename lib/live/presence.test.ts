import { describe, expect, it } from "vitest";
import type { OpenDb } from "../db/client";
import type { LiveEvent } from "../schemas/live-events";
import { openPostgresPair } from "../testing/postgres-pair";
import { subscribeLiveEvents } from "./bus";
import { expirePresence, listPresence, setPresence, TYPING_TTL_MS, VIEWING_TTL_MS } from "./presence";

const ana = { id: "u1", name: "Ana" };
const beto = { id: "u2", name: "Beto" };

// Two "instances" on one PostgreSQL database; this process's bus is in memory (no transport attached),
// which is enough to see which changes get published, and how many times.
let a: OpenDb;
let b: OpenDb;
openPostgresPair((pair) => ({ a, b } = pair));

function record(workspaceId: string) {
  const events: LiveEvent[] = [];
  const stop = subscribeLiveEvents(workspaceId, (e) => events.push(e));
  return { events, stop };
}
const states = (events: LiveEvent[]) => events.map((e) => e.type === "presence" && `${e.user.name}:${e.state}`);

describe("presence shared by instances", () => {
  it("publishes changes only, whichever instance hears them, to the workspace's teammates", async () => {
    const { events, stop } = record("ws-a");
    const other = subscribeLiveEvents("ws-b", () => expect.unreachable("another workspace must not hear it"));
    await setPresence(a.db, "ws-a", ana, "10", "viewing", 0);
    await setPresence(b.db, "ws-a", ana, "10", "viewing", 1_000); // a refresh through the other instance: not news
    await setPresence(b.db, "ws-a", ana, "10", "typing", 2_000);
    await setPresence(a.db, "ws-a", beto, "10", "viewing", 2_000);
    await setPresence(a.db, "ws-a", ana, "10", "left", 3_000);
    await setPresence(b.db, "ws-a", ana, "10", "left", 3_000); // already gone: not news either
    stop();
    other();
    expect(states(events)).toEqual(["Ana:viewing", "Ana:typing", "Beto:viewing", "Ana:left"]);
    expect(await listPresence(b.db, "ws-a")).toEqual([{ type: "presence", questionId: "10", user: beto, state: "viewing" }]);
  });

  it("typing lapses to viewing, an unrefreshed viewer leaves, once even when both instances expire", async () => {
    const { events, stop } = record("ws-c");
    const t0 = Date.parse("2026-01-01T00:00:00Z");
    await setPresence(a.db, "ws-c", ana, "11", "typing", t0);
    await Promise.all([expirePresence(a.db, t0 + TYPING_TTL_MS + 1), expirePresence(b.db, t0 + TYPING_TTL_MS + 1)]);
    await Promise.all([expirePresence(a.db, t0 + VIEWING_TTL_MS + 1), expirePresence(b.db, t0 + VIEWING_TTL_MS + 1)]);
    stop();
    expect(events.map((e) => e.type === "presence" && e.state)).toEqual(["typing", "viewing", "left"]);
    expect(await listPresence(a.db, "ws-c")).toEqual([]);
  });
});

describe("presence timing", () => {
  it("outlives several missed heartbeats, so a busy browser never makes the badge flicker", async () => {
    const { PRESENCE_HEARTBEAT_MS } = await import("../schemas/presence-timing");
    expect(VIEWING_TTL_MS).toBeGreaterThanOrEqual(PRESENCE_HEARTBEAT_MS * 2.5);
  });
});
