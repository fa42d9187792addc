-- CreateTable
CREATE TABLE "metrics_cache" (
    "seller_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "read_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "metrics_cache_pkey" PRIMARY KEY ("seller_id","key")
);

