// POST /api/accounts/connect: starts "Connect another account" for the signed-in person (an owner of at
// least one account). The browser then runs the marketplace's sign-in (next-auth, PKCE); its callback
// attaches the seller account it returns with to this person as owner (lib/accounts/connect-intent.ts).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { setConnectIntent } from "@/lib/accounts/connect-intent";
import { listAccounts } from "@/lib/accounts/shell-account";
import { AppError } from "@/lib/errors/app-error";

export const POST = withSeller("viewer", async (_req, { userId }) => {
  if (!(await listAccounts(userId)).some((account) => account.role === "owner"))
    throw new AppError("forbidden", "Only an account owner can connect another account.");
  const response = new NextResponse(null, { status: 204 });
  await setConnectIntent(response, userId);
  return response;
});
