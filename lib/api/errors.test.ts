import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { captureLog } from "../testing/capture-log";
import { z } from "zod";
import { AppError, type ServerErrorCode } from "../errors/app-error";
import { ERROR_CODES } from "../errors/codes";
import { MarketplaceError } from "../marketplace/errors";
import { withRequest } from "./with-request";

/** What a route wrapped in the one wrapper answers when its handler throws `error`. */
async function answerTo(error: unknown) {
  const route = withRequest(async () => {
    throw error;
  });
  const res = await route(new NextRequest("http://localhost:3000/api/x"), { params: Promise.resolve({}) });
  const body = (await res.json()) as { error: { code: string; message: string; details?: unknown; requestId: string } };
  return { status: res.status, headers: res.headers, ...body.error };
}

describe("the wrapper maps failures through the error table", () => {
  it("answers an AppError with its table status, in the one envelope", async () => {
    const res = await answerTo(new AppError("cannot_delete_answered", "Answered questions cannot be deleted; hide it instead."));
    expect(res).toMatchObject({
      status: 409,
      code: "cannot_delete_answered",
      message: "Answered questions cannot be deleted; hide it instead.",
    });
    expect(res.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("x-request-id")).toBe(res.requestId);
    expect(res).not.toHaveProperty("details");
  });

  it("relays a refusal's own code with the status of the table's code", async () => {
    const res = await answerTo(
      new AppError("unprocessable", "item_closed", { plan: { kind: "refused" }, causes: [] }, { relayCode: "item_closed" }),
    );
    expect(res).toMatchObject({ status: 422, code: "item_closed", details: { plan: { kind: "refused" }, causes: [] } });
  });

  it("sends Retry-After when the error says how long to wait", async () => {
    const res = await answerTo(
      new AppError("too_many_attempts", "Too many attempts with this e-mail. Wait a minute and try again.", undefined, {
        retryAfterSeconds: 42,
      }),
    );
    expect(res).toMatchObject({ status: 429, code: "too_many_attempts" });
    expect(res.headers.get("retry-after")).toBe("42");
  });

  it("maps marketplace failures: relayed refusals, the rate limit, reconnect, and the ways it fails to answer", async () => {
    const cause = [{ code: "item.price.invalid" }];
    expect(await answerTo(new MarketplaceError("not_found", 404, "Item not found", "item_not_found"))).toMatchObject({
      status: 404,
      code: "item_not_found",
      message: "Item not found",
    });
    expect(await answerTo(new MarketplaceError("bad_request", 400, "Validation error", undefined, cause))).toMatchObject({
      status: 400,
      code: "bad_request",
      details: cause,
    });
    expect(await answerTo(new MarketplaceError("conflict", 409, "Locked", "locked"))).toMatchObject({ status: 409, code: "locked" });
    expect(await answerTo(new MarketplaceError("unprocessable", 422, "No"))).toMatchObject({ status: 422, code: "unprocessable" });
    expect(await answerTo(new MarketplaceError("forbidden", 403, "PA", "PA_UNAUTHORIZED_RESULT_FROM_POLICIES"))).toMatchObject({
      status: 403,
      code: "PA_UNAUTHORIZED_RESULT_FROM_POLICIES",
    });

    const limited = await answerTo(new MarketplaceError("rate_limited", 429, "too many requests", "local_rate_limited", undefined, 7));
    expect(limited).toMatchObject({
      status: 429,
      code: "rate_limited",
      details: { retryAfterSeconds: 7, upstreamCode: "local_rate_limited" },
    });
    expect(limited.headers.get("retry-after")).toBe("7");

    expect(await answerTo(new MarketplaceError("reauth_required", 401, "Reconnect"))).toMatchObject({
      status: 401,
      code: "reauth_required",
    });
    expect(await answerTo(new MarketplaceError("upstream_timeout", 0, "timed out"))).toMatchObject({
      status: 504,
      code: "upstream_timeout",
      message: "The marketplace did not answer in time.",
    });
    expect(await answerTo(new MarketplaceError("upstream_unreachable", 0, "ECONNREFUSED"))).toMatchObject({
      status: 502,
      code: "upstream_unreachable",
    });
    const log = captureLog();
    // A 5xx, and a 4xx the table does not relay: the marketplace failed, whatever it called it.
    expect(await answerTo(new MarketplaceError("upstream_error", 500, "boom", "internal_server_error"))).toMatchObject({
      status: 502,
      code: "upstream_error",
    });
    expect(await answerTo(new MarketplaceError("bad_request", 418, "teapot"))).toMatchObject({ status: 502, code: "upstream_error" });
    log.restore();
    expect(log.atLeast(50).map((e) => e.status)).toEqual([500, 418]);
  });

  it("answers our input errors 400 with the issues, and a bug 500 with the generic message", async () => {
    const invalid = await answerTo(z.object({ a: z.string() }).safeParse({}).error);
    expect(invalid).toMatchObject({ status: 400, code: "invalid_input", message: "The request is not valid." });
    expect(invalid.details).toEqual([expect.objectContaining({ path: ["a"] })]);
    const log = captureLog();
    expect(await answerTo(new TypeError("x is undefined"))).toMatchObject({
      status: 500,
      code: "internal_error",
      message: "Something went wrong on our side.",
    });
    log.restore();
    // The bug is logged in full (type, message, stack) with the request id the answer carries.
    expect(log.atLeast(50)).toEqual([
      expect.objectContaining({ msg: "unexpected error", err: expect.objectContaining({ type: "TypeError", message: "x is undefined" }) }),
    ]);
  });

  it("answers every code with the table's status", async () => {
    for (const [code, entry] of Object.entries(ERROR_CODES)) {
      if (code === "network") continue;
      expect((await answerTo(new AppError(code as ServerErrorCode))).status, code).toBe(entry.status);
    }
  });
});
