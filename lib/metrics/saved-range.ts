import { z } from "zod";
import { matchPreset, presetRange, RANGE_PRESETS, type RangePreset } from "@/components/patterns/date-range";
import { daysIn, isDate, MAX_RANGE_DAYS, type DayRange } from "./range";

/**
 * What the metrics pages remember per user (in our database, so it follows the person to any browser):
 * a preset, re-read against today on every visit, or a fixed custom range.
 */
export const rangeChoiceSchema = z.union([
  z.object({ preset: z.enum(RANGE_PRESETS as [RangePreset, ...RangePreset[]]) }).strict(),
  z
    .object({ custom: z.object({ from: z.string().refine(isDate), to: z.string().refine(isDate) }) })
    .strict()
    .refine((c) => c.custom.from <= c.custom.to && daysIn(c.custom) <= MAX_RANGE_DAYS, { message: `a custom range runs forward and has at most ${MAX_RANGE_DAYS} days` }),
]);
export type RangeChoice = z.infer<typeof rangeChoiceSchema>;

export const DEFAULT_CHOICE: RangeChoice = { preset: "last30" };
export const RANGE_PREFERENCE_KEY = "metrics.range";

export const rangeOf = (choice: RangeChoice, today: string): DayRange => ("preset" in choice ? presetRange(choice.preset, today) : choice.custom);

/** A range picked on screen, as what to remember: a preset stays a preset (it moves with the days). */
export function choiceOf(range: DayRange, today: string): RangeChoice {
  const preset = matchPreset(range, today);
  return preset ? { preset } : { custom: range };
}

/** A stored value from an older version or a hand edit reads as the default, never as an error. */
export function parseChoice(value: unknown): RangeChoice {
  const parsed = rangeChoiceSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_CHOICE;
}
