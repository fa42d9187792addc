import { z } from "zod";
import { RANGE_PRESETS, type RangePreset } from "../date-range";
import { isDate, MAX_RANGE_DAYS } from "../metrics/range";
import { rangeLength } from "../date-range";
import { DEFAULT_CHOICE, type RangeChoice } from "../metrics/saved-range";

/** A remembered range as the API accepts it and the database may hold it. */
export const rangeChoiceSchema = z.union([
  z.object({ preset: z.enum(RANGE_PRESETS as [RangePreset, ...RangePreset[]]) }).strict(),
  z
    .object({ custom: z.object({ from: z.string().refine(isDate), to: z.string().refine(isDate) }) })
    .strict()
    .refine((c) => c.custom.from <= c.custom.to && rangeLength(c.custom) <= MAX_RANGE_DAYS, {
      message: `a custom range runs forward and has at most ${MAX_RANGE_DAYS} days`,
    }),
]);

/** A stored value from an older version or a hand edit reads as the default, never as an error. */
export function parseChoice(value: unknown): RangeChoice {
  const parsed = rangeChoiceSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_CHOICE;
}
