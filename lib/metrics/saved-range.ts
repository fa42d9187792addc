import { matchPreset, presetRange, type DayRange, type RangePreset } from "../date-range";

/**
 * What the metrics pages remember per user (in our database, so it follows the person to any browser):
 * a preset, re-read against today on every visit, or a fixed custom range. No zod here: the pages use
 * it on first paint; the schema that checks stored and sent values is in lib/schemas/metrics-range-choice.ts.
 */
export type RangeChoice = { preset: RangePreset } | { custom: DayRange };

export const DEFAULT_CHOICE: RangeChoice = { preset: "last30" };
export const RANGE_PREFERENCE_KEY = "metrics.range";

export const rangeOf = (choice: RangeChoice, today: string): DayRange =>
  "preset" in choice ? presetRange(choice.preset, today) : choice.custom;

/** A range picked on screen, as what to remember: a preset stays a preset (it moves with the days). */
export function choiceOf(range: DayRange, today: string): RangeChoice {
  const preset = matchPreset(range, today);
  return preset ? { preset } : { custom: range };
}
