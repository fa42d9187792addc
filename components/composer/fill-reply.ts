import { formatBuyerPrice } from "@/lib/format";
import type { QuestionSummary } from "@/lib/schemas/questions";

/** `siteId` is the seller's site: the answer is read by a buyer there, whatever language the UI speaks. */
export type ReplyContext = { question: QuestionSummary; sellerName: string; siteId: string };

/**
 * Fills {buyer} {item_title} {price} {stock} {seller} from the question being answered. Unknown
 * variables stay as typed so the review step shows them and the seller notices before publishing.
 * {price} uses the buyer-facing format ("$ 17.999" on MLA), never the seller's UI language.
 */
export function fillReply(body: string, { question, sellerName, siteId }: ReplyContext): string {
  const values: Record<string, string | undefined> = {
    buyer: question.asker.nickname ?? undefined,
    item_title: question.item?.title,
    price: question.item ? formatBuyerPrice(question.item.price, siteId) : undefined,
    stock: question.item ? String(question.item.availableQuantity) : undefined,
    seller: sellerName,
  };
  return body.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
