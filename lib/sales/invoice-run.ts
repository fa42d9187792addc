import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { rateLimitWaitMs } from "../marketplace/governor";
import type { RunHandler, RunItemOutcome } from "../runs/types";
import { decideInvoiceLink, INVOICE_OPTION } from "./invoice-links";
import { sendOption, sendPlainMessage } from "./send";
import { refreshSale } from "./sync-sale";

/** The sale's lock upstream (a teammate sending on it): the marketplace holds it for one option request. */
const LOCK_RETRY_MS = 2_000;

/**
 * One idempotency key per row and path: a resumed row (crash, closed tab, "retry failed") replays its
 * earlier send from the journal instead of sending twice. The path is part of the key because the
 * decision may change between attempts (the buyer replied meanwhile → plain message).
 */
const keyOf = (itemId: string, path: "o" | "p") => `run_${itemId}_${path}`;

/**
 * The bulk invoice-link kind: one row per sale (createRun keeps each target once, so never two option
 * POSTs on one pack from one run), each re-read live before its send.
 */
export function invoiceLinkRunHandler(clientFor: (sellerId: number) => Promise<SellerClient>): RunHandler {
  return {
    concurrency: 2,
    maxAttempts: 5,
    async process({ db, run, item }): Promise<RunItemOutcome> {
      const text = (item.input as { text?: string } | null)?.text ?? "";
      const ws = await db.workspace.findUnique({ where: { id: run.workspaceId }, select: { sellerId: true } });
      if (!ws) return { status: "failed", reason: { code: "workspace_not_connected" } };
      const user = await db.user.findUnique({ where: { id: run.startedById }, select: { id: true, name: true } });
      if (!user) return { status: "failed", reason: { code: "starter_removed" } };
      const replay = await earlierSend(db, run.workspaceId, item.id);
      if (replay) return replay;

      const saleId = BigInt(item.target);
      const sellerId = Number(ws.sellerId);
      const marketplace = await clientFor(sellerId);
      try {
        const fresh = await refreshSale(db, marketplace, run.workspaceId, sellerId, saleId);
        const decision = decideInvoiceLink({
          blocked: fresh.facts.state === "blocked",
          buyerHasWritten: fresh.facts.buyerHasWritten,
          caps: fresh.caps,
        });
        if (decision === "blocked") return { status: "refused", reason: { code: "blocked", blockedReason: fresh.facts.blockedReason } };
        if (decision === "no_cap" || decision === "not_offered") return { status: "refused", reason: { code: decision } };
        const sender = { db, marketplace, workspaceId: run.workspaceId, sellerId, user, runId: run.id };
        const sent =
          decision === "plain"
            ? await sendPlainMessage(sender, saleId, { idempotencyKey: keyOf(item.id, "p"), text })
            : await sendOption(sender, saleId, { idempotencyKey: keyOf(item.id, "o"), optionId: INVOICE_OPTION, text });
        return {
          status: "done",
          result: {
            path: decision === "plain" ? "plain" : "option",
            messageId: sent.messageId,
            messageStatus: sent.messageStatus,
            moderationReason: sent.moderationReason,
          },
        };
      } catch (error) {
        return outcomeOf(error, item.attempts);
      }
    },
  };
}

/** A row whose send went through before a crash (journal says sent) is done, without a second send. */
async function earlierSend(db: Db, workspaceId: string, itemId: string): Promise<RunItemOutcome | null> {
  const sent = await db.saleSend.findFirst({
    where: { workspaceId, idempotencyKey: { in: [keyOf(itemId, "o"), keyOf(itemId, "p")] }, status: "sent" },
  });
  if (!sent) return null;
  return {
    status: "done",
    result: {
      path: sent.kind === "message" ? "plain" : "option",
      messageId: sent.messageId ?? "",
      messageStatus: sent.messageStatus ?? "available",
      moderationReason: sent.moderationReason,
    },
  };
}

function outcomeOf(error: unknown, attempts: number): RunItemOutcome {
  if (error instanceof AppError) {
    if (error.code === "cap_exhausted") return { status: "refused", reason: { code: "no_cap" } };
    if (error.code === "conversation_blocked") return { status: "refused", reason: { code: "blocked" } };
    if (error.code === "option_invalid") return { status: "refused", reason: { code: "not_offered" } };
    // A teammate's send holds the lock, or this row's earlier attempt is still settling: try again shortly.
    if (error.code === "sale_locked" || error.code === "send_in_progress")
      return { status: "retry", afterMs: LOCK_RETRY_MS, reason: { code: error.code } };
    // Became excepted between the read and the send: the next attempt reads it and sends a plain message.
    if (error.code === "excepted_case") return { status: "retry", afterMs: 0, reason: { code: error.code } };
    return { status: "failed", reason: { code: error.code, message: error.message } };
  }
  if (error instanceof MarketplaceError || (error as Error | null)?.name === "MarketplaceError") {
    const e = error as MarketplaceError;
    if (e.status === 429)
      return {
        status: "retry",
        afterMs: rateLimitWaitMs(e.retryAfterSeconds, attempts),
        reason: { code: "rate_limited", retryAfterSeconds: e.retryAfterSeconds ?? null },
      };
    return { status: "failed", reason: { code: e.kind, status: e.status, message: e.message } };
  }
  return { status: "failed", reason: { code: "internal_error", message: error instanceof Error ? error.message : String(error) } };
}
