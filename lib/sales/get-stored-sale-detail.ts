import type { Db } from "../db/client";
import type { SaleDetail } from "../schemas/sales";
import { readOurCopy, toAuditEntry, type SaleViewer } from "./get-sale-detail";
import { auditRowsOf } from "../audit/audit";
import { toSaleSummary, type SaleRow } from "./sale-rows";

/**
 * A sale as our copy alone tells it, for when the marketplace does not answer: the stored sale, the
 * messages sent from Mostrador (the buyer's live only upstream) and the audit trail. Null when we have
 * never stored this sale for the workspace. Nothing can be sent from it: no guide, no plain messages.
 */
export async function getStoredSaleDetail(db: Db, viewer: SaleViewer, saleId: bigint): Promise<SaleDetail | null> {
  const [ourCopy, sends] = await Promise.all([
    readOurCopy(db, viewer, saleId),
    db.saleSend.findMany({
      where: { workspaceId: viewer.workspaceId, saleId, status: "sent", messageId: { not: null } },
      orderBy: { createdAt: "asc" },
      take: 200,
      select: { messageId: true, text: true, messageStatus: true, moderationReason: true, createdAt: true, userId: true, userName: true },
    }),
  ]);
  if (ourCopy.id === null) return null;
  const row = ourCopy as SaleRow;
  return {
    sale: toSaleSummary(row, row.readByMe, row.thumbnails),
    siteId: viewer.siteId,
    guide: { excepted: false, reasons: [] },
    // A send of an option with a template keeps no text of ours: the audit trail below still lists it.
    messages: sends
      .filter((s) => s.text)
      .map((s) => ({
        id: s.messageId!,
        fromSeller: true,
        fromAgent: false,
        text: s.text!,
        status: s.messageStatus ?? "available",
        moderationReason: s.moderationReason,
        createdAt: s.createdAt.toISOString(),
        sentBy: { id: s.userId, name: s.userName },
      })),
    audit: auditRowsOf(ourCopy.trail).map(toAuditEntry),
    plainAllowed: false,
    agentConversation: false,
    labelReady: false,
    source: "stored",
  };
}
