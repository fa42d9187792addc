// POST /api/team/join: accepts an invitation (public: the link itself is the credential).
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { ApiError, errorResponse, toErrorResponse } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { asApi } from "@/lib/team/api";
import { joinWorkspace } from "@/lib/team/join";
import { signInLimiter } from "@/lib/team/sign-in-limiter";
import { joinInputSchema, joinResultSchema } from "@/lib/team/schemas";
import { readJson } from "@/lib/api/read-json";
import { guardStateChange } from "@/lib/api/request-guard";

export async function POST(req: NextRequest): Promise<Response> {
  const requestId = randomUUID();
  try {
    guardStateChange(req);
    const input = await readJson(req, joinInputSchema);
    // Joining with an existing account checks its password: the same limit as signing in applies.
    const limiter = signInLimiter();
    const waitMs = await limiter.retryAfterMs(input.email);
    if (waitMs > 0) {
      const seconds = String(Math.ceil(waitMs / 1000));
      return errorResponse(429, "too_many_attempts", "Too many attempts with this e-mail. Wait a minute and try again.", requestId, undefined, { "retry-after": seconds });
    }
    const joined = await asApi(async () => joinWorkspace(await getDb(), input)).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.code === "account_exists") await limiter.recordFailure(input.email);
      throw error;
    });
    return NextResponse.json(joinResultSchema.parse(joined), { status: 201, headers: { "x-request-id": requestId } });
  } catch (error) {
    return toErrorResponse(error, requestId);
  }
}
