/** The inbox's plain constants (no zod): the browser's first paint uses them, lib/schemas/questions.ts too. */
export const QUESTION_STATUSES = ["UNANSWERED", "ANSWERED", "CLOSED_UNANSWERED", "UNDER_REVIEW", "BANNED", "DELETED"] as const;
/** What the inbox's status filter offers: the marketplace's statuses plus the questions the seller hid. */
export const LIST_VIEWS = [...QUESTION_STATUSES, "HIDDEN"] as const;
export const ANSWER_MAX_LENGTH = 2000;
/** An internal note's limit: the team's own text, never sent to the marketplace. */
export const NOTE_MAX_LENGTH = 2000;
