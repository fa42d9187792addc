/**
 * The text-search queries a question's words make, from the most to the least demanding: a past question
 * sharing every word, all but one, any two, any one. PostgreSQL has no "at least k of n words" operator;
 * OR-ing the ANDs of the subsets says it, and the GIN index answers each without reading the rows that do
 * not qualify. Bounded so a long question does not build a huge query: its longest words carry the
 * meaning ("garantía", "factura"), the short ones are the ones most questions share.
 */
const MAX_WORDS = 7;

export interface WordQueries {
  /** any word (OR): the same item's history is small, so it may share a single word */
  any: string;
  /** for the whole history, most demanding first: every word, all but one, any two (as the word count allows) */
  stages: string[];
  /** the last stage: the least demanding one the whole history gets */
  closest: string;
}

/** A lexeme as a tsquery operand: quoted, with quotes and backslashes escaped (the query is a bound parameter). */
const operand = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
const and = (words: string[]) => `(${words.map(operand).join(" & ")})`;

/** Null when the question has no searchable word (only stop words, or punctuation). */
export function wordQueries(lexemes: string[]): WordQueries | null {
  const words = [...new Set(lexemes)].sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const any = words.map(operand).join(" | ");
  const pairs: string[] = [];
  for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) pairs.push(and([words[i]!, words[j]!]));
  // Two words: both, else either. Three: all, else any two (which is all but one). More: all three stages.
  const stages =
    words.length === 1
      ? [any]
      : words.length === 2
        ? [and(words), any]
        : [
            and(words),
            ...(words.length >= 4 ? [words.map((_, skip) => and(words.filter((__, k) => k !== skip))).join(" | ")] : []),
            pairs.join(" | "),
          ];
  return { any, stages, closest: stages.at(-1)! };
}
