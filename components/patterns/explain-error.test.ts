import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { explainError } from "./explain-error";

const failure = (status: number, code: string, options: { retryAfterSeconds?: number; details?: unknown; requestId?: string } = {}) =>
  new ApiRequestError(status, code, "the server's English", options.requestId, options.retryAfterSeconds, options.details);

describe("explainError: the server's code → the table's message key", () => {
  it("words a feature's own code with its own key, wherever it is shown", () => {
    expect(explainError(failure(409, "already_answered"), "questions").key).toBe("questions.errors.alreadyAnswered");
    expect(explainError(failure(409, "cannot_delete_answered"), "questions").key).toBe("questions.errors.cannotDeleteAnswered");
    expect(explainError(failure(403, "cap_exhausted"), "sales").key).toBe("sales.errors.capExhausted");
    expect(explainError(failure(409, "last_owner"), "team").key).toBe("team.settings.errors.last_owner");
    expect(explainError(failure(409, "sale_locked"), "page").key).toBe("sales.errors.saleLocked");
  });

  it("uses a feature's words for a shared code, and the shared words elsewhere", () => {
    expect(explainError(failure(502, "upstream_unreachable"), "questions").key).toBe("questions.errors.unreachable");
    expect(explainError(failure(504, "upstream_timeout"), "sales").key).toBe("sales.errors.timeout");
    expect(explainError(failure(502, "upstream_error"), "metrics").key).toBe("metrics.errors.upstreamError");
    expect(explainError(failure(502, "upstream_error")).key).toBe("errors.upstream_error");
    expect(explainError(failure(403, "forbidden"), "team").key).toBe("team.settings.errors.forbidden");
    expect(explainError(failure(403, "forbidden"), "page").key).toBe("ui.error.forbidden");
    expect(explainError(failure(404, "not_found"), "questions").key).toBe("questions.errors.deleted");
    expect(explainError(failure(401, "reauth_required"), "metrics").key).toBe("metrics.errors.reauth");
    expect(explainError(failure(400, "invalid_input"), "join").key).toBe("team.join.errors.invalid_input");
  });

  it("says how long to wait when the server said, in each feature's words", () => {
    expect(explainError(failure(429, "rate_limited", { retryAfterSeconds: 30 }), "questions")).toMatchObject({
      key: "questions.errors.rateLimitedWait",
      values: { seconds: 30 },
      retryAfterSeconds: 30,
    });
    expect(explainError(failure(429, "rate_limited"), "questions").key).toBe("questions.errors.rateLimited");
    // The envelope's details carry the wait too (a body read without its headers).
    expect(explainError(failure(429, "rate_limited", { details: { retryAfterSeconds: 12 } }), "sales")).toMatchObject({
      key: "sales.errors.rateLimitedWait",
      values: { seconds: 12 },
    });
    expect(explainError(failure(429, "rate_limited", { retryAfterSeconds: 5 }), "metrics").key).toBe("metrics.errors.rateLimited");
    expect(explainError(failure(429, "rate_limited"), "metrics").key).toBe("metrics.errors.rateLimitedNoWait");
    // A page counting the wait down says the plain sentence once it reaches zero.
    expect(explainError(failure(429, "rate_limited", { retryAfterSeconds: 5 }), "page", { seconds: 0 }).key).toBe("ui.error.rateLimited");
    expect(explainError(failure(429, "rate_limited", { retryAfterSeconds: 5 })).key).toBe("ui.error.rateLimitedWait");
  });

  it("reads a code the table does not know by its status, else gives the generic text", () => {
    // The marketplace's own code, relayed with its status.
    expect(explainError(failure(403, "PA_UNAUTHORIZED_RESULT_FROM_POLICIES"), "metrics")).toMatchObject({
      code: "forbidden",
      key: "metrics.errors.forbidden",
    });
    expect(explainError(failure(404, "item_gone"), "questions")).toMatchObject({ code: "not_found", key: "questions.errors.deleted" });
    expect(explainError(failure(429, "too_many_requests", { retryAfterSeconds: 3 }), "page")).toMatchObject({
      code: "rate_limited",
      key: "ui.error.rateLimitedWait",
    });
    expect(explainError(failure(504, "default"), "page")).toMatchObject({ code: "upstream_timeout", isOutage: true });
    expect(explainError(failure(400, "validation_error"), "questions")).toMatchObject({
      code: "validation_error",
      key: "questions.errors.default",
    });
    expect(explainError(failure(409, "whatever")).key).toBe("errors.default");
    expect(explainError(new Error("boom"), "sales")).toMatchObject({ code: "default", key: "sales.errors.default" });
  });

  it("never words a bug as the marketplace being down", () => {
    const bug = explainError(failure(500, "internal_error", { requestId: "req-4" }), "questions");
    expect(bug).toMatchObject({ code: "internal_error", key: "questions.errors.default", requestId: "req-4", isOutage: false });
    expect(explainError(failure(500, "default"), "page")).toMatchObject({ key: "ui.error.generic", isOutage: false });
  });

  it("tells the marketplace being down from the browser being offline", () => {
    expect(explainError(failure(502, "upstream_unreachable"))).toMatchObject({ isOutage: true, code: "upstream_unreachable" });
    expect(explainError(failure(0, "network"), "page")).toMatchObject({ isOutage: true, code: "network", key: "ui.error.offline" });
    expect(explainError(failure(0, "network"), "questions").key).toBe("questions.errors.unreachable");
    expect(explainError(failure(403, "forbidden")).isOutage).toBe(false);
  });

  it("reads a bare envelope with the status the caller has, and a stored code", () => {
    const envelope = { error: { code: "upstream_error", message: "m", requestId: "r" } };
    expect(explainError(envelope)).toMatchObject({ code: "upstream_error", requestId: "r", isOutage: true });
    expect(explainError({ error: { code: "some_code", message: "m", requestId: "r" } }, "page", { status: 404 })).toMatchObject({
      code: "not_found",
      key: "ui.error.not_found",
    });
    expect(explainError("send_in_progress", "sales").key).toBe("sales.errors.sendInProgress");
    expect(explainError(null, "sales").key).toBe("sales.errors.default");
    expect(explainError("constructor", "sales").key).toBe("sales.errors.default");
  });

  it("keeps an unknown refusal's code for the words that name it", () => {
    expect(explainError("item_closed", "shipping").key).toBe("shipping.refusal.item_closed");
    expect(explainError("forbidden", "shipping").key).toBe("shipping.refusal.forbidden");
    expect(explainError("item.shipping.free_shipping.not_allowed", "shipping")).toMatchObject({
      key: "shipping.refusal.other",
      values: { code: "item.shipping.free_shipping.not_allowed" },
    });
  });
});
