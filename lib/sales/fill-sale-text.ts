import type { SaleSummary } from "@/lib/schemas/sales";

/**
 * Saved-reply variables for a sale: the inbox's {buyer} and {seller}, plus order data ({order_id},
 * {items}, {total}). Unknown variables stay as typed so the seller sees them before sending.
 */
export function fillSaleReply(body: string, sale: SaleSummary, sellerName: string, formatTotal: (n: number) => string): string {
  const values: Record<string, string> = {
    buyer: sale.buyer.nickname,
    order_id: sale.orderIds[0] ?? sale.id,
    items: sale.items.map((i) => `${i.quantity} × ${i.title}`).join(", "),
    total: formatTotal(sale.total),
    seller: sellerName,
  };
  return body.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
