-- An invitation link may grant several accounts, each with its own role (issue 45): the account and role
-- move from the invitation to one grant row per account. Existing links keep what they granted.

-- CreateTable
CREATE TABLE "invitation_grants" (
    "invitation_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "role" "Role" NOT NULL,

    CONSTRAINT "invitation_grants_pkey" PRIMARY KEY ("invitation_id","workspace_id")
);

-- Copy each existing link's one account and role.
INSERT INTO "invitation_grants" ("invitation_id", "workspace_id", "role")
SELECT "id", "workspace_id", "role" FROM "invitations";

-- CreateIndex
CREATE INDEX "invitation_grants_workspace_id_idx" ON "invitation_grants"("workspace_id");

-- AddForeignKey
ALTER TABLE "invitation_grants" ADD CONSTRAINT "invitation_grants_invitation_id_fkey" FOREIGN KEY ("invitation_id") REFERENCES "invitations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitation_grants" ADD CONSTRAINT "invitation_grants_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- DropForeignKey
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_workspace_id_fkey";

-- DropIndex
DROP INDEX "invitations_workspace_id_idx";

-- AlterTable
ALTER TABLE "invitations" DROP COLUMN "role",
DROP COLUMN "workspace_id";
