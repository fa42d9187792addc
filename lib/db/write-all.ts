import type { Prisma } from "@prisma/client";
import type { Db } from "./client";

/**
 * Runs writes all or nothing. One statement is atomic on its own, so it goes without the transaction:
 * BEGIN and COMMIT are two more round trips, and each statement costs event-loop time in Prisma (the
 * notification processor writes one question and one asker per notification, a thousand in a burst).
 */
export async function writeAll(db: Db, writes: Prisma.PrismaPromise<unknown>[]): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) await writes[0];
  else await db.$transaction(writes);
}
