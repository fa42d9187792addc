// End-to-end tests only (MOSTRADOR_TEST_RESET=1 against the sandbox): empties the app's database.
// Anywhere else this path is what any unknown /api path is, a JSON 404.
import { randomUUID } from "node:crypto";
import { errorResponse } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { resetAppData } from "@/lib/testing/reset-app-data";

export const dynamic = "force-dynamic";

export async function POST(): Promise<Response> {
  const requestId = randomUUID();
  if (!env().testResetEnabled) return errorResponse(404, "not_found", "There is no such API route.", requestId, undefined, { "cache-control": "no-store" });
  const tables = await resetAppData();
  return Response.json({ reset: true, tables: tables.length }, { headers: { "cache-control": "no-store" } });
}
