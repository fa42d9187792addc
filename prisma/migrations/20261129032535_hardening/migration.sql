-- AlterTable
ALTER TABLE "users" ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0;

-- DropTable
DROP TABLE "sign_in_failures";

-- CreateTable
CREATE TABLE "sign_in_attempts" (
    "key" TEXT NOT NULL,
    "window_started_at" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL,

    CONSTRAINT "sign_in_attempts_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "marketplace_notifications_user_id_status_idx" ON "marketplace_notifications"("user_id", "status");

