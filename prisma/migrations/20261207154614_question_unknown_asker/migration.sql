-- Older marketplace questions name no asker (neither from nor buyer_id): they are kept with an unknown one (issue 57).

-- AlterTable
ALTER TABLE "questions" ALTER COLUMN "asker_id" DROP NOT NULL;

