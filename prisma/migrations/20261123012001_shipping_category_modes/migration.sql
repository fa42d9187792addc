-- AlterTable
ALTER TABLE "shipping_item_snapshots" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "shipping_listings" ADD COLUMN     "changed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "shipping_category_modes" (
    "workspace_id" TEXT NOT NULL,
    "category_id" TEXT NOT NULL,
    "accepts" BOOLEAN NOT NULL,
    "accepted_methods" INTEGER[],
    "read_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shipping_category_modes_pkey" PRIMARY KEY ("workspace_id","category_id")
);

