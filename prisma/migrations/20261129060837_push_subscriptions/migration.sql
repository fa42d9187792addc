-- CreateTable
CREATE TABLE "push_subscriptions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "new_questions" BOOLEAN NOT NULL DEFAULT true,
    "only_assigned" BOOLEAN NOT NULL DEFAULT false,
    "buyer_replies" BOOLEAN NOT NULL DEFAULT true,
    "quiet_start" TEXT,
    "quiet_end" TEXT,
    "time_zone" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_success_at" TIMESTAMP(3),

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_deliveries" (
    "subscription_id" TEXT NOT NULL,
    "question_id" BIGINT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "replaced_at" TIMESTAMP(3),

    CONSTRAINT "push_deliveries_pkey" PRIMARY KEY ("subscription_id","question_id")
);

-- CreateTable
CREATE TABLE "push_vapid_keys" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "public_key" TEXT NOT NULL,
    "private_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_vapid_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");

-- CreateIndex
CREATE INDEX "push_subscriptions_workspace_id_idx" ON "push_subscriptions"("workspace_id");

-- CreateIndex
CREATE INDEX "push_subscriptions_user_id_workspace_id_idx" ON "push_subscriptions"("user_id", "workspace_id");

-- CreateIndex
CREATE INDEX "push_deliveries_workspace_id_question_id_idx" ON "push_deliveries"("workspace_id", "question_id");

-- AddForeignKey
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

