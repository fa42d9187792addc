import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { MAX_SUGGESTIONS, type Suggestion, type SuggestionSource } from "../schemas/suggestions";
import { wordQueries } from "./suggestion-queries";

/**
 * How much a past answer's place counts beside its text's likeness: the same item first, then the same
 * category, then the rest of the history. A multiplier, not a strict order: an unrelated question on the
 * same item (it shares one word) must not push out the same question asked on another item. Tuned with
 * bench/suggestions.ts (recall@3 on the sandbox's history).
 */
export const SOURCE_WEIGHT: Record<SuggestionSource, number> = { item: 1.6, category: 1.25, other: 1 };

/**
 * Candidates read per tier (the same item, the same category, the whole history) before scoring. A common
 * question shares words with thousands of past ones; only the closest few of each tier are scored.
 */
const PER_TIER = 30;
/** The same category's latest answered questions searched for candidates. */
const CATEGORY_ROWS = 150;

type Target = { itemId: string; text: string; categoryId: string | null; categoryItems: string[]; lexemes: string[] };
type Row = {
  questionId: bigint;
  question: string;
  answer: string;
  template: string | null;
  source: SuggestionSource;
  answeredAt: Date | null;
};

/**
 * Up to three answers this workspace already gave to questions like this one, best first, from our copy
 * of the history alone (no outside service). Each question's words in its site's language are stored with it
 * (`questions.search_vector`, set by a trigger: migration question_search_vector); full-text search on
 * them, through a GIN index for the whole history, finds candidates sharing some of the question's words
 * (suggestion-queries.ts): from the same item, the same category, the whole history; each is scored by
 * ts_rank plus trigram similarity of the two texts (typos and word forms the dictionary does not join),
 * weighted by where it was asked (SOURCE_WEIGHT); the same answer given many times is offered once, and so
 * is the same question asked many times (its best answer). Two statements: the question's words, then
 * candidates and scores.
 *
 * Only ANSWERED questions of this workspace with an answer the marketplace did not ban or disable; never
 * the question itself. A question of another workspace (or none) is a 404, as everywhere.
 */
export async function suggestAnswers(db: Db, workspaceId: string, questionId: bigint): Promise<Suggestion[]> {
  const [target] = await db.$queryRaw<Target[]>`
    SELECT q.item_id AS "itemId", q.text, s.category_id AS "categoryId", tsvector_to_array(q.search_vector) AS lexemes,
           ARRAY(SELECT o.id FROM item_snapshots o WHERE o.workspace_id = q.workspace_id AND o.category_id = s.category_id AND o.id <> q.item_id) AS "categoryItems"
    FROM questions q LEFT JOIN item_snapshots s ON s.id = q.item_id AND s.workspace_id = q.workspace_id
    WHERE q.workspace_id = ${workspaceId} AND q.id = ${questionId}`;
  if (!target) throw new AppError("not_found", "This question does not exist in your account.");
  const words = wordQueries(target.lexemes);
  if (!words) return [];

  const suggestible = Prisma.sql`c.workspace_id = ${workspaceId} AND c.id <> ${questionId}
    AND c.status = 'ANSWERED' AND c.answer_text IS NOT NULL
    AND c.answer_status IS DISTINCT FROM 'BANNED' AND c.answer_status IS DISTINCT FROM 'DISABLED'`;
  const rows = await db.$queryRaw<Row[]>`
    WITH category_rows AS MATERIALIZED (
      -- The category's latest answered questions, read through the (workspace, item) index (its items come
      -- with the question) and only then searched: planned the other way round, a common word's thousands
      -- of GIN matches were read to find the category's few.
      SELECT c.id, c.search_vector FROM questions c WHERE ${suggestible} AND c.item_id = ANY(${target.categoryItems}::text[])
      ORDER BY c.date_created DESC LIMIT ${CATEGORY_ROWS}
    ), ${historyStages(suggestible, words.stages)}, candidates AS (
      (SELECT c.id FROM questions c WHERE ${suggestible} AND c.item_id = ${target.itemId} AND c.search_vector @@ ${words.any}::tsquery
        ORDER BY c.date_created DESC LIMIT ${PER_TIER})
      UNION
      (SELECT id FROM category_rows WHERE search_vector @@ ${words.closest}::tsquery LIMIT ${PER_TIER})
      UNION
      SELECT id FROM ${stageName(words.stages.length - 1)}
    ), scored AS (
      SELECT c.id, c.text, c.answer_text, c.answer_template, c.answer_date,
             CASE WHEN c.item_id = ${target.itemId} THEN 'item' WHEN cs.category_id = ${target.categoryId} THEN 'category' ELSE 'other' END AS source,
             (ts_rank(c.search_vector, ${words.any}::tsquery) + similarity(c.text, ${target.text}))
               * CASE WHEN c.item_id = ${target.itemId} THEN ${weight("item")} WHEN cs.category_id = ${target.categoryId} THEN ${weight("category")} ELSE ${weight("other")} END
               AS score
      FROM candidates JOIN questions c ON c.id = candidates.id
      LEFT JOIN item_snapshots cs ON cs.id = c.item_id AND cs.workspace_id = c.workspace_id
    ), distinct_answers AS (
      SELECT DISTINCT ON (coalesce(answer_template, answer_text)) *
      FROM scored ORDER BY coalesce(answer_template, answer_text), score DESC, answer_date DESC NULLS LAST
    ), distinct_questions AS (
      -- Three answers to the same words are one choice three times (greetings aside): one per question wording.
      SELECT DISTINCT ON (lower(text)) * FROM distinct_answers ORDER BY lower(text), score DESC, answer_date DESC NULLS LAST
    )
    SELECT id AS "questionId", text AS question, answer_text AS answer, answer_template AS template, source, answer_date AS "answeredAt"
    FROM distinct_questions ORDER BY score DESC, answer_date DESC NULLS LAST LIMIT ${MAX_SUGGESTIONS}`;
  return rows.map((r) => ({
    questionId: String(r.questionId),
    question: r.question,
    answer: r.answer,
    template: r.template,
    source: r.source,
    answeredAt: r.answeredAt?.toISOString() ?? null,
  }));
}

const weight = (source: SuggestionSource) => Prisma.raw(String(SOURCE_WEIGHT[source]));
const stageName = (k: number) => Prisma.raw(`history_${k}`);

/**
 * The whole history's candidates, closest first: `history_k` is `history_(k-1)` plus what stage k (every
 * word shared, then all but one, then any two) adds in the room the closer stages left. A GIN scan reads
 * every row sharing its words before LIMIT applies (9,000 of 50,000 for "any two" of a common question,
 * most of a search's time), and a stage whose LIMIT is 0 is not run at all: a question asked before in the
 * same words fills its room from the first stage alone.
 */
function historyStages(suggestible: Prisma.Sql, stages: string[]): Prisma.Sql {
  const sharing = (query: string) => Prisma.sql`SELECT c.id FROM questions c WHERE ${suggestible} AND c.search_vector @@ ${query}::tsquery`;
  const ctes = stages.map((query, k) => {
    if (k === 0) return Prisma.sql`history_0 AS MATERIALIZED (${sharing(query)} LIMIT ${PER_TIER})`;
    const closer = stageName(k - 1);
    return Prisma.sql`${stageName(k)} AS MATERIALIZED (
      TABLE ${closer}
      UNION ALL
      (${sharing(query)} AND c.id NOT IN (TABLE ${closer}) LIMIT greatest(0, ${PER_TIER}::int - (SELECT count(*) FROM ${closer}))))`;
  });
  return Prisma.join(ctes, ", ");
}
