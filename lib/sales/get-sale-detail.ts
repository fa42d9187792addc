import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { auditRowsOf, auditTrailSql, type AuditRow } from "../audit/audit";
import { getActionGuide, getCaps, templateTextFor, type GuideOption } from "../marketplace/action-guide";
import { getConversation } from "../marketplace/messages";
import { getShipment } from "../marketplace/orders";
import type { AuditEntry, Guide, SaleDetail } from "../schemas/sales";
import { conversationAgent } from "./agents";
import { documentedTemplateText } from "./documented-templates";
import { deriveConversation } from "./conversation-state";
import { classifyGuideError } from "./guide-errors";
import { markSaleRead } from "./read-state";
import { saleSelect, toSaleSummary, type SaleRow } from "./sale-rows";
import { SALE_AUDIT_OBJECT } from "./send";
import { knownShipmentId, rememberShipmentId } from "./shipment-ids";
import { baseFromStored, readBaseUpstream, storedSaleOf, storeSale } from "./sync-sale";

export interface SaleViewer {
  workspaceId: string;
  sellerId: number;
  siteId: string;
  userId: string;
}

/** An excepted case answers the guide and caps with an error that is a state, not a failure. */
const exceptedAs =
  <T>(value: T) =>
  (error: unknown) => {
    if (classifyGuideError(error)?.code === "excepted_case") return value;
    throw error;
  };

/** What opening a sale reads of our copy, in one statement: the sale (null columns when we have none yet), who sent which message, and the audit trail. */
interface OpenedRow extends Omit<SaleRow, "id"> {
  id: bigint | null;
  senders: Array<{ messageId: string; userId: string; userName: string }>;
  trail: unknown;
}

export function readOurCopy(db: Db, viewer: SaleViewer, saleId: bigint): Promise<OpenedRow> {
  // Our copy only serves this workspace's sale; another's is read upstream, which answers 403 for it.
  return db.$queryRaw<OpenedRow[]>`
    SELECT k.*,
      (SELECT coalesce(json_agg(json_build_object('messageId', x.message_id, 'userId', x.user_id, 'userName', x.user_name)), '[]') FROM (
         SELECT message_id, user_id, user_name FROM sale_sends
         WHERE sale_id = ${saleId} AND workspace_id = ${viewer.workspaceId} AND status = 'sent' AND message_id IS NOT NULL
         ORDER BY created_at DESC LIMIT 200) x) AS senders,
      ${auditTrailSql({ workspaceId: viewer.workspaceId, objectType: SALE_AUDIT_OBJECT, objectId: String(saleId), limit: 100 })} AS trail
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (${saleSelect(viewer.userId)} WHERE s.id = ${saleId} AND s.workspace_id = ${viewer.workspaceId}) k ON true`.then(
    (r) => r[0]!,
  );
}

/** Runs the writes that follow a read; the route hands them to after() so the answer does not wait. */
export type Defer = (work: () => Promise<void>) => void | Promise<void>;
const inline: Defer = (work) => work();

/**
 * Opening a sale: the live guide, caps and conversation read upstream in parallel, and our own copy (the
 * stored sale with my read mark and its pictures, the senders, the audit trail) read in one statement
 * meanwhile. The shipment joins them when this process has already seen the sale's shipment id
 * (lib/sales/shipment-ids); otherwise it waits for our copy to name it. The writes (the sale, when the
 * live read changed it; my read mark, when I had not read it) go to `defer`.
 */
