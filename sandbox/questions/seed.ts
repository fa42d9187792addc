import type { SiteId, User } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import type { Rng } from "../core/rng.ts";
import type { SandboxState } from "../state.ts";
import { localParts } from "./local-time.ts";
import { createQuestionsState, insertQuestion, type Answer, type Question, type QuestionsState } from "./state.ts";
import { composeAnswer, fill, pickExchange, pickFollowUp, type Exchange } from "./texts.ts";
import { SITES } from "../accounts/types.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The demo seller whose inbox must have work waiting (brief: several recent UNANSWERED). */
export const DEMO_SELLER = 241_370_001;

type Draft = Omit<Question, "id">;

/**
 * A 30-day question history on every seeded item: buyers of the item's site ask by item topic, sellers
 * answer after delays that depend on when the question came in (fast in weekday working hours, next
 * morning at night, slower on weekends), and a share stays unanswered, closed, under review or banned.
 */
export function seedQuestions(state: SandboxState, rng: Rng, now: Date): QuestionsState {
  const qs = createQuestionsState();
  const nowMs = now.getTime();
  const buyers = buyersBySite(state.users);
  // Every draft gets its id in generation order, even one dropped for being in the future, and every
  // draft consumes the same random numbers whatever the clock says: so a reset at another time gives
  // each id the same question (same seller, item, buyer and text), only dated anew. A client that
  // cached questions before a reset never sees an id reused for a different question.
  const drafts: Array<{ draft: Draft; keep: boolean }> = [];

  for (const item of state.catalog.items.values()) {
    const seller = state.users.get(item.seller_id);
    const siteBuyers = buyers.get(item.site_id);
    if (!seller || !siteBuyers?.length) continue;
    const threads = rng.weighted<number>([[0, 30], [1, 34], [2, 20], [3, 11], [4, 5]]);
    const askers = rng.shuffle([...siteBuyers]).slice(0, threads);
    for (const buyer of askers) {
      const asked = nowMs - Math.floor(rng.next() * 30 * DAY);
      const first = draft(rng, item, seller, buyer, pickExchange(rng, item.site_id, item.topic), asked, nowMs);
      drafts.push({ draft: first, keep: true });
      // A quarter of buyers come back with a second question after reading the answer.
      if (!rng.bool(0.25)) continue;
      const after = (first.answer?.date_created ?? asked) + rng.int(10, 24 * 60) * MIN;
      drafts.push({ draft: draft(rng, item, seller, buyer, pickFollowUp(rng, item.site_id), after, nowMs), keep: after < nowMs });
    }
  }
  drafts.push(...demoInbox(state, rng, buyers.get("MLA") ?? [], nowMs).map((draft) => ({ draft, keep: true })));

  const questions = drafts.map(({ draft, keep }) => ({ question: { ...draft, id: qs.nextId++ }, keep }));
  // Inserting oldest first keeps the per-seller and per-item lists' appends cheap.
  const kept = questions.filter((q) => q.keep).map((q) => q.question);
  for (const q of kept.sort((a, b) => a.date_created - b.date_created)) insertQuestion(qs, q);
  return qs;
}

function draft(rng: Rng, item: Item, seller: User, buyer: User, ex: Exchange, asked: number, nowMs: number): Draft {
  const f = { site: item.site_id, city: buyer.address.city, seller: seller.nickname };
  const base: Draft = {
    seller_id: seller.id,
    item_id: item.id,
    from_id: buyer.id,
    text: fill(ex.q, f),
    status: "UNANSWERED",
    date_created: asked,
    last_updated: asked,
    answer: null,
    deleted_from_listing: false,
    hold: false,
    suspected_spam: false,
    app_id: null,
  };
  if (item.status === "under_review" && rng.bool(0.6)) return { ...base, status: "UNDER_REVIEW", hold: true };
  const roll = rng.next();
  if (roll < 0.02) return { ...base, status: "BANNED", suspected_spam: true };
  if (roll < 0.03) return { ...base, status: "DELETED", deleted_from_listing: true };
  const answeredAt = asked + answerDelay(rng, asked, item.site_id);
  const neverAnswered = rng.bool(0.06);
  // Drawn whether or not the answer exists yet at this clock time (see seedQuestions).
  const status = rng.weighted<Answer["status"]>([["ACTIVE", 95], ["DISABLED", 3], ["BANNED", 2]]);
  const answer: Answer = { text: composeAnswer(rng, ex, f), status, date_created: answeredAt };
  if (!neverAnswered && answeredAt <= nowMs) return { ...base, status: "ANSWERED", answer, last_updated: answeredAt };
  if (item.status === "closed") return { ...base, status: "CLOSED_UNANSWERED" };
  return base;
}

/**
 * How long the seller takes, from the local time the question arrived. Always draws the same five
 * random numbers, whichever branch the local time picks (see seedQuestions).
 */
function answerDelay(rng: Rng, asked: number, site: SiteId): number {
  const [r0, r1, r2, r3, r4] = [rng.next(), rng.next(), rng.next(), rng.next(), rng.next()];
  const { weekday, hour } = localParts(asked, SITES[site].timeZone);
  const jitter = Math.floor(r0 * 151) * MIN;
  let delay: number;
  if (weekday === 0 || weekday === 6) {
    const untilMonday = (weekday === 6 ? 2 : 1) * DAY + (9 - hour) * HOUR;
    delay = r1 < 0.4 ? (60 + Math.floor(r2 * 301)) * MIN : untilMonday + jitter;
  } else if (hour >= 9 && hour < 18) {
    delay = Math.round((5 + 175 * r2 ** 2) * MIN);
  } else if (hour >= 18) {
    delay = r1 < 0.45 ? (20 + Math.floor(r2 * 161)) * MIN : (33 - hour) * HOUR + jitter;
  } else {
    delay = (9 - hour) * HOUR + jitter;
  }
  // Now and then a seller falls behind by a day or more.
  if (r3 < 0.05) delay += (1 + Math.floor(r4 * 3)) * DAY;
  return Math.max(2 * MIN, delay);
}

/** Fresh unanswered questions on TIENDA_PAMPA's active items, so a demo inbox has work. */
function demoInbox(state: SandboxState, rng: Rng, buyers: User[], nowMs: number): Draft[] {
  const seller = state.users.get(DEMO_SELLER);
  if (!seller || buyers.length === 0) return [];
  const items = [...state.catalog.items.values()].filter((i) => i.seller_id === DEMO_SELLER && i.status === "active");
  return rng.shuffle(items).slice(0, 7).map((item, n) => {
    const buyer = buyers[n % buyers.length]!;
    const ex = pickExchange(rng, "MLA", item.topic);
    const asked = nowMs - rng.int(12, 20 * 60) * MIN;
    const f = { site: "MLA" as const, city: buyer.address.city, seller: seller.nickname };
    return {
      seller_id: seller.id, item_id: item.id, from_id: buyer.id, text: fill(ex.q, f), status: "UNANSWERED" as const,
      date_created: asked, last_updated: asked, answer: null, deleted_from_listing: false, hold: false, suspected_spam: false, app_id: null,
    };
  });
}

function buyersBySite(users: Map<number, User>): Map<SiteId, User[]> {
  const out = new Map<SiteId, User[]>();
  for (const u of users.values()) {
    if (u.role !== "buyer") continue;
    const list = out.get(u.site_id) ?? [];
    list.push(u);
    out.set(u.site_id, list);
  }
  return out;
}
