import "server-only";
import { ApiError } from "../api/errors";
import { TeamError } from "./errors";

/** Runs a team domain call from a route handler: its refusals become the API's error envelope. */
export async function asApi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TeamError) throw new ApiError(error.status, error.code, error.message);
    throw error;
  }
}
