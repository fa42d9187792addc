import { z } from "@hono/zod-openapi";
import type { Context, Next } from "hono";
import { badRequest } from "../core/errors.ts";
import { checkText } from "./create.ts";

/**
 * Request bodies of the question routes. The zod schemas document them in OpenAPI; when one fails, the
 * route's hook re-checks the raw body by hand so the client gets the API's own codes
 * (invalid_post_body, invalid_question, text_is_null) instead of a generic bad_request.
 */
export const askBody = z.object({ text: z.string().min(1).max(2000), item_id: z.string().min(1) }).openapi("AskQuestion");
export const answerBody = z
  .object({ question_id: z.number().int(), text: z.string().min(1).max(2000) })
  .strict()
  .openapi("AnswerQuestion");
export const hiddenBody = z
  .object({ question_ids: z.array(z.number().int()).optional(), questions_ids: z.array(z.number().int()).optional() })
  .openapi("HideQuestions");
export const blacklistBody = z.object({ user_id: z.number().int() }).openapi("BlacklistUser");

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

export function checkAsk(raw: unknown): { text: string; item_id: string } {
  if (!isObject(raw)) throw badRequest("bad_request", "body must be a JSON object with text and item_id");
  if (typeof raw.item_id !== "string" || raw.item_id === "") throw badRequest("bad_request", "item_id is required and must be a string");
  return { text: checkText(raw.text), item_id: raw.item_id };
}

/** Spec Errors: invalid_post_body lists the valid attributes; invalid_question when question_id is not an integer. */
export function checkAnswer(raw: unknown): { question_id: number; text: string } {
  const valid = ["question_id", "text"];
  const invalidBody = () => badRequest("invalid_post_body", `Invalid JSON. Valid attributes are: ${valid.join(", ")}`);
  if (!isObject(raw)) throw invalidBody();
  const keys = Object.keys(raw);
  if (keys.some((k) => !valid.includes(k)) || !("question_id" in raw) || !("text" in raw)) throw invalidBody();
  if (typeof raw.question_id !== "number" || !Number.isSafeInteger(raw.question_id)) {
    throw badRequest(
      "invalid_question",
      `The question is invalid: question_id must be an integer (got ${JSON.stringify(raw.question_id)})`,
    );
  }
  return { question_id: raw.question_id, text: checkText(raw.text) };
}

/** Accepts both keys seen in the wild (notes §2) and remembers which one came. */
export function checkHidden(raw: unknown): { key: "question_ids" | "questions_ids"; ids: number[] } {
  if (!isObject(raw)) throw badRequest("bad_request", "body must be a JSON object with question_ids");
  const key = "question_ids" in raw ? "question_ids" : "questions_ids" in raw ? "questions_ids" : null;
  const ids = key ? raw[key] : undefined;
  if (!key || !Array.isArray(ids) || ids.length === 0 || !ids.every((i) => typeof i === "number" && Number.isSafeInteger(i))) {
    throw badRequest("bad_request", "question_ids (or questions_ids) must be a non-empty array of integer question ids");
  }
  return { key, ids: ids as number[] };
}

export function checkBlacklist(raw: unknown): { user_id: number } {
  if (!isObject(raw) || typeof raw.user_id !== "number" || !Number.isSafeInteger(raw.user_id)) {
    throw badRequest("bad_request", "user_id is required and must be an integer");
  }
  return { user_id: raw.user_id };
}

/**
 * A route hook that turns a schema failure into the hand check's error (it throws; the app renders it).
 * Typed `never` because zod-openapi's Hook type is per-route; the runtime contract is just (result, c).
 */
export function hookWith(check: (raw: unknown) => unknown): never {
  const hook = (result: { success: boolean; data?: unknown }) => {
    if (!result.success) check(result.data ?? {});
    return undefined;
  };
  return hook as never;
}

/**
 * Runs before the route's validator: malformed JSON would otherwise surface as hono's HTTPException
 * (rendered by the app as a 500). Here it becomes the API's 400.
 */
export function jsonGuard(errorCode: string) {
  return async (c: Context, next: Next) => {
    if (c.req.method === "POST" && /json/i.test(c.req.header("content-type") ?? "")) {
      try {
        c.set("loggedBody" as never, (await c.req.json()) as never);
      } catch {
        throw badRequest(
          errorCode,
          errorCode === "invalid_post_body" ? "Invalid JSON. Valid attributes are: question_id, text" : "Malformed JSON in request body",
        );
      }
    }
    await next();
  };
}
