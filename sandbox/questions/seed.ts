import type { SiteId, User } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import type { Rng } from "../core/rng.ts";
import type { SandboxState } from "../state.ts";
import { AskTimes } from "./ask-times.ts";
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
 * A question history on every seeded item going back 301 days (ask-times.ts: long enough for the metrics page's
 * longest comparison), with a weekly rhythm and a per-seller trend (ask-times.ts): buyers of the item's
 * site ask by item topic, sellers answer after delays that depend on when the question came in (fast in
 * weekday working hours, next morning at night, slower on weekends). In the last 30 days a share
 * stays unanswered, closed, under review or banned; older questions are all settled (answered mostly,
 * some closed, deleted or banned), so the inbox's open work is only recent.
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
  // The older history draws from its own generator, forked before any draw, and its drafts come last:
  // the recent threads keep the ids (and contents) they had before the history existed.
  const olderRng = rng.fork("older-history");
  const times = new Map<number, AskTimes>();
  const timesFor = (seller: User) => {
    let t = times.get(seller.id);
    if (!t) times.set(seller.id, (t = new AskTimes(seller.id, seller.site_id, nowMs)));
    return t;
  };
  const thread = (r: Rng, item: Item, seller: User, buyer: User, asked: number, settled: boolean) => {
    const first = draft(r, item, seller, buyer, pickExchange(r, item.site_id, item.topic), asked, nowMs, settled);
    drafts.push({ draft: first, keep: true });
    // A quarter of buyers come back with a second question after reading the answer.
    if (!r.bool(0.25)) return;
    const after = (first.answer?.date_created ?? asked) + r.int(10, 24 * 60) * MIN;
    drafts.push({ draft: draft(r, item, seller, buyer, pickFollowUp(r, item.site_id), after, nowMs, settled), keep: after < nowMs });
  };

  const recentAskers = new Map<string, User[]>();
  for (const item of state.catalog.items.values()) {
    const seller = state.users.get(item.seller_id);
    const siteBuyers = buyers.get(item.site_id);
    if (!seller || !siteBuyers?.length) continue;
    const threads = rng.weighted<number>([
      [0, 30],
      [1, 34],
      [2, 20],
      [3, 11],
      [4, 5],
    ]);
    const askers = rng.shuffle([...siteBuyers]).slice(0, threads);
    recentAskers.set(item.id, askers);
    for (const buyer of askers) thread(rng, item, seller, buyer, timesFor(seller).recent(rng.next()), false);
  }
  drafts.push(...demoInbox(state, rng, buyers.get("MLA") ?? [], nowMs).map((draft) => ({ draft, keep: true })));
  for (const item of state.catalog.items.values()) {
    const seller = state.users.get(item.seller_id);
    const siteBuyers = buyers.get(item.site_id);
    if (!seller || !siteBuyers?.length) continue;
    olderThreads(olderRng, item, seller, siteBuyers, recentAskers.get(item.id) ?? [], timesFor(seller), thread);
  }

  const kept: Question[] = [];
  for (const { draft, keep } of drafts) {
    const id = qs.nextId++;
    if (keep) kept.push({ ...draft, id });
  }
  // Inserting oldest first keeps the per-seller and per-item lists' appends cheap.
  for (const q of kept.sort((a, b) => a.date_created - b.date_created)) insertQuestion(qs, q);
  return qs;
}

/**
 * The older part of one item's history: as many threads as the recent part would hold over that span at
 * this item's own popularity (its recent thread count pulled towards the mean, times a per-item factor),
 * a Poisson count so items vary. Askers avoid the item's recent askers where the site has others, so a
 * recent question stays the buyer's first on the item (what response time counts).
 */
function olderThreads(
  rng: Rng,
  item: Item,
  seller: User,
  siteBuyers: User[],
  recent: User[],
  times: AskTimes,
  thread: (r: Rng, item: Item, seller: User, buyer: User, asked: number, settled: boolean) => void,
): void {
  const popularity = (0.5 * recent.length + 0.64) * (0.6 + 0.8 * rng.next());
  const count = poisson(rng, popularity * times.olderPerRecent);
  const others = siteBuyers.filter((b) => !recent.includes(b));
  const pool = others.length > 0 ? others : siteBuyers;
  for (let n = 0; n < count; n++) thread(rng, item, seller, rng.pick(pool), times.older(rng.next()), true);
}

/** Knuth's method: fine for the small means used here (at most a few dozen). */
function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let n = 0;
  for (let p = rng.next(); p > limit; p *= rng.next()) n++;
  return n;
}

/** `settled`: an old question, which has reached a final state (never unanswered nor under review). */
function draft(rng: Rng, item: Item, seller: User, buyer: User, ex: Exchange, asked: number, nowMs: number, settled: boolean): Draft {
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
  // The draw happens for settled questions too, so both kinds consume numbers alike.
  const held = item.status === "under_review" && rng.bool(0.6);
  if (held && !settled) return { ...base, status: "UNDER_REVIEW", hold: true };
  const roll = rng.next();
  if (roll < 0.02) return { ...base, status: "BANNED", suspected_spam: true };
  if (roll < 0.03) return { ...base, status: "DELETED", deleted_from_listing: true };
  const answeredAt = asked + answerDelay(rng, asked, item.site_id);
  const neverAnswered = rng.bool(0.06);
  // Drawn whether or not the answer exists yet at this clock time (see seedQuestions).
  const status = rng.weighted<Answer["status"]>([
    ["ACTIVE", 95],
    ["DISABLED", 3],
    ["BANNED", 2],
  ]);
  const answer: Answer = { text: composeAnswer(rng, ex, f), status, date_created: answeredAt };
  if (!neverAnswered && answeredAt <= nowMs) return { ...base, status: "ANSWERED", answer, last_updated: answeredAt };
  if (item.status === "closed") return { ...base, status: "CLOSED_UNANSWERED" };
  // A question the seller never answered does not stay open for months: the seller deleted it.
  if (settled) return { ...base, status: "DELETED", deleted_from_listing: true };
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
  return rng
    .shuffle(items)
    .slice(0, 7)
    .map((item, n) => {
      const buyer = buyers[n % buyers.length]!;
      const ex = pickExchange(rng, "MLA", item.topic);
      const asked = nowMs - rng.int(12, 20 * 60) * MIN;
      const f = { site: "MLA" as const, city: buyer.address.city, seller: seller.nickname };
      return {
        seller_id: seller.id,
        item_id: item.id,
        from_id: buyer.id,
        text: fill(ex.q, f),
        status: "UNANSWERED" as const,
        date_created: asked,
        last_updated: asked,
        answer: null,
        deleted_from_listing: false,
        hold: false,
        suspected_spam: false,
        app_id: null,
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
