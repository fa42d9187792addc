import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { listAuditForObject, type AuditRow } from "../audit/audit";
import { getActionGuide, type GuideOption } from "../marketplace/action-guide";
import type { AuditEntry, Guide, SaleDetail } from "../schemas/sales";
import { classifyGuideError } from "./guide-errors";
import { markSaleRead } from "./read-state";
import { toSaleSummary } from "./sale-rows";
import { SALE_AUDIT_OBJECT } from "./send";
import { enrichSale, loadBase, storeSale } from "./sync-sale";

interface Viewer {
  workspaceId: string;
  sellerId: number;
  siteId: string;
  userId: string;
}

/**
 * Opening a sale: the live guide, caps, conversation and shipment, read upstream in parallel (the order
 * itself comes from our copy), stored back, and marked read for this teammate only.
 */
export async function getSaleDetail(db: Db, marketplace: SellerClient, viewer: Viewer, saleId: bigint): Promise<SaleDetail> {
  const base = await loadBase(db, marketplace, viewer.workspaceId, saleId);
  const [enriched, options] = await Promise.all([
    enrichSale(marketplace, viewer.sellerId, base),
    getActionGuide(marketplace, String(saleId)).then(
      (g) => g.options,
      (error: unknown) => {
        if (classifyGuideError(error)?.code === "excepted_case") return null;
        throw error;
      },
    ),
  ]);
  await storeSale(db, viewer.workspaceId, base, enriched);
  await markSaleRead(db, saleId, viewer.userId);
  const [row, sends, audit] = await Promise.all([
    db.sale.findUniqueOrThrow({ where: { id: saleId } }),
    db.saleSend.findMany({ where: { saleId, workspaceId: viewer.workspaceId, status: "sent" }, orderBy: { createdAt: "desc" }, take: 200 }),
    listAuditForObject(db, { workspaceId: viewer.workspaceId, objectType: SALE_AUDIT_OBJECT, objectId: String(saleId), limit: 100 }),
  ]);
  const senderByMessage = new Map(sends.filter((s) => s.messageId).map((s) => [s.messageId!, { id: s.userId, name: s.userName }]));
  const messages = [...enriched.conversation.messages]
    .sort((a, b) => (a.message_date.created ?? "").localeCompare(b.message_date.created ?? ""))
    .map((m) => ({
      id: m.id,
      fromSeller: m.from.user_id === viewer.sellerId,
      text: m.text,
      status: m.status,
      moderationReason: m.message_moderation?.status === "rejected" ? (m.message_moderation.reason ?? "unknown") : null,
      createdAt: m.message_date.created ?? null,
      sentBy: senderByMessage.get(m.id) ?? null,
    }));
  const caps = enriched.caps === "excepted" ? [] : enriched.caps;
  const stored = toSaleSummary(row, true);
  const pictures = new Map(
    (await db.itemSnapshot.findMany({ where: { workspaceId: viewer.workspaceId, id: { in: stored.items.map((i) => i.itemId) } }, select: { id: true, thumbnail: true } })).map((i) => [i.id, i.thumbnail]),
  );
  const summary = { ...stored, items: stored.items.map((i) => ({ ...i, thumbnail: pictures.get(i.itemId) ?? null })) };
  return {
    sale: summary,
    siteId: viewer.siteId,
    guide: toGuide(options, caps),
    messages,
    audit: audit.map(toAuditEntry),
    plainAllowed: summary.state !== "blocked" && (summary.buyerHasWritten || summary.state === "excepted" || summary.shipment.logisticType === "custom"),
    labelReady: summary.shipment.status === "ready_to_ship",
  };
}

export function toGuide(options: GuideOption[] | null, caps: Array<{ option_id: string; cap_available: number }>): Guide {
  if (options === null) return { excepted: true, reasons: [] };
  const capOf = new Map(caps.map((c) => [c.option_id, c.cap_available]));
  return {
    excepted: false,
    reasons: options.map((o) => ({
      id: o.id,
      type: o.type === "free_text" ? "free_text" : "template",
      enabled: o.enabled !== false,
      capAvailable: capOf.get(o.id) ?? o.cap_available ?? 0,
      charLimit: o.char_limit ?? null,
      templates: (o.templates ?? []).map((t) => ({ id: t.id, text: t.texts?.[0] ?? null, vars: (t.vars ?? []).map((v) => v.id) })),
    })),
  };
}

/** One lib/audit row of a send (message.option / message.send) as the sale's trail shows it. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const after = (row.after ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    id: row.id,
    user: row.user ?? { id: "", name: "" },
    kind: row.action === "message.send" ? "message" : "option",
    optionId: str(after.optionId),
    templateId: str(after.templateId),
    text: str(after.text),
    status: row.result === "ok" ? "sent" : "failed",
    messageStatus: str(after.messageStatus),
    moderationReason: str(after.moderationReason),
    errorCode: str(after.errorCode),
    fromRun: row.runId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
