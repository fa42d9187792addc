import { useMutation, useQueryClient } from "@tanstack/react-query";
import { noteSchema } from "../schemas/questions";
import { sendJson } from "./fetch-json";
import { questionKeys } from "./questions";

/** Notes arrive with the question detail; adding one refreshes that detail (and the list's note count). */
/** `account`: the question's (useAccount() where it is drawn). */
export function useAddNote(questionId: string, account: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendJson(`/api/questions/${questionId}/notes`, noteSchema, "POST", { text }, { account }),
    onSettled: () => client.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
