// GET /api/accounts: the signed-in person's seller accounts with their role in each (the switcher, Settings → Accounts).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { listAccounts } from "@/lib/accounts/shell-account";
import { accountListSchema } from "@/lib/schemas/accounts";

export const GET = withSeller("viewer", async (_req, { userId }) =>
  NextResponse.json(accountListSchema.parse({ accounts: await listAccounts(userId) })),
);
