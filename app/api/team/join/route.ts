// POST /api/team/join: accepts an invitation (public: the link itself is the credential).
import { NextResponse } from "next/server";
import { withRequest } from "@/lib/api/with-request";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { joinWorkspace } from "@/lib/team/join";
import { signInLimiter } from "@/lib/team/sign-in-limiter";
import { joinInputSchema, joinResultSchema } from "@/lib/team/schemas";
import { readJson } from "@/lib/api/read-json";
import { guardStateChange } from "@/lib/api/request-guard";

export const POST = withRequest(async (req) => {
  guardStateChange(req);
  const input = await readJson(req, joinInputSchema);
  // Joining with an existing account checks its password: the same limit as signing in applies.
  const limiter = signInLimiter();
  const waitMs = await limiter.retryAfterMs(input.email);
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    throw new AppError("too_many_attempts", "Too many attempts with this e-mail. Wait a minute and try again.", undefined, {
      retryAfterSeconds,
    });
  }
  const joined = await joinWorkspace(await getDb(), input).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === "account_exists") await limiter.recordFailure(input.email);
    throw error;
  });
  return NextResponse.json(joinResultSchema.parse(joined), { status: 201 });
});
