import "server-only";
import type { z } from "zod";
import { AppError } from "../errors/app-error";
import { isJson } from "./request-guard";

/** Bodies of our own API are small forms and texts; anything larger is not ours. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The one way a route reads its body: JSON by content type and by syntax, within size, then the route's
 * schema. Every failure is a 400 (or 413) in the error envelope, never a 500.
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  if (!isJson(req.headers.get("content-type"))) {
    throw new AppError("invalid_body", "The request body must be JSON (Content-Type: application/json).");
  }
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new AppError("body_too_large", "The request body is too large.");
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError("body_too_large", "The request body is too large.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  return schema.parse(json);
}
