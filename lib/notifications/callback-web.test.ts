import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerCallbackRequest } from "./callback-web";
import { createJournal } from "./journal";
import type { ReceiveDeps } from "./receive";

const NOTIFICATION = {
  _id: "n-1",
  topic: "questions",
  resource: "/questions/5012345678",
  user_id: 241370001,
  application_id: 1,
  attempts: 1,
};
const URL_ = "http://localhost/api/notifications";

/** The route file's transport (app/api/notifications/route.ts, under next dev and next start). */
describe("the marketplace's callback on web Request/Response", () => {
  let journaled = 0;
  const deps: ReceiveDeps = { journal: createJournal(mkdtempSync(path.join(tmpdir(), "callback-web-"))), onJournaled: () => journaled++ };
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    answerCallbackRequest(deps, new Request(URL_, { method: "POST", body, headers, duplex: "half" } as RequestInit));

  it("acknowledges a valid notification once it is journaled, with no body", async () => {
    const res = await post(JSON.stringify(NOTIFICATION), { "content-type": "application/json" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(journaled).toBe(1);
  });

  it("answers what is not a notification with the error envelope, and journals nothing", async () => {
    const before = journaled;
    const res = await post("{not json");
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({ code: "invalid_notification", requestId: res.headers.get("x-request-id") });
    expect(journaled).toBe(before);
  });

  it("refuses a body over 8 KiB, by its declared length or as it streams in", async () => {
    const big = "x".repeat(9 * 1024);
    expect((await post(big, { "content-length": String(big.length) })).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big.slice(0, 5000)));
        controller.enqueue(new TextEncoder().encode(big.slice(5000)));
        controller.close();
      },
    });
    const streamed = await post(stream);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.code).toBe("notification_too_large");
  });
});
