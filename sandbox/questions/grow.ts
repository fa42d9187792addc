import type { User } from "../accounts/types.ts";
import type { Rng } from "../core/rng.ts";
import type { SandboxState } from "../state.ts";
import { insertQuestion, type Question } from "./state.ts";
import { composeAnswer, fill, pickExchange } from "./texts.ts";

const DAY = 86_400_000;

/**
 * Gives a seeded seller generated questions until it has `total` (benchmarks of a big seller's import):
 * buyers of the seller's site ask on the seller's items over the last 30 days, in the site's language,
 * and about three in four are answered a few hours later. Returns how many were added.
 */
export function growSellerQuestions(state: SandboxState, seller: User, total: number, rng: Rng, nowMs: number): number {
  const qs = state.questions;
  const have = qs.bySeller.get(seller.id)?.length ?? 0;
  const items = (state.catalog.itemsBySeller.get(seller.id) ?? []).flatMap((id) => state.catalog.items.get(id) ?? []);
  const buyers = [...state.users.values()].filter((u) => u.role === "buyer" && u.site_id === seller.site_id);
  if (have >= total || items.length === 0 || buyers.length === 0) return 0;
  let added = 0;
  for (; have + added < total; added++) {
    const item = rng.pick(items);
    const buyer = rng.pick(buyers);
    const f = { site: seller.site_id, city: buyer.address.city, seller: seller.nickname };
    const exchange = pickExchange(rng, seller.site_id, item.topic);
    const asked = nowMs - rng.int(60_000, 30 * DAY);
    const answeredAt = asked + rng.int(10 * 60_000, 12 * 3_600_000);
    const answered = answeredAt < nowMs && rng.bool(0.75);
    const question: Question = {
      id: qs.nextId++,
      seller_id: seller.id,
      item_id: item.id,
      from_id: buyer.id,
      text: fill(exchange.q, f),
      status: answered ? "ANSWERED" : "UNANSWERED",
      date_created: asked,
      last_updated: answered ? answeredAt : asked,
      answer: answered ? { text: composeAnswer(rng, exchange, f), status: "ACTIVE", date_created: answeredAt } : null,
      deleted_from_listing: false,
      hold: false,
      suspected_spam: false,
      app_id: null,
    };
    insertQuestion(qs, question);
  }
  return added;
}
