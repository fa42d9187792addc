-- CreateTable
CREATE TABLE "live_events" (
    "id" BIGSERIAL NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "live_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "presence" (
    "workspace_id" TEXT NOT NULL,
    "question_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "user_name" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "seen_at" TIMESTAMP(3) NOT NULL,
    "typing_at" TIMESTAMP(3),

    CONSTRAINT "presence_pkey" PRIMARY KEY ("workspace_id","question_id","user_id")
);

-- CreateTable
CREATE TABLE "sign_in_failures" (
    "id" BIGSERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "failed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_failures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scheduled_jobs" (
    "name" TEXT NOT NULL,
    "last_started_at" TIMESTAMP(3),
    "locked_until" TIMESTAMP(3),
    "locked_by" TEXT,
    "runs" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "scheduled_jobs_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "live_events_workspace_id_id_idx" ON "live_events"("workspace_id", "id");

-- CreateIndex
CREATE INDEX "live_events_created_at_idx" ON "live_events"("created_at");

-- CreateIndex
CREATE INDEX "presence_seen_at_idx" ON "presence"("seen_at");

-- CreateIndex
CREATE INDEX "sign_in_failures_key_failed_at_idx" ON "sign_in_failures"("key", "failed_at");

