import { formatBuyerList, formatBuyerPrice } from "../format";
import type { QuestionSummary } from "../schemas/questions";
import type { SaleSummary } from "../schemas/sales";

/**
 * The one list of saved-reply variables: which exist where, and what they become. Browser-safe (no zod,
 * no server imports): the Settings editor, every composer and the servers' last check all read it.
 *
 * A saved reply has no stored context: it is meant for every context where all its variables exist, so
 * "{buyer}, thanks!" is offered everywhere, "{price}" only in answers and "{order_id}" only in sale
 * messages. Saving refuses a variable that exists nowhere, and a mix that no context can fill whole.
 */
export const REPLY_CONTEXTS = ["question", "sale"] as const;
export type ReplyContext = (typeof REPLY_CONTEXTS)[number];

/** Per context, in the order Settings shows them. */
export const CONTEXT_VARIABLES = {
  question: ["buyer", "item_title", "price", "stock", "seller"],
  sale: ["buyer", "order_id", "items", "total", "seller"],
} as const satisfies Record<ReplyContext, readonly string[]>;

export type ContextVariable<C extends ReplyContext> = (typeof CONTEXT_VARIABLES)[C][number];
export type ReplyVariable = ContextVariable<ReplyContext>;
/** What each variable becomes in one composer; a missing (or blank) value cannot be filled there. */
export type VariableValues<C extends ReplyContext = ReplyContext> = Partial<Record<ContextVariable<C>, string>>;

/**
 * The placeholder syntax: `{name}`, a name being a letter or underscore and then letters, digits or
 * underscores. Anything of this shape left in a text is unfilled, whether the name exists or not.
 */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** `{name}` as the user writes it (for messages and chips). */
export const braced = (name: string) => `{${name}}`;

/** The distinct placeholder names in a text, in order of first appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1]!))];
}

export function isVariableOf<C extends ReplyContext>(name: string, context: C): name is ContextVariable<C> {
  return (CONTEXT_VARIABLES[context] as readonly string[]).includes(name);
}

export function isKnownVariable(name: string): name is ReplyVariable {
  return REPLY_CONTEXTS.some((c) => isVariableOf(name, c));
}

/** The contexts whose variables cover every placeholder of the text (all of them when it has none). */
export function contextsOf(text: string): ReplyContext[] {
  const names = placeholdersIn(text);
  return REPLY_CONTEXTS.filter((c) => names.every((n) => isVariableOf(n, c)));
}

/**
 * Whether a composer of this context offers the reply: none of its variables belongs only elsewhere.
 * A name that exists nowhere does not hide it: only replies saved before the check have one, and the
 * composer names it when picked (hiding it would lose the reply without a word).
 */
export function isOfferedIn(text: string, context: ReplyContext): boolean {
  return placeholdersIn(text).every((n) => !isKnownVariable(n) || isVariableOf(n, context));
}

export type ReplyProblem = { kind: "unknown"; names: string[] } | { kind: "no_context"; names: string[] };

/**
 * Why a saved reply cannot be saved, or null: a variable that exists nowhere (`unknown`, those names), or
 * variables that no single context has together (`no_context`, every variable of the text).
 */
export function savedReplyProblem(text: string): ReplyProblem | null {
  const names = placeholdersIn(text);
  const unknown = names.filter((n) => !isKnownVariable(n));
  if (unknown.length > 0) return { kind: "unknown", names: unknown };
  return contextsOf(text).length === 0 ? { kind: "no_context", names } : null;
}

/**
 * Fills every variable that has a value here, in one pass (a value is never scanned again), and lists
 * the placeholders still in the result: unknown names, variables of another context, variables without
 * a value here. What cannot be filled stays as written, so the text is never lost and the user sees it.
 */
export function fillVariables<C extends ReplyContext>(text: string, values: VariableValues<C>): { text: string; unfilled: string[] } {
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value !== undefined && value.trim() !== "" ? value : whole;
  });
  return { text: filled, unfilled: placeholdersIn(filled) };
}

/**
 * An answer's values, from the question being answered. Prices follow the seller's site, as buyers there
 * read them ("$ 17.999" on MLA, "R$ 17.999,00" on MLB), whatever language the seller's screen speaks.
 */
export function questionValues({
  question,
  sellerName,
  siteId,
}: {
  question: QuestionSummary;
  sellerName: string;
  siteId: string;
}): VariableValues<"question"> {
  const item = question.item;
  return {
    buyer: question.asker.nickname ?? undefined,
    item_title: item?.title,
    price: item ? formatBuyerPrice(item.price, siteId) : undefined,
    stock: item ? String(item.availableQuantity) : undefined,
    seller: sellerName,
  };
}

/**
 * A sale message's values: the buyer, the number the sales list shows for it (a pack's own number, else
 * the order's), items ("2 × Mate") and total in the site's money.
 */
export function saleValues({
  sale,
  sellerName,
  siteId,
}: {
  sale: SaleSummary;
  sellerName: string;
  siteId: string;
}): VariableValues<"sale"> {
  return {
    buyer: sale.buyer.nickname,
    order_id: saleNumber(sale),
    items: formatBuyerList(
      sale.items.map((i) => `${i.quantity} × ${i.title}`),
      siteId,
    ),
    total: formatBuyerPrice(sale.total, siteId),
    seller: sellerName,
  };
}

/** The number a sale goes by in the list and on its page: a pack's own number, not its first order's. */
export function saleNumber(sale: Pick<SaleSummary, "id" | "isPack" | "orderIds">): string {
  return sale.isPack ? sale.id : (sale.orderIds[0] ?? sale.id);
}
