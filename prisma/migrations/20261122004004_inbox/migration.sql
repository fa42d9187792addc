-- CreateEnum
CREATE TYPE "NotificationStatus" AS ENUM ('pending', 'processed', 'ignored', 'failed');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "password_hash" TEXT;

-- CreateTable
CREATE TABLE "questions" (
    "id" BIGINT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "asker_id" BIGINT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "date_created" TIMESTAMP(3) NOT NULL,
    "answer_text" TEXT,
    "answer_status" TEXT,
    "answer_date" TIMESTAMP(3),
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "assignee_id" TEXT,
    "assigned_at" TIMESTAMP(3),
    "answered_by_id" TEXT,
    "synced_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "item_snapshots" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "thumbnail" TEXT,
    "price" DOUBLE PRECISION NOT NULL,
    "currency_id" TEXT NOT NULL,
    "available_quantity" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "permalink" TEXT,
    "synced_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "item_snapshots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "marketplace_user_snapshots" (
    "id" BIGINT NOT NULL,
    "nickname" TEXT NOT NULL,
    "synced_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "marketplace_user_snapshots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notes" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "question_id" BIGINT NOT NULL,
    "author_id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_replies" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_by_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saved_replies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invitations" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "created_by_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "accepted_at" TIMESTAMP(3),
    "accepted_by_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "marketplace_notifications" (
    "id" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "resource" TEXT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "workspace_id" TEXT,
    "source" TEXT NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" "NotificationStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "processed_at" TIMESTAMP(3),

    CONSTRAINT "marketplace_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workspace_syncs" (
    "workspace_id" TEXT NOT NULL,
    "last_sweep_at" TIMESTAMP(3),
    "last_notification_at" TIMESTAMP(3),
    "missed_replayed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "workspace_syncs_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateIndex
CREATE INDEX "questions_workspace_id_status_date_created_idx" ON "questions"("workspace_id", "status", "date_created");

-- CreateIndex
CREATE INDEX "questions_workspace_id_item_id_asker_id_date_created_idx" ON "questions"("workspace_id", "item_id", "asker_id", "date_created");

-- CreateIndex
CREATE INDEX "questions_workspace_id_assignee_id_idx" ON "questions"("workspace_id", "assignee_id");

-- CreateIndex
CREATE INDEX "item_snapshots_workspace_id_idx" ON "item_snapshots"("workspace_id");

-- CreateIndex
CREATE INDEX "notes_question_id_created_at_idx" ON "notes"("question_id", "created_at");

-- CreateIndex
CREATE INDEX "saved_replies_workspace_id_title_idx" ON "saved_replies"("workspace_id", "title");

-- CreateIndex
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations"("token_hash");

-- CreateIndex
CREATE INDEX "invitations_workspace_id_idx" ON "invitations"("workspace_id");

-- CreateIndex
CREATE UNIQUE INDEX "marketplace_notifications_dedupe_key_key" ON "marketplace_notifications"("dedupe_key");

-- CreateIndex
CREATE INDEX "marketplace_notifications_status_next_attempt_at_idx" ON "marketplace_notifications"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "marketplace_notifications_workspace_id_received_at_idx" ON "marketplace_notifications"("workspace_id", "received_at");

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notes" ADD CONSTRAINT "notes_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workspace_syncs" ADD CONSTRAINT "workspace_syncs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

