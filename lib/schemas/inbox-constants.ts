/** The inbox's plain constants (no zod): the browser's first paint uses them, lib/schemas/inbox.ts too. */
export const QUESTION_STATUSES = ["UNANSWERED", "ANSWERED", "CLOSED_UNANSWERED", "UNDER_REVIEW", "BANNED", "DELETED"] as const;
export const ANSWER_MAX_LENGTH = 2000;
