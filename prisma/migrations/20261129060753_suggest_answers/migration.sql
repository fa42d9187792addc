-- AlterTable
ALTER TABLE "questions" ADD COLUMN     "answer_template" TEXT;

-- AlterTable
ALTER TABLE "item_snapshots" ADD COLUMN     "category_id" TEXT;

-- Hand-written (Prisma cannot express these). Suggested answers (lib/questions/suggest-answers.ts) search the
-- answered history's question texts with full-text search in the site's language: one expression index per
-- dictionary the sites use (Spanish, Portuguese), holding only what can be suggested, so a query written
-- with the same expression and predicate is answered from the index. fastupdate off: with it, new rows wait in
-- a pending list that every search reads through until a vacuum merges it, and embedded PGlite never
-- vacuums on its own (a 50,000-row import made each search 30 times slower); a question is written once.
CREATE INDEX "questions_suggest_spanish_idx" ON "questions" USING gin (to_tsvector('spanish'::regconfig, "text"))
  WITH (fastupdate = off) WHERE "status" = 'ANSWERED' AND "answer_text" IS NOT NULL;
CREATE INDEX "questions_suggest_portuguese_idx" ON "questions" USING gin (to_tsvector('portuguese'::regconfig, "text"))
  WITH (fastupdate = off) WHERE "status" = 'ANSWERED' AND "answer_text" IS NOT NULL;

-- Trigram similarity re-scores the full-text candidates (typos, word forms the dictionary does not join).
-- PGlite loads the extension's code when it opens (lib/db/pglite-worker.mjs, prisma.config.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The same category's history: its items first (suggestions look them up per question).
CREATE INDEX "item_snapshots_workspace_id_category_id_idx" ON "item_snapshots"("workspace_id", "category_id");
