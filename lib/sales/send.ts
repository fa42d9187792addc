import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { postOption } from "../marketplace/action-guide";
import { getConversationHead, postMessage } from "../marketplace/messages";
import type { WriteEcho } from "../marketplace/write-echo";
import { recordAudit } from "../audit/audit";
import { publishLiveEvent } from "../live/bus";
import { refuseUnfilled } from "../replies/refuse-unfilled";
import type { SendOptionInput, SendResult } from "../schemas/sales";
import { claimSend, failSend, finishSend, type SendFields } from "./send-journal";
import { conversationAgent } from "./agents";
import { classifyGuideError } from "./guide-errors";
import { loadBase, refreshSale } from "./sync-sale";
import { logger } from "../log";

const log = logger("sales");

interface Sender {
  db: Db;
  marketplace: SellerClient;
  workspaceId: string;
  sellerId: number;
  user: { id: string; name: string };
  /** The workspace's site (its agent's id in an agent conversation); read from the workspace when absent. */
  siteId?: string;
  /** Set when the send is one row of a bulk run (the audit entry links to it). */
  runId?: string;
}

/** The audit trail's object and actions for post-sale sends (lib/audit: one table for every feature). */
export const SALE_AUDIT_OBJECT = "sale";
const auditAction = (kind: SendFields["kind"]) => (kind === "message" ? "message.send" : "message.option");

const FREE_TEXT = new Set(["OTHER", "SEND_INVOICE_LINK"]);

/** Our own checks before the marketplace sees the body: a clear 400 instead of an upstream round trip. */
function optionBody(input: SendOptionInput) {
  if (FREE_TEXT.has(input.optionId)) {
    if (!input.text) throw new AppError("text_required", "Write the message for this reason.");
    refuseUnfilled(input.text);
    return { optionId: input.optionId, text: input.text };
  }
  if (!input.templateId || !input.templateId.includes(`___${input.optionId}___`))
    throw new AppError("template_required", "Choose this reason's template.");
  if (input.optionId !== "DELIVERY_PROMISE") return { optionId: input.optionId, templateId: input.templateId };
  if (!input.hours) throw new AppError("hours_required", "Choose the initial and final hours.");
  return {
    optionId: input.optionId,
    templateId: input.templateId,
    vars: [
      { id: `${input.templateId}___VAR___INIT`, value: input.hours.init },
      { id: `${input.templateId}___VAR___LIMIT`, value: input.hours.limit },
    ],
  };
}

export async function sendOption(s: Sender, saleId: bigint, input: SendOptionInput): Promise<SendResult> {
  const body = optionBody(input);
  return journaled(
    s,
    saleId,
    input.idempotencyKey,
    {
      kind: "option",
      optionId: input.optionId,
      templateId: input.templateId ?? null,
      text: input.text ?? null,
      vars: "vars" in body ? body.vars : undefined,
    },
    () => postOption(s.marketplace, String(saleId), body).then(sentOf),
  );
}

export async function sendPlainMessage(s: Sender, saleId: bigint, input: { idempotencyKey: string; text: string }): Promise<SendResult> {
  refuseUnfilled(input.text);
  const base = await loadBase(s.db, s.marketplace, s.workspaceId, saleId);
  return journaled(s, saleId, input.idempotencyKey, { kind: "message", text: input.text }, async () =>
    postMessage(s.marketplace, {
      saleId: String(saleId),
      sellerId: s.sellerId,
      toUserId: await recipientOf(s, saleId, base.buyerId),
      text: input.text,
    }).then(sentOf),
  );
}

/**
 * Who a plain message goes to: the buyer, or the agent when the marketplace runs this conversation through
 * one (notes §6; the buyer would be refused). Read live at each send, inside the journaled step so a
 * replay sends nothing: a conversation can move to the agent at any time and our copy has no column for it.
 */
async function recipientOf(s: Sender, saleId: bigint, buyerId: bigint): Promise<number> {
  const head = await getConversationHead(s.marketplace, String(saleId), s.sellerId);
  const siteId = s.siteId ?? (await s.db.workspace.findUnique({ where: { id: s.workspaceId }, select: { siteId: true } }))?.siteId ?? "";
  return conversationAgent(head, siteId) ?? Number(buyerId);
}

type Sent = { id: string | null; status: string; reason: string | null };
const sentOf = (echo: WriteEcho): Sent => ({ id: echo.id, status: echo.status, reason: echo.rejectedFor });

async function journaled(s: Sender, saleId: bigint, key: string, fields: SendFields, send: () => Promise<Sent>): Promise<SendResult> {
  // The sale row must exist for the journal's foreign key (a sale opened by URL before any sweep).
  const own = await s.db.sale.findUnique({ where: { id: saleId }, select: { workspaceId: true } });
  if (own?.workspaceId !== s.workspaceId) await refreshSale(s.db, s.marketplace, s.workspaceId, s.sellerId, saleId);
  const claim = await claimSend(s.db, { workspaceId: s.workspaceId, saleId, key, user: s.user, ...fields });
  if (claim.kind === "replay") return resultOf(claim.send, true);
  let sent: Sent;
  try {
    sent = await send();
  } catch (error) {
    const guide = classifyGuideError(error);
    const code = guide?.code ?? (error instanceof MarketplaceError ? error.kind : "internal_error");
    await failSend(s.db, claim.send.id, code);
    // A refusal with a meaning (cap spent, blocked, excepted…) is worth keeping; a network failure is not.
    if (guide) await audit(s, saleId, fields, "refused", { errorCode: code });
    if (guide) throw new AppError(guide.code, guide.message);
    throw error;
  }
  const done = await finishSend(s.db, claim.send.id, { messageId: sent.id, messageStatus: sent.status, moderationReason: sent.reason });
  await audit(s, saleId, fields, "ok", { messageId: sent.id, messageStatus: sent.status, moderationReason: sent.reason });
  await refreshAfterSend(s, saleId);
  return resultOf(done, false);
}

async function audit(s: Sender, saleId: bigint, fields: SendFields, result: "ok" | "refused", outcome: Record<string, string | null>) {
  await recordAudit(s.db, {
    workspaceId: s.workspaceId,
    userId: s.user.id,
    action: auditAction(fields.kind),
    objectType: SALE_AUDIT_OBJECT,
    objectId: String(saleId),
    after: { optionId: fields.optionId ?? null, templateId: fields.templateId ?? null, text: fields.text ?? null, ...outcome },
    result,
    ...(s.runId ? { runId: s.runId } : {}),
  });
}

/** Caps and state change with every send: re-read them and tell teammates looking at the same sale. */
async function refreshAfterSend(s: Sender, saleId: bigint) {
  try {
    const fresh = await refreshSale(s.db, s.marketplace, s.workspaceId, s.sellerId, saleId);
    const caps = fresh.caps === "excepted" ? [] : fresh.caps.map((c) => ({ optionId: c.option_id, capAvailable: c.cap_available }));
    publishLiveEvent(s.workspaceId, { type: "caps.updated", saleId: String(saleId), caps });
    publishLiveEvent(s.workspaceId, { type: "conversation.updated", saleId: String(saleId) });
  } catch (error) {
    // The message went out; a stale list is fixed by the next open, focus or sweep.
    log.error({ err: error, saleId: String(saleId) }, "refresh after send failed");
  }
}

function resultOf(
  send: { id: string; messageId: string | null; messageStatus: string | null; moderationReason: string | null },
  replayed: boolean,
): SendResult {
  return {
    sendId: send.id,
    messageId: send.messageId ?? "",
    messageStatus: send.messageStatus ?? "available",
    moderationReason: send.moderationReason,
    replayed,
  };
}
