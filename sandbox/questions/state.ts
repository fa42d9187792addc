/** Question statuses as the API writes them (upper case, notes §1). DELETED and BANNED come from moderation/deletion. */
export const QUESTION_STATUSES = ["ANSWERED", "BANNED", "CLOSED_UNANSWERED", "DELETED", "DISABLED", "UNANSWERED", "UNDER_REVIEW"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export type AnswerStatus = "ACTIVE" | "DISABLED" | "BANNED";

export interface Answer {
  text: string;
  status: AnswerStatus;
  /** Epoch ms (sandbox time). */
  date_created: number;
}

export interface Question {
  id: number;
  seller_id: number;
  item_id: string;
  from_id: number;
  text: string;
  status: QuestionStatus;
  /** Epoch ms (sandbox time); rendered with the site's offset. */
  date_created: number;
  last_updated: number;
  answer: Answer | null;
  deleted_from_listing: boolean;
  hold: boolean;
  suspected_spam: boolean;
  /** Application the question was created through (null for seeded ones). */
  app_id: number | null;
}

export interface HiddenRequest {
  at: string;
  user_id: number;
  /** Which body key the client sent: the real payload is undocumented (notes §2). */
  key: "question_ids" | "questions_ids";
  question_ids: number[];
}

export interface QuestionsState {
  byId: Map<number, Question>;
  /** Each seller's questions sorted by date_created ascending: search walks it without sorting. */
  bySeller: Map<number, Question[]>;
  /** Each item's questions sorted by date_created ascending. */
  byItem: Map<string, Question[]>;
  /** How many of each asker's questions have an answer (the `from.answered_questions` field). */
  answeredByAsker: Map<number, number>;
  /** seller id → blocked user id → blocked_at (epoch ms). */
  blacklists: Map<number, Map<number, number>>;
  hiddenRequests: HiddenRequest[];
  nextId: number;
}

export function createQuestionsState(): QuestionsState {
  return {
    byId: new Map(),
    bySeller: new Map(),
    byItem: new Map(),
    answeredByAsker: new Map(),
    blacklists: new Map(),
    hiddenRequests: [],
    // Real question ids are 11-digit integers.
    nextId: 13_104_500_001,
  };
}

/** Adds a question to every index, keeping the per-seller and per-item lists in date order. */
export function insertQuestion(state: QuestionsState, q: Question): void {
  state.byId.set(q.id, q);
  insertSorted(listFor(state.bySeller, q.seller_id), q);
  insertSorted(listFor(state.byItem, q.item_id), q);
  if (q.answer) state.answeredByAsker.set(q.from_id, (state.answeredByAsker.get(q.from_id) ?? 0) + 1);
}

/** Records that a question just got its answer (keeps answered_questions right). */
export function countAnswer(state: QuestionsState, askerId: number): void {
  state.answeredByAsker.set(askerId, (state.answeredByAsker.get(askerId) ?? 0) + 1);
}

function listFor<K>(map: Map<K, Question[]>, key: K): Question[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** New questions are almost always the newest, so the common case is a push; a moved-back clock still sorts right. */
function insertSorted(list: Question[], q: Question): void {
  const last = list[list.length - 1];
  if (!last || last.date_created < q.date_created || (last.date_created === q.date_created && last.id < q.id)) {
    list.push(q);
    return;
  }
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const m = list[mid]!;
    if (m.date_created < q.date_created || (m.date_created === q.date_created && m.id < q.id)) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, q);
}
