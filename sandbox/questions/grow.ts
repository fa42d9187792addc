import type { User } from "../accounts/types.ts";
import type { SandboxState } from "../state.ts";
import type { Rng } from "../core/rng.ts";
import { insertQuestion, type Question } from "./state.ts";
import { fill, pickExchange } from "./texts.ts";

/** Grown questions are spread over the days before now, inside the app's first-sweep window (30 days). */
const SPREAD_MS = 20 * 86_400_000;

/**
 * Gives a seller generated UNANSWERED questions from the site's buyers on its active items until it has
 * `total` (deterministic for a given rng). Unlike POST /questions they are history, as seeded ones are:
 * no notification is published, so a client finds them only by searching (what deep-paging tests need).
 * Returns the new questions' ids.
 */
export function growSellerQuestions(state: SandboxState, seller: User, total: number, rng: Rng, nowMs: number): number[] {
  const have = state.questions.bySeller.get(seller.id)?.length ?? 0;
  const items = (state.catalog.itemsBySeller.get(seller.id) ?? [])
    .map((id) => state.catalog.items.get(id))
    .filter((i) => i !== undefined && i.status === "active");
  const buyers = [...state.users.values()].filter((u) => u.role === "buyer" && u.site_id === seller.site_id);
  const blocked = state.questions.blacklists.get(seller.id);
  const askers = buyers.filter((b) => !blocked?.has(b.id));
  if (!items.length || !askers.length) return [];
  const ids: number[] = [];
  for (let n = have; n < total; n++) {
    const item = rng.pick(items)!;
    const buyer = rng.pick(askers);
    const at = nowMs - rng.int(60_000, SPREAD_MS);
    const q: Question = {
      id: state.questions.nextId++,
      seller_id: seller.id,
      item_id: item.id,
      from_id: buyer.id,
      text: fill(pickExchange(rng, item.site_id, item.topic).q, { site: item.site_id, city: buyer.address.city, seller: seller.nickname }),
      status: "UNANSWERED",
      date_created: at,
      last_updated: at,
      answer: null,
      deleted_from_listing: false,
      hold: false,
      suspected_spam: false,
      app_id: null,
    };
    insertQuestion(state.questions, q);
    ids.push(q.id);
  }
  return ids;
}
