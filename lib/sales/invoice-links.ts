import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { getCaps } from "../marketplace/action-guide";
import { contactKinds, precheckContactData } from "../moderation/precheck";
import { braced, fillVariables, isVariableOf, placeholdersIn, saleNumber, saleValues } from "../replies/variables";
import { UNFILLED_VARIABLES } from "../replies/refuse-unfilled";
import type { InvoicePreflightRow, InvoiceDecision, SaleSummary } from "../schemas/sales";
import { SELLER_MESSAGE_MAX } from "../schemas/sales";
import { classifyGuideError } from "./guide-errors";
import { toSaleSummary } from "./sale-rows";

export const INVOICE_LINK_RUN = "sales.invoice_link";
export const INVOICE_OPTION = "SEND_INVOICE_LINK";
/** Caps reads in flight at once during a preflight (the real API allows ~500 GETs a minute on messaging). */
const PREFLIGHT_CONCURRENCY = 6;

type Caps = Array<{ option_id: string; cap_available: number }> | "excepted";

/**
 * What a bulk invoice link does on one sale, from its live facts. Blocked first (nothing goes through);
 * an excepted case or a buyer who already wrote takes a plain message (no reason, no cap); otherwise
 * the SEND_INVOICE_LINK reason, when the guide offers it and its cap is not spent.
 */
export function decideInvoiceLink(f: { blocked: boolean; buyerHasWritten: boolean; caps: Caps }): InvoiceDecision {
  if (f.blocked) return "blocked";
  if (f.caps === "excepted" || f.buyerHasWritten) return "plain";
  const cap = f.caps.find((c) => c.option_id === INVOICE_OPTION);
  if (!cap) return "not_offered";
  return cap.cap_available > 0 ? "ready" : "no_cap";
}

/** The one text with each sale's variables filled in (lib/replies/variables.ts, the sale context). */
export function renderInvoiceText(template: string, sale: SaleSummary, sellerName: string, siteId: string): string {
  return fillVariables(template, saleValues({ sale, sellerName, siteId })).text.trim();
}

/** A template with a variable no sale has ({price}, a typo) is refused whole, before any sale is read. */
function refuseForeignVariables(template: string) {
  const names = placeholdersIn(template).filter((n) => !isVariableOf(n, "sale"));
  if (names.length === 0) return;
  throw new AppError(
    UNFILLED_VARIABLES,
    `${names.map(braced).join(", ")} cannot be filled in a sale message: replace it with the words the buyer should read.`,
    { variables: names },
  );
}

export async function liveCaps(marketplace: SellerClient, saleId: bigint): Promise<Caps> {
  try {
    return await getCaps(marketplace, String(saleId));
  } catch (error) {
    if (classifyGuideError(error)?.code === "excepted_case") return "excepted";
    throw error;
  }
}

/**
 * Before anything is sent: per sale, what will happen (live caps; blocked and buyer-replied from our
 * copy, which the run re-reads before each send), the text the buyer will read, and contact data the
 * marketplace would moderate (links are the point of an invoice message, so only a plain message's are flagged).
 */
export async function preflightInvoiceLinks(
  db: Db,
  marketplace: SellerClient,
  ws: { workspaceId: string; userId: string; siteId: string; sellerName: string },
  saleIds: bigint[],
  template: string,
): Promise<InvoicePreflightRow[]> {
  refuseForeignVariables(template);
  const rows = await db.sale.findMany({ where: { workspaceId: ws.workspaceId, id: { in: saleIds } } });
  if (rows.length < new Set(saleIds.map(String)).size) {
    const known = new Set(rows.map((r) => String(r.id)));
    throw new AppError(
      "unknown_sales",
      "Some sales are not this seller's.",
      saleIds.map(String).filter((id) => !known.has(id)),
    );
  }
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const ordered = [...new Set(saleIds.map(String))].map((id) => byId.get(id)!);
  const out: InvoicePreflightRow[] = new Array(ordered.length);
  let next = 0;
  const lane = async () => {
    while (next < ordered.length) {
      const i = next++;
      const row = ordered[i]!;
      const summary = toSaleSummary({ ...row, accountId: row.workspaceId }, true);
      const text = renderInvoiceText(template, summary, ws.sellerName, ws.siteId);
      const caps = row.conversationState === "blocked" ? [] : await liveCaps(marketplace, row.id);
      const decision =
        text.length > SELLER_MESSAGE_MAX
          ? "too_long"
          : decideInvoiceLink({ blocked: row.conversationState === "blocked", buyerHasWritten: row.buyerHasWritten, caps });
      const flagged = contactKinds(precheckContactData(text, { allowLinks: decision !== "plain" }));
      const cap = caps === "excepted" ? null : (caps.find((c) => c.option_id === INVOICE_OPTION)?.cap_available ?? null);
      out[i] = {
        saleId: summary.id,
        buyer: summary.buyer,
        orderId: saleNumber(summary),
        decision,
        capAvailable: cap,
        blockedReason: row.blockedReason,
        text,
        length: text.length,
        flagged,
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PREFLIGHT_CONCURRENCY, ordered.length) }, lane));
  return out;
}
