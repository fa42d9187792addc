-- AlterTable
ALTER TABLE "users" ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0;

-- DropTable
DROP TABLE "sign_in_failures";

-- CreateTable
CREATE TABLE "attempt_windows" (
    "key" TEXT NOT NULL,
    "window_started_at" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL,

    CONSTRAINT "attempt_windows_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "marketplace_notifications_user_id_status_idx" ON "marketplace_notifications"("user_id", "status");

