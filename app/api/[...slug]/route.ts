// Any /api path no route handles: the JSON error envelope, not Next's HTML 404 page.
import { randomUUID } from "node:crypto";
import { errorResponse } from "@/lib/api/errors";

function notFound(): Response {
  return errorResponse(404, "not_found", "There is no such API route.", randomUUID(), undefined, { "cache-control": "no-store" });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const HEAD = notFound;
export const OPTIONS = notFound;
