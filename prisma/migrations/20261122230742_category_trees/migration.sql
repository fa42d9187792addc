-- CreateTable
CREATE TABLE "category_trees" (
    "site_id" TEXT NOT NULL,
    "md5" TEXT NOT NULL,
    "content_created" TEXT,
    "read_at" TIMESTAMP(3) NOT NULL,
    "category_count" INTEGER NOT NULL,
    "categories" JSONB NOT NULL,
    "changes" JSONB,

    CONSTRAINT "category_trees_pkey" PRIMARY KEY ("site_id")
);

