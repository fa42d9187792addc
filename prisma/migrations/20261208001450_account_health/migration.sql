-- AlterTable
ALTER TABLE "sales" ADD COLUMN     "handling_limit" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "reputation_days" (
    "workspace_id" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "level_id" TEXT,
    "real_level_id" TEXT,
    "window_days" INTEGER,
    "sales" INTEGER,
    "claims_rate" DOUBLE PRECISION,
    "delayed_handling_rate" DOUBLE PRECISION,
    "cancellations_rate" DOUBLE PRECISION,
    "read_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reputation_days_pkey" PRIMARY KEY ("workspace_id","day")
);

-- CreateIndex
CREATE INDEX "sales_workspace_id_handling_limit_idx" ON "sales"("workspace_id", "handling_limit");

-- AddForeignKey
ALTER TABLE "reputation_days" ADD CONSTRAINT "reputation_days_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

