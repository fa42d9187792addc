import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCallback, CALLBACK_PATH } from "./callback-http";
import { createJournal, type Journal } from "./journal";
import type { ReceiveDeps } from "./receive";

const NOTIFICATION = {
  _id: "n-1",
  topic: "questions",
  resource: "/questions/5012345678",
  user_id: 241370001,
  application_id: 1,
  attempts: 1,
};

/** A raw HTTP exchange (fetch cannot send a chunked body without a length, nor read a 413 mid-upload reliably). */
function send(
  port: number,
  { method = "POST", body = "", headers = {} }: { method?: string; body?: string | Buffer[]; headers?: Record<string, string> },
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", path: CALLBACK_PATH, method, headers }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c)).on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
    else req.write(body);
    req.end();
  });
}

describe("the marketplace's callback on Node's request objects", () => {
  let server: Server;
  let port: number;
  let deps: ReceiveDeps;
  let journaled = 0;
  const dir = mkdtempSync(path.join(tmpdir(), "callback-http-"));

  beforeAll(async () => {
    deps = { journal: createJournal(dir), onJournaled: () => journaled++ };
    server = createServer((req, res) => void answerCallback(deps, req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("acknowledges a valid notification only once it is in the journal, with no body", async () => {
    const res = await send(port, { body: JSON.stringify(NOTIFICATION), headers: { "content-type": "application/json" } });
    expect(res).toMatchObject({ status: 200, body: "" });
    expect(res.headers).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
    expect(journaled).toBe(1);
    expect(readFileSync(path.join(dir, "notifications-journal.ndjson"), "utf8")).toContain('"resource":"/questions/5012345678"');
  });

  it("answers what is not a notification with the error envelope, and journals nothing", async () => {
    const before = journaled;
    const notJson = await send(port, { body: "{not json" });
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body).error).toMatchObject({ code: "invalid_notification", message: "The body is not JSON." });
    const invalid = await send(port, { body: JSON.stringify({ ...NOTIFICATION, resource: "/questions/1/../../users/me" }) });
    expect(invalid.status).toBe(400);
    const envelope = JSON.parse(invalid.body).error;
    expect(envelope).toMatchObject({ code: "invalid_notification", requestId: invalid.headers["x-request-id"] });
    expect(envelope.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: ["resource"] })]));
    expect(journaled).toBe(before);
  });

  it("refuses a body over 8 KiB, by its length or as it streams in", async () => {
    const big = "x".repeat(9 * 1024);
    const declared = await send(port, { body: big, headers: { "content-length": String(big.length) } });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.code).toBe("notification_too_large");
    const chunked = await send(port, {
      body: [Buffer.from(big.slice(0, 5000)), Buffer.from(big.slice(5000))],
      headers: { "transfer-encoding": "chunked" },
    });
    expect(chunked.status).toBe(413);
  });

  it("accepts POST only", async () => {
    const res = await send(port, { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
  });

  it("does not acknowledge what it could not make durable: 503, so the marketplace retries", async () => {
    const saved = deps.journal;
    deps.journal = { ...saved, append: () => Promise.reject(new Error("disk full")) } as Journal;
    try {
      const res = await send(port, { body: JSON.stringify({ ...NOTIFICATION, _id: "n-2" }) });
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body).error.code).toBe("notification_not_stored");
    } finally {
      deps.journal = saved;
    }
  });
});
