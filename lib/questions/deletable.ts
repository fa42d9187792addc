/**
 * Which questions can be deleted, for the server and the page alike (plain: no imports). The marketplace
 * refuses to delete an answered question (400 not_unanswered_question: hide it instead), and a deleted one
 * is gone already.
 */
export function canDeleteQuestion(status: string): boolean {
  return status !== "ANSWERED" && status !== "DELETED";
}
