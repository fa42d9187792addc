import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";

export const suggestionKeys = {
  all: ["suggestions"] as const,
  forQuestion: (questionId: string) => [...suggestionKeys.all, questionId] as const,
};

export const suggestionsQuery = (questionId: string, account: string) =>
  queryOptions({
    queryKey: suggestionKeys.forQuestion(questionId),
    queryFn: () =>
      fetchJson(`/api/questions/${questionId}/suggestions`, () => import("../schemas/suggestions").then((m) => m.suggestionsSchema), {
        account,
      }),
    // The history changes only when someone answers (which invalidates these): no refetch on every focus.
    staleTime: 5 * 60_000,
  });

/** The answers offered above the composer; `enabled` false while the composer is closed (a viewer, a settled question). */
export function useSuggestions(questionId: string, enabled: boolean, account: string) {
  return useQuery({ ...suggestionsQuery(questionId, account), enabled });
}
