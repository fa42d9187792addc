import "server-only";
import type { Db } from "../db/client";
import { parseChoice } from "../schemas/metrics-range-choice";
import { RANGE_PREFERENCE_KEY, type RangeChoice } from "./saved-range";

/** The user's remembered metrics range (the default when none was saved). */
export async function readRangeChoice(db: Db, userId: string): Promise<RangeChoice> {
  const row = await db.userPreference.findUnique({ where: { userId_key: { userId, key: RANGE_PREFERENCE_KEY } } });
  return parseChoice(row?.value);
}

export async function saveRangeChoice(db: Db, userId: string, choice: RangeChoice): Promise<void> {
  await db.userPreference.upsert({
    where: { userId_key: { userId, key: RANGE_PREFERENCE_KEY } },
    create: { userId, key: RANGE_PREFERENCE_KEY, value: choice },
    update: { value: choice },
  });
}
