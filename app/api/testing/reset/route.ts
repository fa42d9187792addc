// End-to-end tests only (MOSTRADOR_TEST_RESET=1 against the sandbox): empties the app's database.
// Anywhere else this path is what any unknown /api path is, a JSON 404.
import { withRequest } from "@/lib/api/with-request";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/env";
import { resetAppData } from "@/lib/testing/reset-app-data";

export const dynamic = "force-dynamic";

export const POST = withRequest(async () => {
  if (!env().testResetEnabled) throw new AppError("not_found", "There is no such API route.");
  const tables = await resetAppData();
  return Response.json({ reset: true, tables: tables.length }, { headers: { "cache-control": "no-store" } });
});