export async function getSaleDetail(
  db: Db,
  marketplace: SellerClient,
  viewer: SaleViewer,
  saleId: bigint,
  options: { hint?: "packs"; defer?: Defer } = {},
): Promise<SaleDetail> {
  const id = String(saleId);
  const ourCopyP = readOurCopy(db, viewer, saleId);
  const knownP = ourCopyP.then((row): SaleRow | null => (row.id === null ? null : (row as SaleRow)));
  const baseP = knownP.then((known) =>
    known ? baseFromStored(known) : readBaseUpstream(db, marketplace, viewer.workspaceId, saleId, options.hint),
  );
  // A sale the list has shown: its shipment is asked for at once; otherwise once our copy names it.
  const seen = knownShipmentId(viewer.workspaceId, saleId);
  const seenShipmentP = seen === undefined ? null : getShipment(marketplace, Number(seen));
  seenShipmentP?.catch(() => undefined); // awaited below only if the id still matches
  const shipmentP = baseP.then((b) =>
    !b.shipmentId ? null : b.shipmentId === seen && seenShipmentP ? seenShipmentP : getShipment(marketplace, Number(b.shipmentId)),
  );
  const [ourCopy, known, base, shipment, conversation, caps, guideOptions] = await Promise.all([
    ourCopyP,
    knownP,
    baseP,
    shipmentP,
    getConversation(marketplace, id, viewer.sellerId),
    getCaps(marketplace, id).catch(exceptedAs("excepted" as const)),
    getActionGuide(marketplace, id).then((g) => g.options, exceptedAs(null)),
  ]);
  // An order of a pack names the pack's conversation: open the pack.
  if (base.id !== saleId) return getSaleDetail(db, marketplace, viewer, base.id, { ...options, hint: "packs" });
  rememberShipmentId(viewer.workspaceId, saleId, base.shipmentId);
  const enriched = { shipment, conversation, caps, facts: deriveConversation(conversation, viewer.sellerId, caps) };
  const stored = storedSaleOf(base, enriched);
  await (options.defer ?? inline)(async () => {
    const { cleared } = await storeSale(db, viewer.workspaceId, base, enriched, { before: known });
    // After the store: a new buyer message clears every mark, and I am reading it now.
    if (!known?.readByMe || cleared) await markSaleRead(db, saleId, viewer.userId);
  });
  const thumbnails = known
    ? known.thumbnails
    : await readThumbnails(
        db,
        viewer.workspaceId,
        base.items.map((i) => i.itemId),
      );
  const audit = auditRowsOf(ourCopy.trail);

  const agentId = conversationAgent(conversation, viewer.siteId);
  const senderByMessage = new Map(ourCopy.senders.map((s) => [s.messageId, { id: s.userId, name: s.userName }]));
  const messages = [...conversation.messages]
    .sort((a, b) => (a.message_date.created ?? "").localeCompare(b.message_date.created ?? ""))
    .map((m) => ({
      id: m.id,
      fromSeller: m.from.user_id === viewer.sellerId,
      fromAgent: agentId !== null && m.from.user_id === agentId,
      text: m.text,
      status: m.status,
      moderationReason: m.message_moderation?.status === "rejected" ? (m.message_moderation.reason ?? "unknown") : null,
      createdAt: m.message_date.created ?? null,
      sentBy: senderByMessage.get(m.id) ?? null,
    }));
  const summary = toSaleSummary({ ...stored, accountId: viewer.workspaceId }, true, thumbnails);
  return {
    sale: summary,
    siteId: viewer.siteId,
    guide: toGuide(guideOptions, caps === "excepted" ? [] : caps, viewer.siteId),
    messages,
    audit: audit.map(toAuditEntry),
    plainAllowed:
      summary.state !== "blocked" &&
      (summary.buyerHasWritten || summary.state === "excepted" || summary.shipment.logisticType === "custom"),
    agentConversation: agentId !== null,
    // A Full sale waits in Mercado Libre's warehouse, which prints and ships it: the seller has no label.
    labelReady: summary.shipment.status === "ready_to_ship" && summary.shipment.logisticType !== "fulfillment",
    source: "marketplace",
  };
}

/** Pictures of a sale we had not stored yet (the sweep fills the snapshots). */
async function readThumbnails(db: Db, workspaceId: string, itemIds: string[]): Promise<Record<string, string | null>> {
  const rows = itemIds.length
    ? await db.itemSnapshot.findMany({ where: { workspaceId, id: { in: itemIds } }, select: { id: true, thumbnail: true } })
    : [];
  return Object.fromEntries(rows.map((r) => [r.id, r.thumbnail]));
}

/**
 * The guide as the composer shows it, for the seller's site. Every option the marketplace offers is kept,
 * a template without texts included (the marketplace writes its message: the documentation's wording for
 * the site stands in as what the buyer will receive, or nothing is claimed).
 */
export function toGuide(options: GuideOption[] | null, caps: Array<{ option_id: string; cap_available: number }>, siteId: string): Guide {
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
      templates: o.templates.map((t) => {
        const own = templateTextFor(t.texts, siteId);
        const documented = own === null ? documentedTemplateText(o.id, siteId) : null;
        return {
          id: t.id,
          text: own ?? documented,
          textSource: own !== null ? ("guide" as const) : documented !== null ? ("documented" as const) : null,
          vars: t.vars.map((v) => v.id),
        };
      }),
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
