-- DropIndex
DROP INDEX "sales_workspace_id_date_created_idx";

-- DropIndex
DROP INDEX "sales_workspace_id_conversation_state_date_created_idx";

-- CreateIndex
CREATE INDEX "sales_workspace_id_date_created_id_idx" ON "sales"("workspace_id", "date_created", "id");

-- CreateIndex
CREATE INDEX "sales_workspace_id_conversation_state_date_created_id_idx" ON "sales"("workspace_id", "conversation_state", "date_created", "id");

