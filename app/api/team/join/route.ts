// POST /api/team/join: accepts an invitation (public: the link itself is the credential).
import { NextResponse } from "next/server";
import { withRequest } from "@/lib/api/with-request";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { joinWorkspace } from "@/lib/team/join";
import { signInLimiter, takeSignInAttempt } from "@/lib/team/sign-in-limiter";
import { clientAddress } from "@/lib/auth/client-address";
import { joinInputSchema, joinResultSchema } from "@/lib/schemas/team";
import { readJson } from "@/lib/api/read-json";
import { guardStateChange } from "@/lib/api/request-guard";

export const POST = withRequest(async (req) => {
  guardStateChange(req);
  const input = await readJson(req, joinInputSchema);
  // Joining with an existing account checks its password: the same limit as signing in applies.
  // Counted before the check, per e-mail and per address, as a sign-in is (lib/auth/check-credentials.ts).
  const limiter = signInLimiter();
  const waitMs = await takeSignInAttempt(limiter, input.email, clientAddress(req.headers.get("x-forwarded-for")));
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    throw new AppError("too_many_attempts", "Too many attempts with this e-mail. Wait a minute and try again.", undefined, {
      retryAfterSeconds,
    });
  }
  const joined = await joinWorkspace(await getDb(), input);
  return NextResponse.json(joinResultSchema.parse(joined), { status: 201 });
});
