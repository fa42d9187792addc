import type { QuestionSummary } from "@/lib/schemas/inbox";

export type ReplyContext = { question: QuestionSummary; sellerName: string; formatPrice: (amount: number) => string };

/**
 * Fills {buyer} {item_title} {price} {stock} {seller} from the question being answered. Unknown
 * variables stay as typed so the review step shows them and the seller notices before publishing.
 */
export function fillReply(body: string, { question, sellerName, formatPrice }: ReplyContext): string {
  const values: Record<string, string | undefined> = {
    buyer: question.asker.nickname ?? undefined,
    item_title: question.item?.title,
    price: question.item ? formatPrice(question.item.price) : undefined,
    stock: question.item ? String(question.item.availableQuantity) : undefined,
    seller: sellerName,
  };
  return body.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
