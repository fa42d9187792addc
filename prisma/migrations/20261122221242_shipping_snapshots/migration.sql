-- CreateTable
CREATE TABLE "shipping_item_snapshots" (
    "workspace_id" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "row" JSONB NOT NULL,
    "cost" JSONB,
    "read_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shipping_item_snapshots_pkey" PRIMARY KEY ("workspace_id","item_id")
);

-- CreateTable
CREATE TABLE "shipping_listings" (
    "workspace_id" TEXT NOT NULL,
    "read_at" TIMESTAMP(3) NOT NULL,
    "total" INTEGER NOT NULL,
    "site_id" TEXT NOT NULL,
    "fulfilment" BOOLEAN NOT NULL,

    CONSTRAINT "shipping_listings_pkey" PRIMARY KEY ("workspace_id")
);

