import { daysIn, isDate, MAX_RANGE_DAYS, PRESETS, presetRange, type DayRange, type Preset } from "./range";

/** What the picker remembers per user: a preset (re-read against today) or a fixed custom range. */
export type RangeChoice = { preset: Preset } | { custom: DayRange };

const key = (userId: string) => `mostrador:metrics-range:${userId}`;

export function loadChoice(userId: string): RangeChoice | null {
  try {
    const raw = JSON.parse(localStorage.getItem(key(userId)) ?? "null") as Record<string, unknown> | null;
    if (raw && PRESETS.includes(raw.preset as Preset)) return { preset: raw.preset as Preset };
    const c = raw?.custom as DayRange | undefined;
    if (c && isDate(c.from) && isDate(c.to) && c.from <= c.to && daysIn(c) <= MAX_RANGE_DAYS) return { custom: c };
  } catch {
    // unreadable storage (private mode, old format): fall back to the default
  }
  return null;
}

export function saveChoice(userId: string, choice: RangeChoice): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify(choice));
  } catch {
    // storage full or blocked: the choice simply is not remembered
  }
}

export const rangeOf = (choice: RangeChoice, today: string): DayRange => ("preset" in choice ? presetRange(choice.preset, today) : choice.custom);
