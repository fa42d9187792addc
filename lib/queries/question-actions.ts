import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { QuestionDetail } from "../schemas/questions";
import { sendJson } from "./fetch-json";
import { ANSWER_MUTATION, questionKeys, removeFromLists } from "./questions";
import { suggestionKeys } from "./suggestions";

// Every action names the question's account (`account`: useAccount() where the question is drawn; in the
// all-accounts inbox its pane's RowAccountProvider makes that the row's), so withSeller checks the role
// there and uses that account's token.

/**
 * Answering takes the question out of "unanswered" at once (the list is the team's to-do list), and
 * puts it back if the marketplace refuses; the composer keeps its text until success.
 */
export function useAnswerQuestion(id: string, account: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [ANSWER_MUTATION, id],
    mutationFn: (input: { text: string; composerOpenedAt: string; idempotencyKey: string; template?: string }) =>
      sendJson(`/api/questions/${id}/answer`, null, "POST", input, { account }),
    // Offline the send fails at once and is never replayed later (see the QueryClient defaults).
    networkMode: "always",
    onMutate: async () => {
      await client.cancelQueries({ queryKey: questionKeys.lists() });
      return { rollback: removeFromLists(client, [id], "UNANSWERED") };
    },
    onError: (_error, _input, context) => context?.rollback(),
    onSuccess: async (data) => {
      // Loaded here, not at the top: zod stays out of the inbox's first-load JavaScript.
      const { questionSummarySchema } = await import("../schemas/questions");
      const parsed = questionSummarySchema.safeParse(data);
      if (parsed.success) client.setQueryData<QuestionDetail>(questionKeys.detail(id), (old) => (old ? { ...old, ...parsed.data } : old));
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: questionKeys.lists() });
      void client.invalidateQueries({ queryKey: questionKeys.detail(id) });
      // This answer is history now: the next question's suggestions may offer it.
      void client.invalidateQueries({ queryKey: suggestionKeys.all });
    },
  });
}

export function useDeleteQuestion(account: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson(`/api/questions/${id}`, null, "DELETE", undefined, { account }),
    onMutate: (id) => ({ rollback: removeFromLists(client, [id]) }),
    onError: (_e, _id, context) => context?.rollback(),
    onSettled: () => client.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** Takes the question id at call time so the "a" shortcut can assign whichever question is open. */
export function useAssignQuestion(account: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
      sendJson(`/api/questions/${id}/assign`, null, "POST", { assigneeId }, { account }),
    onSettled: () => client.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** The same assignment outside React: the inbox's "a" shortcut loads it on the key press. */
export async function assignQuestion(client: QueryClient, id: string, assigneeId: string | null, account: string): Promise<void> {
  try {
    await sendJson(`/api/questions/${id}/assign`, null, "POST", { assigneeId }, { account });
  } finally {
    void client.invalidateQueries({ queryKey: questionKeys.all });
  }
}
