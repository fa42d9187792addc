import "server-only";
import type { z } from "zod";
import { AppError } from "../errors/app-error";
import { isJson } from "./request-guard";

/** Bodies of our own API are small forms and texts; anything larger is not ours (a route may allow more). */
export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new AppError("body_too_large", "The request body is too large.");

/** The body's bytes within `maxBytes` (a file upload), read the same guarded way as readBodyText. */
export async function readBodyBytes(req: Request, maxBytes: number = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Tell the source to stop producing; nothing more is read.
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes `maxBytes`: a chunked body
 * declares no length, and buffering it whole first (req.text()) would let one request hold any amount of
 * memory. A declared Content-Length over the cap is refused before reading anything.
 */
export async function readBodyText(req: Request, maxBytes: number = MAX_BODY_BYTES): Promise<string> {
  const bytes = await readBodyBytes(req, maxBytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid UTF-8 JSON.");
  }
}

/**
 * The one way a route reads its body: JSON by content type and by syntax, within size (64 KiB unless the
 * route passes `maxBytes`), then the route's schema. Every failure is a 400 (or 413) in the error
 * envelope, never a 500.
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, { maxBytes = MAX_BODY_BYTES } = {}): Promise<z.infer<S>> {
  if (!isJson(req.headers.get("content-type"))) {
    throw new AppError("invalid_body", "The request body must be JSON (Content-Type: application/json).");
  }
  const text = await readBodyText(req, maxBytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  return schema.parse(json);
}
