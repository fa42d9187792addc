import { z } from "zod";
import { lenientArray } from "./lenient";

/**
 * The multi-get's answer, `[{code, body}]` per id: the bodies of the 200s, read with `body`. An id the
 * marketplace does not know (404 entry) is left out quietly; a 200 whose body cannot be read is left out
 * and named (lenient.ts), so one odd listing never fails the other nineteen.
 */
export function multiGetSchema<S extends z.ZodType>(body: S) {
  const entry = z.union([
    z.object({ code: z.literal(200), body }),
    z.object({
      code: z
        .number()
        .int()
        .refine((code) => code !== 200),
      body: z.unknown(),
    }),
  ]);
  return lenientArray(entry).transform((entries) => entries.flatMap((e) => (e.code === 200 ? [(e as { body: z.output<S> }).body] : [])));
}
