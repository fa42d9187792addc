import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_BODY_BYTES, readBodyText, readJson } from "./read-json";

const schema = z.object({ text: z.string() });
const CHUNK = 16 * 1024;

/** A chunked body (no Content-Length) that would yield `total` bytes, counting how many chunks were pulled. */
function streamingRequest(total: number, headers: Record<string, string> = {}) {
  const pulled = { chunks: 0, cancelled: false };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        pulled.chunks++;
        const size = Math.min(CHUNK, total - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(0x20)); // spaces: valid JSON padding
      },
      cancel() {
        pulled.cancelled = true;
      },
    },
    // No read-ahead: a chunk is produced only when the reader asks for one.
    { highWaterMark: 0 },
  );
  const req = new Request("http://localhost/x", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { req, pulled };
}

const jsonRequest = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/x", { method: "POST", headers, body });

describe("readJson", () => {
  it("parses a valid body with the route's schema", async () => {
    expect(await readJson(jsonRequest('{"text":"hola"}'), schema)).toEqual({ text: "hola" });
    expect(await readJson(jsonRequest('{"text":"ñandú"}', { "content-type": "application/json; charset=utf-8" }), schema)).toEqual({
      text: "ñandú",
    });
  });

  it("refuses a chunked body over the cap after pulling only what passes it, not the 10 MB it would yield", async () => {
    const { req, pulled } = streamingRequest(10 * 1024 * 1024);
    await expect(readJson(req, schema)).rejects.toMatchObject({ status: 413, code: "body_too_large" });
    // 64 KiB in 16 KiB chunks: the fifth chunk passes the cap, and reading stops there.
    expect(pulled.chunks).toBe(MAX_BODY_BYTES / CHUNK + 1);
    expect(pulled.cancelled).toBe(true);
  });

  it("refuses a declared Content-Length over the cap before reading anything", async () => {
    const { req, pulled } = streamingRequest(10 * 1024 * 1024, { "content-length": String(10 * 1024 * 1024) });
    await expect(readBodyText(req)).rejects.toMatchObject({ status: 413 });
    expect(pulled.chunks).toBe(0);
  });

  it("takes a larger cap when the route passes one", async () => {
    const body = JSON.stringify({ text: "x".repeat(100_000) });
    await expect(readJson(jsonRequest(body), schema)).rejects.toMatchObject({ status: 413 });
    expect(await readJson(jsonRequest(body), schema, { maxBytes: 256 * 1024 })).toEqual({ text: "x".repeat(100_000) });
  });

  it("accepts a body of exactly the cap", async () => {
    const text = "y".repeat(MAX_BODY_BYTES - '{"text":""}'.length);
    expect(await readJson(jsonRequest(JSON.stringify({ text })), schema)).toEqual({ text });
  });

  it("turns a bad body into a 400 with its own code", async () => {
    await expect(readJson(jsonRequest("{not json"), schema)).rejects.toMatchObject({ status: 400, code: "invalid_json" });
    await expect(readJson(jsonRequest(""), schema)).rejects.toMatchObject({ status: 400, code: "invalid_json" });
    await expect(readJson(jsonRequest('{"text":"hola"}', { "content-type": "text/plain" }), schema)).rejects.toMatchObject({
      status: 400,
      code: "invalid_body",
    });
    const badUtf8 = new Request("http://localhost/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x22, 0xff, 0x22]),
    });
    await expect(readJson(badUtf8, schema)).rejects.toMatchObject({ status: 400, code: "invalid_json" });
    await expect(readJson(jsonRequest('{"text":1}'), schema)).rejects.toBeInstanceOf(z.ZodError);
  });
});
