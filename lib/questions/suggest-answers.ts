import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { textSearchConfig } from "../sites";
import { MAX_SUGGESTIONS, type Suggestion, type SuggestionSource } from "../schemas/suggestions";

/**
 * How much a past answer's place counts beside its text's likeness: the same item first, then the same
 * category, then the rest of the history. A multiplier, not a strict order: an unrelated question on the
 * same item (it shares one word) must not push out the same question asked on another item. Tuned with
 * bench/suggestions.ts (recall@3 on the sandbox's history).
 */
export const SOURCE_WEIGHT: Record<SuggestionSource, number> = { item: 1.6, category: 1.25, other: 1 };

type Row = {
  target: bigint;
  questionId: bigint | null;
  question: string | null;
  answer: string | null;
  template: string | null;
  source: SuggestionSource | null;
  answeredAt: Date | null;
};

/**
 * Up to three answers this workspace already gave to questions like this one, best first, from our copy
 * of the history alone (no outside service). One statement: the question's words in the site's language
 * (`spanish`, `portuguese`: lib/sites.ts) as an OR query, so a past question sharing only some of them
 * still matches, answered from the migration's GIN index of that dictionary; each match scored by ts_rank
 * plus trigram similarity of the two texts (typos and word forms the dictionary does not join), weighted by
 * where it was asked (SOURCE_WEIGHT); the same answer given many times is offered once.
 *
 * Only ANSWERED questions of this workspace with an answer the marketplace did not ban or disable; never
 * the question itself. A question of another workspace (or none) is a 404, as everywhere.
 */
export async function suggestAnswers(db: Db, workspaceId: string, siteId: string, questionId: bigint): Promise<Suggestion[]> {
  // A literal from a closed list: the expression must read as the index's (to_tsvector('spanish'::regconfig, text)).
  const config = Prisma.raw(`'${textSearchConfig(siteId)}'::regconfig`);
  const weight = (source: SuggestionSource) => Prisma.raw(String(SOURCE_WEIGHT[source]));
  const rows = await db.$queryRaw<Row[]>`
    WITH target AS (
      SELECT q.id, q.item_id, q.text, s.category_id,
             (SELECT string_agg(quote_literal(lexeme), ' | ') FROM unnest(tsvector_to_array(to_tsvector(${config}, q.text))) AS lexeme)::tsquery AS terms
      FROM questions q
      LEFT JOIN item_snapshots s ON s.id = q.item_id AND s.workspace_id = q.workspace_id
      WHERE q.workspace_id = ${workspaceId} AND q.id = ${questionId}
    ), matched AS (
      SELECT c.id, c.text, c.answer_text, c.answer_template, c.answer_date,
             CASE WHEN c.item_id = t.item_id THEN 'item' WHEN cs.category_id = t.category_id THEN 'category' ELSE 'other' END AS source,
             (ts_rank(to_tsvector(${config}, c.text), t.terms) + similarity(c.text, t.text))
               * CASE WHEN c.item_id = t.item_id THEN ${weight("item")} WHEN cs.category_id = t.category_id THEN ${weight("category")} ELSE ${weight("other")} END
               AS score
      FROM target t
      JOIN questions c ON c.workspace_id = ${workspaceId} AND c.id <> t.id
        AND c.status = 'ANSWERED' AND c.answer_text IS NOT NULL
        AND c.answer_status IS DISTINCT FROM 'BANNED' AND c.answer_status IS DISTINCT FROM 'DISABLED'
        AND to_tsvector(${config}, c.text) @@ t.terms
      LEFT JOIN item_snapshots cs ON cs.id = c.item_id AND cs.workspace_id = c.workspace_id
    ), distinct_answers AS (
      SELECT DISTINCT ON (coalesce(answer_template, answer_text)) *
      FROM matched ORDER BY coalesce(answer_template, answer_text), score DESC, answer_date DESC NULLS LAST
    )
    SELECT t.id AS target, d.id AS "questionId", d.text AS question, d.answer_text AS answer, d.answer_template AS template,
           d.source, d.answer_date AS "answeredAt"
    FROM target t
    LEFT JOIN LATERAL (SELECT * FROM distinct_answers ORDER BY score DESC, answer_date DESC NULLS LAST LIMIT ${MAX_SUGGESTIONS}) d ON true
    ORDER BY d.score DESC NULLS LAST, d.answer_date DESC NULLS LAST`;
  if (rows.length === 0) throw new AppError("not_found", "This question does not exist in your account.");
  return rows.flatMap((r) =>
    r.questionId === null
      ? []
      : [
          {
            questionId: String(r.questionId),
            question: r.question!,
            answer: r.answer!,
            template: r.template,
            source: r.source!,
            answeredAt: r.answeredAt?.toISOString() ?? null,
          },
        ],
  );
}
