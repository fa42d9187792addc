-- AlterTable
ALTER TABLE "questions" ADD COLUMN     "answer_send_at" TIMESTAMP(3),
ADD COLUMN     "answer_send_key" TEXT;

