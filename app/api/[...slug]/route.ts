// Any /api path no route handles: the JSON error envelope, not Next's HTML 404 page.
import { withRequest } from "@/lib/api/with-request";
import { AppError } from "@/lib/errors/app-error";

const notFound = withRequest<{ slug: string[] }>(async () => {
  throw new AppError("not_found", "There is no such API route.");
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const HEAD = notFound;
export const OPTIONS = notFound;
