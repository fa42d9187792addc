import { z } from "zod";

/** Where a suggested answer comes from, best first: the same item, the same category, any other item. */
export const SUGGESTION_SOURCES = ["item", "category", "other"] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

/** At most this many suggestions are offered: more would crowd the composer on a phone. */
export const MAX_SUGGESTIONS = 3;

/**
 * One answer the seller already gave to a similar question (GET /api/questions/:id/suggestions). `template`:
 * the saved reply with its {variables} the answer was sent from, when known; the composer fills it for the
 * question being answered instead of repeating the earlier buyer's name or price.
 */
export const suggestionSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
  template: z.string().nullable(),
  source: z.enum(SUGGESTION_SOURCES),
  answeredAt: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema).max(MAX_SUGGESTIONS) });
export type Suggestions = z.infer<typeof suggestionsSchema>;
