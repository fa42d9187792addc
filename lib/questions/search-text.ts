import { Prisma } from "@prisma/client";

/**
 * Accent- and case-blind search that works on PGlite and PostgreSQL alike (the unaccent extension is not
 * available on PGlite): both sides are lower-cased and have their accented letters translated to plain
 * ones, so "basquet" finds "Básquet" and "acao" finds "Ação".
 */
const ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçñý";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucny";

/** The user's text folded the same way, as a LIKE pattern whose wildcards are literal. */
export function foldedPattern(q: string): string {
  const folded = q
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` folded in SQL (a trusted column reference, never user input). */
export function folded(column: string): Prisma.Sql {
  return Prisma.sql`translate(lower(${Prisma.raw(column)}), ${ACCENTED}, ${PLAIN})`;
}
