import { describe, expect, it } from "vitest";
import { errorFromResponse } from "../marketplace/errors";
import { classifyGuideError } from "./guide-errors";

const codeOf = (status: number, body: unknown) => classifyGuideError(errorFromResponse(status, JSON.stringify(body), null))?.code ?? null;

describe("action-guide errors: the spec's table and the real API's codes", () => {
  // The spec's rows (marketplace-interface.md "Errors"), as the sandbox answers them.
  it("reads the spec's 403 limit_exceeded as a spent cap and its blocked conversation", () => {
    expect(codeOf(403, { message: "not allowed to execute the option OTHER again", error: "limit_exceeded", status: 403, cause: "" })).toBe(
      "cap_exhausted",
    );
    expect(codeOf(403, { message: "the conversation is blocked", error: "forbidden", status: 403, cause: "" })).toBe(
      "conversation_blocked",
    );
  });

  // The real codes, notes §6 and §11, source: https://developers.mercadolibre.com.ar/es_ar/motivos-para-comunicarse
  it("reads the real 400 limit_exceeded as the 350-character error, not a spent cap", () => {
    expect(codeOf(400, { message: "limit_exceeded", error: "limit_exceeded", status: 400, cause: [] })).toBe("text_invalid");
    expect(codeOf(400, { message: "Text exceeds 350 characters", error: "bad_request", status: 400, cause: ["limit_exceeded"] })).toBe(
      "text_invalid",
    );
  });

  it("reads the real 403 bad_request 'not allowed to execute the option OTHER again' as a spent cap", () => {
    expect(
      codeOf(403, { message: "You are not allowed to execute the option OTHER again", error: "bad_request", status: 403, cause: [] }),
    ).toBe("cap_exhausted");
  });

  it("reads the real blocked conversation, whose code is in message", () => {
    expect(codeOf(403, { message: "blocked_conversation_send_message_forbidden", error: "forbidden", status: 403, cause: [] })).toBe(
      "conversation_blocked",
    );
    expect(codeOf(403, { message: "conversation_blocked", error: "forbidden", status: 403, cause: [] })).toBe("conversation_blocked");
  });

  it("keeps the other real rows: excepted case, lock, invalid option, a past delivery date", () => {
    expect(codeOf(400, { message: "excepted", error: "bad_request", status: 400, cause: "blocked_by_excepted_case" })).toBe(
      "excepted_case",
    );
    expect(codeOf(409, { message: "conflict", error: "conflict", status: 409, cause: [] })).toBe("sale_locked");
    expect(codeOf(404, { message: "The option selected is not valid", error: "not_found", status: 404, cause: [] })).toBe("option_invalid");
    expect(codeOf(500, { message: "delivery date is before than today", error: "internal_error", status: 500, cause: [] })).toBe(
      "delivery_date_in_past",
    );
  });
});
