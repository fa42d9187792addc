import { afterEach, describe, expect, it } from "vitest";
import type { InboxEvent } from "../schemas/inbox";
import { subscribeInboxEvents } from "./events";
import { expirePresence, listPresence, setPresence, TYPING_TTL_MS, VIEWING_TTL_MS } from "./presence";

const ana = { id: "u1", name: "Ana" };
const beto = { id: "u2", name: "Beto" };
let unsubscribe = () => {};
afterEach(() => {
  unsubscribe();
  expirePresence(Date.now() + 10 * VIEWING_TTL_MS); // clear shared state
});

function record(workspaceId: string) {
  const events: InboxEvent[] = [];
  unsubscribe = subscribeInboxEvents(workspaceId, (e) => events.push(e));
  return events;
}

describe("presence", () => {
  it("publishes changes only, to the workspace's teammates", () => {
    const events = record("ws-a");
    const other = subscribeInboxEvents("ws-b", () => expect.unreachable("another workspace must not hear it"));
    setPresence("ws-a", ana, "10", "viewing", 0);
    setPresence("ws-a", ana, "10", "viewing", 1_000); // a refresh, not news
    setPresence("ws-a", ana, "10", "typing", 2_000);
    setPresence("ws-a", beto, "10", "viewing", 2_000);
    setPresence("ws-a", ana, "10", "left", 3_000);
    other();
    expect(events.map((e) => e.type === "presence" && `${e.user.name}:${e.state}`)).toEqual(["Ana:viewing", "Ana:typing", "Beto:viewing", "Ana:left"]);
    expect(listPresence("ws-a")).toEqual([{ type: "presence", questionId: "10", user: beto, state: "viewing" }]);
  });

  it("typing lapses to viewing, and an unrefreshed viewer leaves after the TTL", () => {
    const events = record("ws-c");
    setPresence("ws-c", ana, "11", "typing", 0);
    expirePresence(TYPING_TTL_MS + 1);
    expirePresence(VIEWING_TTL_MS + 1);
    expect(events.map((e) => e.type === "presence" && e.state)).toEqual(["typing", "viewing", "left"]);
    expect(listPresence("ws-c")).toEqual([]);
  });
});

describe("presence timing", () => {
  it("outlives several missed heartbeats, so a busy browser never makes the badge flicker", async () => {
    const { PRESENCE_HEARTBEAT_MS } = await import("../schemas/presence-timing");
    expect(VIEWING_TTL_MS).toBeGreaterThanOrEqual(PRESENCE_HEARTBEAT_MS * 2.5);
  });
});
