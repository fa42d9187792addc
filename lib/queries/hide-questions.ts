import { sendJson } from "./fetch-json";

/**
 * Hides questions on the marketplace (it has no "unhide"). Its own small module: the inbox's undo window
 * (components/questions/use-hide-with-undo.ts) and the page-leave flush (pending-hidden.ts, read at first
 * paint) both send it, and the latter must not load the question actions to do so. `keepalive` lets the
 * request sent while the page unloads finish. `account`: the questions' (useAccount() where they are drawn).
 */
export function hideQuestions(questionIds: string[], account: string, options?: { keepalive?: boolean }): Promise<unknown> {
  return sendJson("/api/questions/hide", null, "POST", { questionIds }, { ...options, account });
}
