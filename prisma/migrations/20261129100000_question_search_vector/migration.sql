-- Hand-written (Prisma cannot express these). Suggested answers (lib/questions/suggest-answers.ts) read each
-- question's words in its site's language: parsed once when the question is written, not once per candidate
-- and per search (to_tsvector costs tens of microseconds a row, and a search scored ~100 candidates and
-- filtered the category's 150 latest rows with it).
ALTER TABLE "questions" ADD COLUMN "search_vector" tsvector;

-- The site's dictionary: Portuguese on MLB (Brazil), Spanish on every other site. A trigger rather than a
-- generated column (which cannot read the workspace's site) or the app's writes (the sweep, the callback
-- processor, tests and benches all insert questions; the trigger keeps every one of them in step).
CREATE FUNCTION "questions_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_vector" := to_tsvector(
    (SELECT CASE WHEN w."site_id" = 'MLB' THEN 'portuguese' ELSE 'spanish' END FROM "workspaces" w WHERE w."id" = NEW."workspace_id")::regconfig,
    NEW."text");
  RETURN NEW;
END $$;
CREATE TRIGGER "questions_search_vector" BEFORE INSERT OR UPDATE OF "text", "workspace_id" ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "questions_search_vector"();

-- The questions already stored: writing their text again runs the trigger.
UPDATE "questions" SET "text" = "text";

-- One GIN index on the stored words replaces the expression index per dictionary (the column already holds
-- the right dictionary's words), with the same predicate and the same reason for fastupdate off
-- (20261129060753_suggest_answers: PGlite never vacuums a pending list away).
DROP INDEX "questions_suggest_spanish_idx";
DROP INDEX "questions_suggest_portuguese_idx";
CREATE INDEX "questions_suggest_idx" ON "questions" USING gin ("search_vector")
  WITH (fastupdate = off) WHERE "status" = 'ANSWERED' AND "answer_text" IS NOT NULL;
