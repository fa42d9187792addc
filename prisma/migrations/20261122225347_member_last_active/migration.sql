-- AlterTable
ALTER TABLE "memberships" ADD COLUMN     "last_active_at" TIMESTAMP(3);

