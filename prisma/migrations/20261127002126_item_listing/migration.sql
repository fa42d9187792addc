-- AlterTable
ALTER TABLE "item_snapshots" ADD COLUMN     "buying_mode" TEXT;

-- CreateTable
CREATE TABLE "item_listings" (
    "workspace_id" TEXT NOT NULL,
    "item_ids" TEXT[],
    "read_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "item_listings_pkey" PRIMARY KEY ("workspace_id")
);

