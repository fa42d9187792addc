-- CreateTable
CREATE TABLE "sales" (
    "id" BIGINT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "is_pack" BOOLEAN NOT NULL,
    "order_ids" BIGINT[],
    "buyer_id" BIGINT NOT NULL,
    "buyer_nickname" TEXT NOT NULL,
    "items" JSONB NOT NULL,
    "total" DOUBLE PRECISION NOT NULL,
    "currency_id" TEXT NOT NULL,
    "date_created" TIMESTAMP(3) NOT NULL,
    "shipment_id" BIGINT,
    "logistic_type" TEXT,
    "shipment_status" TEXT,
    "shipment_substatus" TEXT,
    "city" TEXT,
    "conversation_state" TEXT NOT NULL,
    "blocked_reason" TEXT,
    "reasons_available" TEXT[],
    "buyer_has_written" BOOLEAN NOT NULL DEFAULT false,
    "last_message_at" TIMESTAMP(3),
    "last_buyer_message_at" TIMESTAMP(3),
    "search_text" TEXT NOT NULL,
    "synced_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sales_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sale_reads" (
    "sale_id" BIGINT NOT NULL,
    "user_id" TEXT NOT NULL,
    "read_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sale_reads_pkey" PRIMARY KEY ("sale_id","user_id")
);

-- CreateTable
CREATE TABLE "sale_sends" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "sale_id" BIGINT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "user_name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "option_id" TEXT,
    "template_id" TEXT,
    "text" TEXT,
    "vars" JSONB,
    "status" TEXT NOT NULL,
    "message_id" TEXT,
    "message_status" TEXT,
    "moderation_reason" TEXT,
    "error_code" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "sale_sends_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sales_syncs" (
    "workspace_id" TEXT NOT NULL,
    "last_sweep_at" TIMESTAMP(3),
    "total" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "sales_syncs_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateIndex
CREATE INDEX "sales_workspace_id_date_created_idx" ON "sales"("workspace_id", "date_created");

-- CreateIndex
CREATE INDEX "sales_workspace_id_conversation_state_date_created_idx" ON "sales"("workspace_id", "conversation_state", "date_created");

-- CreateIndex
CREATE INDEX "sale_sends_sale_id_created_at_idx" ON "sale_sends"("sale_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "sale_sends_workspace_id_idempotency_key_key" ON "sale_sends"("workspace_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "sales" ADD CONSTRAINT "sales_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_reads" ADD CONSTRAINT "sale_reads_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sale_sends" ADD CONSTRAINT "sale_sends_sale_id_fkey" FOREIGN KEY ("sale_id") REFERENCES "sales"("id") ON DELETE CASCADE ON UPDATE CASCADE;

