-- CreateTable
CREATE TABLE "claims" (
    "id" BIGINT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "order_id" BIGINT,
    "buyer_id" BIGINT,
    "sale_id" BIGINT,
    "buyer_nickname" TEXT,
    "item_id" TEXT,
    "item_title" TEXT,
    "order_total" DOUBLE PRECISION,
    "currency_id" TEXT,
    "status" TEXT NOT NULL,
    "stage" TEXT,
    "type" TEXT,
    "reason_id" TEXT,
    "move" TEXT,
    "due_date" TIMESTAMP(3),
    "seller_actions" TEXT[],
    "has_return" BOOLEAN NOT NULL DEFAULT false,
    "affects_reputation" TEXT,
    "incentive_until" TIMESTAMP(3),
    "site_id" TEXT,
    "date_created" TIMESTAMP(3) NOT NULL,
    "last_updated" TIMESTAMP(3),
    "assignee_id" TEXT,
    "assigned_at" TIMESTAMP(3),
    "search_text" TEXT NOT NULL DEFAULT '',
    "synced_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "claims_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "claim_notes" (
    "id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "claim_id" BIGINT NOT NULL,
    "author_id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "claim_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "claims_workspace_id_status_due_date_id_idx" ON "claims"("workspace_id", "status", "due_date", "id");

-- CreateIndex
CREATE INDEX "claims_workspace_id_order_id_idx" ON "claims"("workspace_id", "order_id");

-- CreateIndex
CREATE INDEX "claim_notes_claim_id_created_at_idx" ON "claim_notes"("claim_id", "created_at");

-- AddForeignKey
ALTER TABLE "claims" ADD CONSTRAINT "claims_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "claims" ADD CONSTRAINT "claims_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "claim_notes" ADD CONSTRAINT "claim_notes_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "claim_notes" ADD CONSTRAINT "claim_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

