-- CreateEnum
CREATE TYPE "RunStatus" AS ENUM ('running', 'finished');

-- CreateEnum
CREATE TYPE "RunItemStatus" AS ENUM ('pending', 'done', 'refused', 'failed');

-- CreateTable
CREATE TABLE "runs" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "started_by_id" TEXT NOT NULL,
    "params" JSONB NOT NULL DEFAULT '{}',
    "status" "RunStatus" NOT NULL DEFAULT 'running',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "run_items" (
    "id" TEXT NOT NULL,
    "run_id" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "input" JSONB,
    "status" "RunItemStatus" NOT NULL DEFAULT 'pending',
    "result" JSONB,
    "reason" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "claimed_until" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "run_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_entries" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "user_id" TEXT,
    "action" TEXT NOT NULL,
    "object_type" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "result" TEXT NOT NULL,
    "run_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "runs_workspace_id_kind_created_at_idx" ON "runs"("workspace_id", "kind", "created_at");

-- CreateIndex
CREATE INDEX "run_items_run_id_position_idx" ON "run_items"("run_id", "position");

-- CreateIndex
CREATE INDEX "run_items_status_claimed_until_idx" ON "run_items"("status", "claimed_until");

-- CreateIndex
CREATE UNIQUE INDEX "run_items_run_id_target_key" ON "run_items"("run_id", "target");

-- CreateIndex
CREATE INDEX "audit_entries_workspace_id_object_type_object_id_created_at_idx" ON "audit_entries"("workspace_id", "object_type", "object_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_entries_workspace_id_created_at_idx" ON "audit_entries"("workspace_id", "created_at");

-- AddForeignKey
ALTER TABLE "run_items" ADD CONSTRAINT "run_items_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

