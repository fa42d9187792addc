import type { SandboxState } from "../state.ts";

/**
 * Question contacts are counted from the questions really stored, read at request time.
 * The questions slice is owned by another module and may change shape, so it is read defensively:
 * the `byId` map when present (its current shape), otherwise any Map or array of question-like
 * objects in the slice. Anything unreadable counts as no questions.
 */
export interface QuestionContact {
  item_id: string;
  seller_id: number | null;
  atMs: number;
}

export function storedQuestions(state: SandboxState): QuestionContact[] {
  const slice = state.questions as unknown;
  if (!slice || typeof slice !== "object") return [];
  const record = slice as Record<string, unknown>;
  const sources = record.byId !== undefined ? [record.byId] : Object.values(record);
  const seen = new Set<unknown>();
  const out: QuestionContact[] = [];
  for (const source of sources) {
    const values = source instanceof Map ? [...source.values()] : Array.isArray(source) ? source : [];
    for (const value of values.flat()) {
      if (seen.has(value)) continue;
      seen.add(value);
      const q = toContact(value);
      if (q) out.push(q);
    }
  }
  return out;
}

function toContact(value: unknown): QuestionContact | null {
  if (!value || typeof value !== "object") return null;
  const q = value as Record<string, unknown>;
  if (typeof q.item_id !== "string") return null;
  const raw = q.date_created;
  const atMs = typeof raw === "number" ? raw : typeof raw === "string" ? Date.parse(raw) : raw instanceof Date ? raw.getTime() : NaN;
  if (Number.isNaN(atMs)) return null;
  return { item_id: q.item_id, seller_id: typeof q.seller_id === "number" ? q.seller_id : null, atMs };
}

/** Questions matching a filter, counted per interval. */
export function countQuestions(questions: QuestionContact[], match: (q: QuestionContact) => boolean, fromMs: number, toMs: number): number {
  let n = 0;
  for (const q of questions) if (q.atMs >= fromMs && q.atMs < toMs && match(q)) n++;
  return n;
}
